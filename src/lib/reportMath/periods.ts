/**
 * A device's acquisition period in force at each moment (issue 26 §2): the periods recorded with
 * the time they took effect (server/services/devicePeriods), in time order. The first one holds
 * from the beginning of time: the period a device had before its first recorded change. Pure.
 */
import type { PeriodInForce } from '../reports';

/** A timeline: in time order; a bare number is one period in force throughout. */
export type PeriodTimeline = ReadonlyArray<PeriodInForce> | number;

/** The period of a series with no timeline given, seconds (tests: one reading a minute). */
export const DEFAULT_PERIOD = 60;

/**
 * The period in force at `ts`, for times asked in ascending order (a moving cursor: a month of
 * readings costs one pass over the timeline). Asking an earlier time than the last one restarts.
 */
export function periodCursor(timeline: PeriodTimeline = DEFAULT_PERIOD): (ts: number) => number {
  if (typeof timeline === 'number') return () => timeline;
  if (!timeline.length) return () => DEFAULT_PERIOD;
  let at = 0;
  let last = -Infinity;
  return (ts) => {
    if (ts < last) at = 0;
    last = ts;
    while (at + 1 < timeline.length && timeline[at + 1]!.since <= ts) at++;
    return timeline[at]!.period;
  };
}

/** The longest period of a timeline (how far back the reading holding at a range's start may lie). */
export function longestPeriod(timeline: PeriodTimeline = DEFAULT_PERIOD): number {
  if (typeof timeline === 'number') return timeline;
  return timeline.reduce((longest, entry) => Math.max(longest, entry.period), timeline.length ? 0 : DEFAULT_PERIOD);
}
