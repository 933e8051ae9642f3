/**
 * The time series the report arithmetic works on: two columns (times in unix seconds, values),
 * time-ordered, so that a month of minute readings costs no object per point. Pure.
 */
import type { SeriesPoint } from '../readings';

export interface TimeSeries {
  /** unix seconds, ascending */
  times: ArrayLike<number>;
  values: ArrayLike<number>;
}

/** Both ends included, unix seconds. */
export interface ReportRange {
  start: number;
  end: number;
}

/** A judged band; a null end is open (no limit on that side). */
export interface ValueBand {
  min: number | null;
  max: number | null;
}

/** A series from [ts, value] pairs or { ts, value } objects (time-ordered). */
export function seriesOf(points: ReadonlyArray<SeriesPoint | { ts: number; value: number }>): TimeSeries {
  const times = new Float64Array(points.length);
  const values = new Float64Array(points.length);
  points.forEach((point, i) => {
    if (Array.isArray(point)) {
      times[i] = point[0];
      values[i] = point[1];
    } else {
      const { ts, value } = point as { ts: number; value: number };
      times[i] = ts;
      values[i] = value;
    }
  });
  return { times, values };
}

/** Where a value lies against a band: -1 below, 0 inside, 1 above. */
export function sideOf(value: number, band: ValueBand): -1 | 0 | 1 {
  if (band.min !== null && value < band.min) return -1;
  if (band.max !== null && value > band.max) return 1;
  return 0;
}

export const hasLimits = (band: ValueBand): boolean => band.min !== null || band.max !== null;
