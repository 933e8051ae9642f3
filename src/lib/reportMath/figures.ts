/**
 * The basic figures of a field over a range (issue 14 §3): minimum, maximum, time-weighted mean and
 * the percentage of covered time inside the band. Readings take part when taken inside the range
 * or, taken before it, still covering some of it (coverage.ts). Each reading weighs the time it
 * covers; when none covers any time (all at one instant) the mean is the plain one. The time in
 * range is of the covered time only: gaps (silences longer than the period in force × the
 * tolerance, coverage.ts) are neither in nor out, and the report states the coverage beside it. Pure.
 */
import { coverageOf, takesPart, type Coverage, type CoverageOptions } from './coverage';
import { hasLimits, sideOf, type ReportRange, type TimeSeries, type ValueBand } from './series';

export interface BasicFigures {
  min: number | null;
  max: number | null;
  mean: number | null;
  /** percent, null without limits or covered time */
  timeInRangePct: number | null;
  /** readings taken inside the range (both ends included) */
  readings: number;
  /** seconds the readings cover inside the range */
  coveredSeconds: number;
}

export function basicFigures(series: TimeSeries, range: ReportRange, band: ValueBand, options: CoverageOptions & { coverage?: Coverage } = {}): BasicFigures {
  const { times, values } = series;
  const coverage = options.coverage ?? coverageOf(times, range, options);
  let min = Infinity;
  let max = -Infinity;
  let readings = 0;
  let parts = 0;
  let plainSum = 0;
  let weightedSum = 0;
  let covered = 0;
  let inside = 0;
  for (let i = 0; i < values.length; i++) {
    if (!takesPart(times, coverage, range, i)) continue;
    const value = values[i]!;
    const weight = coverage.to[i]! - coverage.from[i]!;
    if (times[i]! >= range.start) readings++;
    parts++;
    min = Math.min(min, value);
    max = Math.max(max, value);
    plainSum += value;
    weightedSum += value * weight;
    covered += weight;
    if (sideOf(value, band) === 0) inside += weight;
  }
  if (!parts) return { min: null, max: null, mean: null, timeInRangePct: null, readings, coveredSeconds: 0 };
  return {
    min,
    max,
    mean: covered > 0 ? weightedSum / covered : plainSum / parts,
    timeInRangePct: hasLimits(band) && covered > 0 ? (inside / covered) * 100 : null,
    readings,
    coveredSeconds: covered,
  };
}
