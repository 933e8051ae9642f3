/**
 * The temperature chart's line (issue 14 §2 "Timeline"): the track's temperatures cut to at most
 * CHART_POINTS with LTTB (the `downsample` package), which keeps the shape, peaks included, so
 * that 43,200 points draw as fast as 1,000. Unmeasured points are left out.
 */
import { createLTTB } from 'downsample';
import type { TrackPoint } from '../../lib/maps';

export const CHART_POINTS = 1000;

export interface ChartDatum {
  /** unix seconds */
  x: number;
  y: number;
}

const lttb = createLTTB<ChartDatum>({ x: 'x', y: 'y' });

export function temperatureSeries(points: readonly TrackPoint[], maxPoints = CHART_POINTS): ChartDatum[] {
  const measured: ChartDatum[] = [];
  for (const p of points) if (p[3] !== null) measured.push({ x: p[0], y: p[3] });
  if (measured.length <= maxPoints) return measured;
  return Array.from(lttb(measured, maxPoints));
}
