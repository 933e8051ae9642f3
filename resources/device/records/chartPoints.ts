/**
 * How many points to ask the server for: about twice the plot's pixel width (issue 12 §3:
 * "downsample on the server to about twice the chart's pixel width"), never more than the
 * contract's cap. 0 while the plot has no width yet: nothing is asked.
 */
import { CHART_MAX_POINTS } from '../../../src/lib/readings';

export function chartPoints(plotWidth: number): number {
  if (!Number.isFinite(plotWidth) || plotWidth <= 0) return 0;
  return Math.min(CHART_MAX_POINTS, Math.round(2 * plotWidth));
}
