/**
 * A chart series cut to at most N points (issue 12 "Query", issue 26 §2 "Downsampling keeps the
 * whole range"). The points are chosen in four passes, each from what the earlier ones left:
 * 1. the first and the last reading, and the series' highest and lowest value;
 * 2. coverage: the range cut into ⌊N / COVERAGE_SPAN⌋ equal time buckets, one point in every bucket
 *    that holds data (its farthest excursion point, or else its value farthest from the bucket's
 *    mean), so that no part of the range with data is left without a point;
 * 3. the minimum and the maximum of every excursion (a run of values outside the device's
 *    thresholds), so that a short spike never melts into the line; when they are more than the
 *    budget leaves them (N minus the passes above minus a quarter kept for the line), the farthest
 *    from the band in each of that many equal time buckets: chosen across the range, never the
 *    first ones only;
 * 4. LTTB (the `downsample` package) over the rest with what is left.
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

/** A chart of N points has a point in each of ⌊N / COVERAGE_SPAN⌋ equal time buckets of its range that hold data. */
export const COVERAGE_SPAN = 4;
/** The share of N always left to the line (LTTB), however many excursions there are: N / LINE_SHARE. */
const LINE_SHARE = 4;

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

/** The indices chosen so far, at most `limit`. */
class Picked {
  readonly marks: Uint8Array;
  count = 0;
  constructor(
    length: number,
    readonly limit: number,
  ) {
    this.marks = new Uint8Array(length);
  }
  has(index: number): boolean {
    return this.marks[index] === 1;
  }
  add(index: number): void {
    if (index < 0 || this.count >= this.limit || this.has(index)) return;
    this.marks[index] = 1;
    this.count += 1;
  }
  get left(): number {
    return this.limit - this.count;
  }
}

/** Which of `count` equal buckets of [times[0], times[last]] a time falls in. */
function bucketer(times: ArrayLike<number>, count: number): (t: number) => number {
  const first = times[0]!;
  const span = times[times.length - 1]! - first;
  if (!(span > 0)) return () => 0;
  return (t) => Math.min(count - 1, Math.floor(((t - first) / span) * count));
}

/** Pass 1: the ends, the highest and the lowest value. */
function pickEnds({ values }: SeriesColumns, picked: Picked): void {
  let low = 0;
  let high = 0;
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[low]!) low = i;
    if (values[i]! > values[high]!) high = i;
  }
  for (const index of [0, values.length - 1, high, low]) picked.add(index);
}

/** Pass 2: one point in every bucket with data: its farthest excursion point, or its value farthest from the bucket's mean. */
function pickCoverage({ times, values }: SeriesColumns, band: Band, buckets: number, picked: Picked): void {
  if (buckets <= 0) return;
  const bucketOf = bucketer(times, buckets);
  const sum = new Float64Array(buckets);
  const count = new Uint32Array(buckets);
  const low = new Int32Array(buckets).fill(-1);
  const high = new Int32Array(buckets).fill(-1);
  const far = new Int32Array(buckets).fill(-1);
  const farExcess = new Float64Array(buckets);
  // a bucket holding a point chosen already (the ends, the extremes) is covered
  const covered = new Uint8Array(buckets);
  for (let i = 0; i < values.length; i++) {
    const b = bucketOf(times[i]!);
    const value = values[i]!;
    if (picked.has(i)) covered[b] = 1;
    sum[b]! += value;
    count[b]! += 1;
    if (low[b]! < 0 || value < values[low[b]!]!) low[b] = i;
    if (high[b]! < 0 || value > values[high[b]!]!) high[b] = i;
    const out = excess(value, band);
    if (out > farExcess[b]!) {
      farExcess[b] = out;
      far[b] = i;
    }
  }
  for (let b = 0; b < buckets; b++) {
    if (count[b] === 0 || covered[b] === 1) continue;
    if (far[b]! >= 0) picked.add(far[b]!);
    else {
      const mean = sum[b]! / count[b]!;
      picked.add(mean - values[low[b]!]! > values[high[b]!]! - mean ? low[b]! : high[b]!);
    }
  }
}

/** Pass 3: the excursions' extremes, all when they fit in `room`, else the farthest in each of `room` equal time buckets. */
function pickExcursions({ times, values }: SeriesColumns, band: Band, room: number, picked: Picked): void {
  const pending = excursionExtremes(values, band).filter((index) => !picked.has(index));
  if (room <= 0 || pending.length === 0) return;
  if (pending.length <= room) {
    for (const index of pending) picked.add(index);
    return;
  }
  const bucketOf = bucketer(times, room);
  const best = new Int32Array(room).fill(-1);
  for (const index of pending) {
    const b = bucketOf(times[index]!);
    if (best[b]! < 0 || excess(values[index]!, band) > excess(values[best[b]!]!, band)) best[b] = index;
  }
  for (const index of best) picked.add(index);
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

/**
 * The indices of at most `maxPoints` points of a time-ordered series, ascending: the whole range
 * covered, its ends and extremes kept, the excursions' extremes kept (chosen across the range when
 * there are too many), LTTB over the rest.
 */
export function downsampleIndices(series: SeriesColumns, maxPoints: number, band: Band = OPEN_BAND): number[] {
  const length = series.values.length;
  const limit = Math.max(0, Math.floor(maxPoints));
  if (length <= limit) return Array.from({ length }, (_, i) => i);
  const picked = new Picked(length, limit);
  pickEnds(series, picked);
  pickCoverage(series, band, Math.floor(limit / COVERAGE_SPAN), picked);
  pickExcursions(series, band, picked.left - Math.floor(limit / LINE_SHARE), picked);
  const rest = new Uint32Array(length - picked.count);
  for (let i = 0, k = 0; i < length; i++) if (!picked.has(i)) rest[k++] = i;
  for (const index of Array.from(chosen(series, rest, picked.left))) picked.add(index);
  const out: number[] = [];
  for (let i = 0; i < length; i++) if (picked.has(i)) out.push(i);
  return out;
}

/** The same over [time, value] points. */
export function downsampleSeries(points: readonly SeriesPoint[], maxPoints: number, band: Band = OPEN_BAND): SeriesPoint[] {
  const columns: SeriesColumns = { times: points.map(([t]) => t), values: points.map(([, v]) => v) };
  return downsampleIndices(columns, maxPoints, band).map((index) => points[index]!);
}
