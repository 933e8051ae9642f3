/**
 * Mean kinetic temperature (issue 14 §3; ICH Q1A, USP <1079.2>): the single temperature that
 * would degrade a product as much as the fluctuating ones did, by Arrhenius kinetics.
 *
 *   Tk = (ΔH/R) / −ln( Σ wᵢ·e^(−ΔH/(R·Tᵢ)) / Σ wᵢ )
 *
 * Tᵢ in kelvin (°C + 273.15); ΔH the activation energy (J/mol, 83.144 kJ/mol by default, so that
 * ΔH/R is 10,000 K); R = 8.3144 J/(mol·K); wᵢ the time reading i covers (coverage.ts); the result
 * back in °C. With equal weights this is the textbook formula over n readings. The sum is taken
 * around its largest term (log-sum-exp) so that a high activation energy over cold readings cannot
 * underflow. Pure.
 */
import { DEFAULT_ACTIVATION_ENERGY, GAS_CONSTANT } from '../reports';
import { coverageOf, takesPart, type Coverage, type CoverageOptions } from './coverage';
import type { ReportRange, TimeSeries } from './series';

export const KELVIN_OFFSET = 273.15;

/**
 * MKT in °C of temperatures (°C) with their weights (equal when left out); null when there is
 * nothing to weigh (no value, or every weight 0).
 */
export function mktOf(temperatures: ArrayLike<number>, weights?: ArrayLike<number>, activationEnergy: number = DEFAULT_ACTIVATION_ENERGY): number | null {
  const ratio = activationEnergy / GAS_CONSTANT;
  let largest = -Infinity;
  for (let i = 0; i < temperatures.length; i++) {
    if ((weights ? weights[i]! : 1) <= 0) continue;
    largest = Math.max(largest, -ratio / (temperatures[i]! + KELVIN_OFFSET));
  }
  if (largest === -Infinity) return null;
  let sum = 0;
  let total = 0;
  for (let i = 0; i < temperatures.length; i++) {
    const w = weights ? weights[i]! : 1;
    if (w <= 0) continue;
    sum += w * Math.exp(-ratio / (temperatures[i]! + KELVIN_OFFSET) - largest);
    total += w;
  }
  const logMean = largest + Math.log(sum / total);
  return ratio / -logMean - KELVIN_OFFSET;
}

/**
 * MKT in °C of a series over a range, each reading weighted by the time it covers (coverage.ts).
 * When no reading covers any time (all at one instant), the readings of the range weigh alike.
 */
export function meanKineticTemperature(
  series: TimeSeries,
  range: ReportRange,
  activationEnergy: number = DEFAULT_ACTIVATION_ENERGY,
  options: CoverageOptions & { coverage?: Coverage } = {},
): number | null {
  const coverage = options.coverage ?? coverageOf(series.times, range, options);
  const weights = new Float64Array(series.values.length);
  const equal = new Float64Array(series.values.length);
  let covered = 0;
  for (let i = 0; i < weights.length; i++) {
    weights[i] = coverage.to[i]! - coverage.from[i]!;
    covered += weights[i]!;
    equal[i] = takesPart(series.times, coverage, range, i) ? 1 : 0;
  }
  return mktOf(series.values, covered > 0 ? weights : equal, activationEnergy);
}
