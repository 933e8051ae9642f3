/**
 * The threshold chart's own canvas layers (nivo's custom layers): the allowed band behind the line
 * with dashed lines at its bounds, each excursion shaded over the plot's height (at least 2 px,
 * so that a three-minute spike shows on a month), and each gap (no data, issue 26 §2) shaded grey.
 * nivo has moved the origin to the plot's corner. The line breaks at a gap: its points (linePoints)
 * carry a null there, which nivo's line leaves undrawn.
 */
import type { LineCustomCanvasLayer } from '@nivo/line';

export interface ThresholdBand {
  min: number | null;
  max: number | null;
}

export interface LayerColors {
  band: string;
  bandLine: string;
  excursion: string;
  gap: string;
}

/** One line of the chart: its points as nivo takes them (y null: a break in the line). */
export interface ReportLine {
  id: string;
  data: Array<{ x: Date; y: number | null }>;
}

/** The points of a line, a null point in the middle of every gap that lies between two of them (time-ordered gaps). */
export function linePoints(points: ReadonlyArray<readonly [number, number]>, gaps: ReadonlyArray<{ start: number; end: number }>): ReportLine['data'] {
  const data: ReportLine['data'] = [];
  let g = 0;
  points.forEach(([ts, y], i) => {
    if (i > 0) {
      const previous = points[i - 1]![0];
      while (g < gaps.length && gaps[g]!.end <= previous) g++;
      const gap = gaps[g];
      if (gap && gap.start >= previous && gap.end <= ts) data.push({ x: new Date(((gap.start + gap.end) / 2) * 1000), y: null });
    }
    data.push({ x: new Date(ts * 1000), y });
  });
  return data;
}

type Layer = LineCustomCanvasLayer<ReportLine>;

export function bandLayer(band: ThresholdBand | null, colors: LayerColors): Layer {
  return (ctx, { innerWidth, innerHeight, yScale }) => {
    if (!band || (band.min === null && band.max === null)) return;
    const top = band.max === null ? 0 : Math.max(0, yScale(band.max));
    const bottom = band.min === null ? innerHeight : Math.min(innerHeight, yScale(band.min));
    ctx.save();
    ctx.fillStyle = colors.band;
    ctx.fillRect(0, top, innerWidth, Math.max(0, bottom - top));
    ctx.strokeStyle = colors.bandLine;
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 4]);
    for (const bound of [band.min, band.max]) {
      if (bound === null) continue;
      const y = Math.round(yScale(bound)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(innerWidth, y);
      ctx.stroke();
    }
    ctx.restore();
  };
}

export function excursionLayer(spans: ReadonlyArray<{ start: number; end: number }>, colors: LayerColors, fill: keyof LayerColors = 'excursion'): Layer {
  return (ctx, { innerWidth, innerHeight, xScale }) => {
    if (!spans.length) return;
    ctx.save();
    ctx.fillStyle = colors[fill];
    for (const { start, end } of spans) {
      const x0 = Math.max(0, xScale(new Date(start * 1000)));
      const x1 = Math.min(innerWidth, xScale(new Date(end * 1000)));
      if (x1 < 0 || x0 > innerWidth) continue;
      ctx.fillRect(x0, 0, Math.max(2, x1 - x0), innerHeight);
    }
    ctx.restore();
  };
}

/** Each gap shaded over the plot's height, like an excursion (at least 2 px). */
export const gapLayer = (gaps: ReadonlyArray<{ start: number; end: number }>, colors: LayerColors): Layer => excursionLayer(gaps, colors, 'gap');

/** The y domain: the values and the band's bounds, with a little room. */
export function yDomainOf(values: ArrayLike<number>, band: ThresholdBand | null): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    min = Math.min(min, values[i]!);
    max = Math.max(max, values[i]!);
  }
  for (const bound of [band?.min ?? null, band?.max ?? null]) {
    if (bound === null) continue;
    min = Math.min(min, bound);
    max = Math.max(max, bound);
  }
  if (!Number.isFinite(min)) return { min: 0, max: 1 };
  const room = Math.max((max - min) * 0.08, 0.5);
  return { min: min - room, max: max + room };
}
