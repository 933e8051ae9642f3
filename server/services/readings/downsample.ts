/**
 * A chart series cut to at most N points (issue 12 "Query"): LTTB from the `downsample` package,
 * except that the minimum and the maximum of every excursion (a run of values outside the
 * device's thresholds) are reserved first, so that a short spike never melts into the line.
 * Pure: no database, no clock. Works on columns (times, values) and answers indices, so that a
 * month of minute readings costs no array per point.
 */
import { createLTTB } from 'downsample';
import type { SeriesPoint } from '../../../src/lib/readings';

/** A range values are judged against; a null end is open. */
export interface Band {
  min: number | null;
  max: number | null;
}

export const OPEN_BAND: Band = { min: null, max: null };

/** A series as two columns of the same length, time-ordered. */
export interface SeriesColumns {
  times: ArrayLike<number>;
  values: ArrayLike<number>;
}

/** How far a value lies outside the band (0 inside). */
function excess(value: number, band: Band): number {
  if (band.min !== null && value < band.min) return band.min - value;
  if (band.max !== null && value > band.max) return value - band.max;
  return 0;
}

/** The indices of the lowest and the highest point of every run of consecutive values outside the band, in order. */
export function excursionExtremes(values: ArrayLike<number>, band: Band): number[] {
  const kept: number[] = [];
  if (band.min === null && band.max === null) return kept;
  let low = -1;
  let high = -1;
  for (let i = 0; i <= values.length; i++) {
    const outside = i < values.length && excess(values[i]!, band) > 0;
    if (outside) {
      if (low < 0) low = high = i;
      else {
        if (values[i]! < values[low]!) low = i;
        if (values[i]! > values[high]!) high = i;
      }
    } else if (low >= 0) {
      kept.push(Math.min(low, high));
      if (low !== high) kept.push(Math.max(low, high));
      low = high = -1;
    }
  }
  return kept;
}

/** `count` of the `rest` indices chosen by LTTB; the package needs at least 3 (first, last and one bucket). */
function chosen(series: SeriesColumns, rest: Uint32Array, count: number): ArrayLike<number> {
  if (count <= 0) return [];
  if (rest.length <= count) return rest;
  if (count === 1) return [rest[0]!];
  if (count === 2) return [rest[0]!, rest[rest.length - 1]!];
  // the data are indices into the columns: LTTB reads their time and value through these accessors
  const lttb = createLTTB<number>({ x: (index: number) => series.times[index]!, y: (index: number) => series.values[index]! });
  return lttb(rest, count);
}

/** Two ascending index lists merged, ascending. */
function merge(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * The indices of at most `maxPoints` points of a time-ordered series: the excursions' extremes
 * first (when they alone are more than `maxPoints`, the farthest from the band), LTTB over the
 * rest with what is left, merged in time order.
 */
export function downsampleIndices(series: SeriesColumns, maxPoints: number, band: Band = OPEN_BAND): number[] {
  const length = series.values.length;
  const limit = Math.max(0, Math.floor(maxPoints));
  if (length <= limit) return Array.from({ length }, (_, i) => i);
  let reserved = excursionExtremes(series.values, band);
  if (reserved.length >= limit) {
    reserved = reserved
      .map((index) => ({ index, excess: excess(series.values[index]!, band) }))
      .sort((a, b) => b.excess - a.excess || a.index - b.index)
      .slice(0, limit)
      .map((r) => r.index)
      .sort((a, b) => a - b);
  }
  const rest = new Uint32Array(length - reserved.length);
  for (let i = 0, r = 0, k = 0; i < length; i++) {
    if (r < reserved.length && reserved[r] === i) r++;
    else rest[k++] = i;
  }
  return merge(reserved, chosen(series, rest, limit - reserved.length));
}

/** The same over [time, value] points. */
export function downsampleSeries(points: readonly SeriesPoint[], maxPoints: number, band: Band = OPEN_BAND): SeriesPoint[] {
  const columns: SeriesColumns = { times: points.map(([t]) => t), values: points.map(([, v]) => v) };
  return downsampleIndices(columns, maxPoints, band).map((index) => points[index]!);
}
