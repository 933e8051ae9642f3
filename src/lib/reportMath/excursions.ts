/**
 * Excursions (issue 26 §2 "runs in time"): runs of readings outside a field's band [min, max], with
 * the time they cover (coverage.ts), so that the figures agree with MKT's and the mean's weighting.
 * - An excursion is a run of consecutive readings on the same side of the band. Only a reading that
 *   is not on that side ends it: a gap inside it (out, silence, out on the same side) does not
 *   split it, it is listed in `gaps`; readings at a sparse period make one excursion whose covers
 *   touch, however few.
 * - start/end: the first reading's cover start and the last one's cover end, clipped to the range.
 *   knownDuration: the out-of-range time the readings cover (end − start less the gaps).
 *   possibleStart: the end of the previous reading's cover (the last evidence of another side; the
 *   range start without one); possibleEnd: the next reading not on its side (the range end without
 *   one). When no gap surrounds it, possible = known.
 * - `startedBefore`: it was under way at the range start: its first reading was taken before it,
 *   or the last reading before the range was on the same side and reached it. `open`: no reading
 *   ended it within the range.
 * - peak: the value furthest from the limit crossed; degree-minutes: Σ |vᵢ − limit| · coverᵢ / 60.
 * - A reading inside the range that covers no time (one taken exactly at the range end) still
 *   makes an excursion of 0 s: an out-of-range value was read there.
 * Pure.
 */
import type { Excursion, ExcursionSummary } from '../reports';
import { coverageOf, takesPart, type Coverage, type CoverageOptions } from './coverage';
import { sideOf, type ReportRange, type TimeSeries, type ValueBand } from './series';

export type ExcursionField = Excursion['field'];

const clamp = (ts: number, range: ReportRange) => Math.min(Math.max(ts, range.start), range.end);

/** A run starting at reading `i`, the evidence before it read from reading i − 1. */
function begin(series: TimeSeries, coverage: Coverage, range: ReportRange, band: ValueBand, field: ExcursionField, i: number): Excursion {
  const { times, values } = series;
  const value = values[i]!;
  const side = sideOf(value, band);
  const previous = i > 0 ? i - 1 : -1;
  // the reading before the range, on this side, whose interval reached this reading at the range start
  const joined = previous >= 0 && times[previous]! < range.start && coverage.reach[previous]! >= range.start && sideOf(values[previous]!, band) === side;
  const start = coverage.from[i]!;
  return {
    field,
    direction: side > 0 ? 'above' : 'below',
    start,
    end: start,
    startedBefore: times[i]! < range.start || joined,
    open: true,
    peak: value,
    limit: (side > 0 ? band.max : band.min)!,
    degreeMinutes: 0,
    knownDuration: 0,
    possibleStart: previous >= 0 ? Math.min(clamp(coverage.reach[previous]!, range), start) : range.start,
    possibleEnd: range.end,
    possibleDuration: 0,
    gaps: [],
  };
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
  const close = (possibleEnd: number, open: boolean) => {
    const excursion = current!;
    excursion.possibleEnd = Math.max(possibleEnd, excursion.end);
    excursion.possibleDuration = excursion.possibleEnd - excursion.possibleStart;
    excursion.open = open;
    found.push(excursion);
    current = null;
  };
  for (let i = 0; i < values.length; i++) {
    if (!takesPart(times, coverage, range, i)) continue;
    const value = values[i]!;
    const side = sideOf(value, band);
    if (current && (side === 0 || (side > 0 ? 'above' : 'below') !== current.direction)) close(clamp(times[i]!, range), false);
    if (side === 0) continue;
    const from = coverage.from[i]!;
    const to = coverage.to[i]!;
    current ??= begin(series, coverage, range, band, field, i);
    const run: Excursion = current;
    if (from > run.end) run.gaps.push({ start: run.end, end: from });
    run.end = to;
    run.knownDuration += to - from;
    if (side > 0 ? value > run.peak : value < run.peak) run.peak = value;
    run.degreeMinutes += (Math.abs(value - run.limit) * (to - from)) / 60;
  }
  if (current) close(range.end, true);
  return found;
}

/** Count, known and possible durations (seconds), the first start, degree-minutes on each side. */
export function summarizeExcursions(excursions: readonly Excursion[]): ExcursionSummary {
  const summary: ExcursionSummary = {
    count: excursions.length,
    totalDuration: 0,
    longest: 0,
    firstAt: null,
    degreeMinutesAbove: 0,
    degreeMinutesBelow: 0,
    totalPossibleDuration: 0,
    longestPossible: 0,
    withGaps: 0,
  };
  for (const excursion of excursions) {
    summary.totalDuration += excursion.knownDuration;
    summary.longest = Math.max(summary.longest, excursion.knownDuration);
    summary.totalPossibleDuration += excursion.possibleDuration;
    summary.longestPossible = Math.max(summary.longestPossible, excursion.possibleDuration);
    if (excursion.gaps.length) summary.withGaps += 1;
    summary.firstAt = summary.firstAt === null ? excursion.start : Math.min(summary.firstAt, excursion.start);
    if (excursion.direction === 'above') summary.degreeMinutesAbove += excursion.degreeMinutes;
    else summary.degreeMinutesBelow += excursion.degreeMinutes;
  }
  return summary;
}
