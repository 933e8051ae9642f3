/**
 * The time each reading stands for (issue 14 §3: "readings are weighted by the time they cover
 * when sampling is uneven"). The rule, one for MKT, the mean, the time in range and the excursions:
 * - a reading covers from its own time to the next reading's;
 * - a gap longer than MAX_GAP_FACTOR (3) × the median interval counts only that cap: what happened
 *   in a longer silence (a device offline for hours) is not known and is not attributed to anyone;
 * - the last reading covers one median interval;
 * - every cover is clipped to the range, so that a reading taken before the range start (the value
 *   holding when the range began) covers only the range's first moments, and the last one stops at
 *   the range end.
 * With a single reading there is no interval: `fallbackStep` (the device's acquisition period, 60 s
 * by default) stands for the median. Pure.
 */
import type { ReportRange } from './series';

/** A gap counts at most this many median intervals. */
export const MAX_GAP_FACTOR = 3;
/** The step of a series with a single reading, seconds, when none is given. */
export const DEFAULT_FALLBACK_STEP = 60;

export interface CoverageOptions {
  /** see MAX_GAP_FACTOR */
  maxGapFactor?: number;
  /** the median interval of a one-reading series, seconds */
  fallbackStep?: number;
}

/** Each reading's covered interval [from, to] inside the range (from = to: nothing covered). */
export interface Coverage {
  from: Float64Array;
  to: Float64Array;
  /** the median interval used, seconds */
  step: number;
  /** the longest time one reading may cover before the next, seconds */
  cap: number;
}

/** The median of the positive intervals between consecutive times; null with none. */
export function medianInterval(times: ArrayLike<number>): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const gap = times[i]! - times[i - 1]!;
    if (gap > 0) gaps.push(gap);
  }
  if (!gaps.length) return null;
  const sorted = Float64Array.from(gaps).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function coverageOf(times: ArrayLike<number>, range: ReportRange, options: CoverageOptions = {}): Coverage {
  const n = times.length;
  const step = medianInterval(times) ?? options.fallbackStep ?? DEFAULT_FALLBACK_STEP;
  const cap = (options.maxGapFactor ?? MAX_GAP_FACTOR) * step;
  const from = new Float64Array(n);
  const to = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const ts = times[i]!;
    const raw = i + 1 < n ? Math.min(times[i + 1]!, ts + cap) : ts + step;
    const a = Math.min(Math.max(ts, range.start), range.end);
    const b = Math.max(Math.min(raw, range.end), a);
    from[i] = a;
    to[i] = b;
  }
  return { from, to, step, cap };
}

/**
 * Whether reading `i` belongs to the range's figures: taken inside the range, or taken before it
 * and still covering some of it (the value holding at the range start).
 */
export function takesPart(times: ArrayLike<number>, coverage: Coverage, range: ReportRange, i: number): boolean {
  const ts = times[i]!;
  if (ts > range.end) return false;
  return ts >= range.start || coverage.to[i]! > coverage.from[i]!;
}
