/**
 * Excursions (issue 14 §3): runs of readings outside a field's band [min, max], with the time they
 * covered (coverage.ts), so that the figures agree with MKT's and the mean's weighting.
 * - An excursion is a run of consecutive readings on the same side of the band whose covers touch:
 *   a gap longer than the cap (3 median intervals) ends it, as nothing is known of that silence.
 * - start/end: the first reading's cover start and the last one's cover end, clipped to the range.
 *   `startedBefore`: it was under way at the range start: its first reading was taken before it, or
 *   the last reading before the range was on the same side and its cover reached the start.
 *   `open`: it reaches the range end (still out of range then).
 * - peak: the value furthest from the limit crossed; degree-minutes: Σ |vᵢ − limit| · coverᵢ / 60.
 * - A reading inside the range that covers no time (one taken exactly at the range end) still
 *   makes an excursion of 0 s: an out-of-range value was read there.
 * Pure.
 */
import type { Excursion, ExcursionSummary } from '../reports';
import { coverageOf, takesPart, type Coverage, type CoverageOptions } from './coverage';
import { sideOf, type ReportRange, type TimeSeries, type ValueBand } from './series';

export type ExcursionField = Excursion['field'];

/**
 * Whether a run starting at reading `i` was already under way at the range start: its reading was
 * taken before it, or the reading just before the range was on the same side and reached it.
 */
function beganBefore(series: TimeSeries, band: ValueBand, cap: number, range: ReportRange, i: number, side: -1 | 0 | 1): boolean {
  const { times, values } = series;
  if (times[i]! < range.start) return true;
  if (i === 0 || times[i - 1]! >= range.start) return false;
  return times[i]! - times[i - 1]! <= cap && sideOf(values[i - 1]!, band) === side;
}

export function findExcursions(
  series: TimeSeries,
  range: ReportRange,
  band: ValueBand,
  field: ExcursionField = 'temperature',
  options: CoverageOptions & { coverage?: Coverage } = {},
): Excursion[] {
  const found: Excursion[] = [];
  if (band.min === null && band.max === null) return found;
  const { times, values } = series;
  const coverage = options.coverage ?? coverageOf(times, range, options);
  let current: Excursion | null = null;
  for (let i = 0; i < values.length; i++) {
    if (!takesPart(times, coverage, range, i)) continue;
    const value = values[i]!;
    const side = sideOf(value, band);
    const from = coverage.from[i]!;
    const to = coverage.to[i]!;
    const direction = side > 0 ? 'above' : 'below';
    if (current && (side === 0 || direction !== current.direction || from !== current.end)) {
      found.push(current);
      current = null;
    }
    if (side === 0) continue;
    const limit = (side > 0 ? band.max : band.min)!;
    if (!current) {
      current = {
        field,
        direction,
        start: from,
        end: to,
        startedBefore: beganBefore(series, band, coverage.cap, range, i, side),
        open: false,
        peak: value,
        limit,
        degreeMinutes: 0,
      };
    }
    current.end = to;
    if (side > 0 ? value > current.peak : value < current.peak) current.peak = value;
    current.degreeMinutes += (Math.abs(value - limit) * (to - from)) / 60;
  }
  if (current) found.push(current);
  for (const excursion of found) excursion.open = excursion.end >= range.end;
  return found;
}

/** Count, total and longest duration (seconds), the first start, degree-minutes on each side. */
export function summarizeExcursions(excursions: readonly Excursion[]): ExcursionSummary {
  const summary: ExcursionSummary = { count: excursions.length, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0 };
  for (const excursion of excursions) {
    const duration = excursion.end - excursion.start;
    summary.totalDuration += duration;
    summary.longest = Math.max(summary.longest, duration);
    summary.firstAt = summary.firstAt === null ? excursion.start : Math.min(summary.firstAt, excursion.start);
    if (excursion.direction === 'above') summary.degreeMinutesAbove += excursion.degreeMinutes;
    else summary.degreeMinutesBelow += excursion.degreeMinutes;
  }
  return summary;
}
