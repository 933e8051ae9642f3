/**
 * The chart's own canvas layers (nivo's custom layers): the threshold band behind the line, with
 * dashed lines at its bounds, and the exceeding stretches shaded. They draw what chartPanels.ts
 * worked out; nivo has already moved the origin to the plot's corner.
 */
import type { LineCustomCanvasLayer } from '@nivo/line';
import type { ChartPanel, ChartSeries } from './chartPanels';

export interface LayerColors {
  band: string;
  bandLine: string;
  stretch: string;
}

type Layer = LineCustomCanvasLayer<ChartSeries>;

/** The allowed range as a shaded band; a bound left open runs the band to the plot's edge. */
export function bandLayer(panel: Pick<ChartPanel, 'band'>, colors: LayerColors): Layer {
  return (ctx, { innerWidth, innerHeight, yScale }) => {
    const band = panel.band;
    if (!band) return;
    const top = band.max === null ? 0 : Math.max(0, yScale(band.max));
    const bottom = band.min === null ? innerHeight : Math.min(innerHeight, yScale(band.min));
    ctx.save();
    ctx.fillStyle = colors.band;
    ctx.fillRect(0, top, innerWidth, bottom - top);
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

/** Each stretch out of the band, shaded over the plot's height (at least 2 px, so a short spike shows). */
export function stretchLayer(panel: Pick<ChartPanel, 'stretches'>, colors: LayerColors): Layer {
  return (ctx, { innerWidth, innerHeight, xScale }) => {
    if (panel.stretches.length === 0) return;
    ctx.save();
    ctx.fillStyle = colors.stretch;
    for (const { from, to } of panel.stretches) {
      const x0 = Math.max(0, xScale(new Date(from * 1000)));
      const x1 = Math.min(innerWidth, xScale(new Date(to * 1000)));
      if (x1 < 0 || x0 > innerWidth) continue;
      ctx.fillRect(x0, 0, Math.max(2, x1 - x0), innerHeight);
    }
    ctx.restore();
  };
}
