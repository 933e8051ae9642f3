/** Where the vehicle was at a moment of the track (playback, scrubber, chart cursor). Pure. */
import type { TrackPoint } from '../../lib/maps';

/** The index of the last point at or before `ts` (0 before the first). Points in time order. */
export function indexAt(points: readonly TrackPoint[], ts: number): number {
  let low = 0;
  let high = points.length - 1;
  if (high < 0 || ts <= points[0]![0]) return 0;
  if (ts >= points[high]![0]) return high;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (points[mid]![0] <= ts) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface TrackMoment {
  lat: number;
  lng: number;
  /** the temperature of the last point at or before the moment */
  temperature: number | null;
  /** that point's index */
  index: number;
}

/** The position at `ts`, between two points in proportion to the time (a marker glides rather than jumps). */
export function positionAt(points: readonly TrackPoint[], ts: number): TrackMoment | null {
  if (points.length === 0) return null;
  const index = indexAt(points, ts);
  const a = points[index]!;
  const b = points[index + 1];
  if (!b || ts <= a[0] || b[0] === a[0]) return { lat: a[1], lng: a[2], temperature: a[3], index };
  const f = Math.min(1, (ts - a[0]) / (b[0] - a[0]));
  return { lat: a[1] + (b[1] - a[1]) * f, lng: a[2] + (b[2] - a[2]) * f, temperature: a[3], index };
}
