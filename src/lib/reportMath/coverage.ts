/**
 * The time each reading stands for (issue 26 §2), one rule for MKT, the mean, the time in range,
 * the excursions and the report's completeness:
 * - a reading covers from its own time to the next reading's (the range's end for the last one);
 * - unless that interval is longer than the acquisition period in force × the tolerance: then the
 *   reading covers one period in force, and the rest of the silence is a gap (missing data, no
 *   reading's). At a change of period the larger of the periods in force at the two readings is
 *   used, so that the readings around a change are never taken for a gap;
 * - every cover is clipped to the range: a reading taken before the range start (the value holding
 *   when the range began) covers only the range's first moments.
 * The median interval of the series plays no part: a device sampling every minute for a fortnight
 * and every ten minutes after it gives each reading its own interval. Pure.
 */
import { DEFAULT_GAP_TOLERANCE } from '../reports';
import { periodCursor, type PeriodTimeline } from './periods';
import type { ReportRange } from './series';

export interface CoverageOptions {
  /** the acquisition periods in force (periods.ts); DEFAULT_PERIOD without */
  periods?: PeriodTimeline;
  /** a silence longer than the period × this is a gap; DEFAULT_GAP_TOLERANCE (1.5) without */
  tolerance?: number;
}

/** Each reading's covered interval [from, to] inside the range (from = to: nothing covered). */
export interface Coverage {
  from: Float64Array;
  to: Float64Array;
  /** where each cover ends before clipping: the next reading's time when no gap lies between them */
  reach: Float64Array;
}

export function coverageOf(times: ArrayLike<number>, range: ReportRange, options: CoverageOptions = {}): Coverage {
  const n = times.length;
  const tolerance = options.tolerance ?? DEFAULT_GAP_TOLERANCE;
  const periodAt = periodCursor(options.periods);
  const from = new Float64Array(n);
  const to = new Float64Array(n);
  const reach = new Float64Array(n);
  let period = n ? periodAt(times[0]!) : 0;
  for (let i = 0; i < n; i++) {
    const ts = times[i]!;
    const last = i + 1 === n;
    const next = last ? range.end : times[i + 1]!;
    const nextPeriod = last ? period : periodAt(next);
    const allowed = tolerance * Math.max(period, nextPeriod);
    const raw = next - ts <= allowed ? next : ts + period;
    reach[i] = raw;
    const a = Math.min(Math.max(ts, range.start), range.end);
    from[i] = a;
    to[i] = Math.max(Math.min(raw, range.end), a);
    period = nextPeriod;
  }
  return { from, to, reach };
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
