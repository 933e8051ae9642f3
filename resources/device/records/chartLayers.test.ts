import type { LineCustomCanvasLayerProps } from '@nivo/line';
import { bandLayer, stretchLayer } from './chartLayers';
import type { ChartSeries } from './chartPanels';

const colors = { band: 'band', bandLine: 'line', stretch: 'stretch' };

/** A canvas context that records what was drawn. */
function recorder() {
  const rects: Array<{ fill: string; x: number; y: number; w: number; h: number }> = [];
  const lines: Array<{ y: number; stroke: string }> = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    save: () => undefined,
    restore: () => undefined,
    setLineDash: () => undefined,
    beginPath: () => undefined,
    stroke: () => undefined,
    lineTo: () => undefined,
    moveTo(_x: number, y: number) {
      lines.push({ y, stroke: ctx.strokeStyle });
    },
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ fill: ctx.fillStyle, x, y, w, h });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, rects, lines };
}

/** A plot 600 × 200: times 0…600 s to 0…600 px, values 0…20 to 200…0 px. */
const props = {
  innerWidth: 600,
  innerHeight: 200,
  xScale: (x: Date) => x.getTime() / 1000,
  yScale: (y: number) => 200 - y * 10,
} as unknown as LineCustomCanvasLayerProps<ChartSeries>;

describe('bandLayer', () => {
  it('shades the band between its bounds and draws both bounds', () => {
    const { ctx, rects, lines } = recorder();
    bandLayer({ band: { min: 2, max: 8 } }, colors)(ctx, props);
    expect(rects).toEqual([{ fill: 'band', x: 0, y: 120, w: 600, h: 60 }]);
    expect(lines).toEqual([
      { y: 180.5, stroke: 'line' },
      { y: 120.5, stroke: 'line' },
    ]);
  });

  it('runs an open side to the edge, and draws nothing without a band', () => {
    const open = recorder();
    bandLayer({ band: { min: null, max: 8 } }, colors)(open.ctx, props);
    expect(open.rects).toEqual([{ fill: 'band', x: 0, y: 120, w: 600, h: 80 }]);
    expect(open.lines).toHaveLength(1);
    const none = recorder();
    bandLayer({ band: null }, colors)(none.ctx, props);
    expect(none.rects).toEqual([]);
  });
});

describe('stretchLayer', () => {
  it('shades each stretch over the plot’s height, a short one at least 2 px wide', () => {
    const { ctx, rects } = recorder();
    stretchLayer(
      {
        stretches: [
          { from: 30, to: 150, kind: 'high' },
          { from: 400, to: 400.5, kind: 'low' },
          { from: 700, to: 800, kind: 'high' },
        ],
      },
      colors,
    )(ctx, props);
    expect(rects).toEqual([
      { fill: 'stretch', x: 30, y: 0, w: 120, h: 200 },
      { fill: 'stretch', x: 400, y: 0, w: 2, h: 200 },
    ]);
  });
});
