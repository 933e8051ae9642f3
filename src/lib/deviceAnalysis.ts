/**
 * Device analysis (issue 30 §5): each device's health over the last ANALYSIS_DAYS, from its
 * readings, and which devices need attention first. One copy for the console and the server.
 * - Data gaps: the reports' rule (src/lib/reportMath/coverage.ts): a silence longer than the
 *   acquisition period in force × DEFAULT_GAP_TOLERANCE is missing data, the period being the one
 *   in force at the time (it can change: server/db device_periods).
 * - Battery: the least-squares trend of the battery percentage in points per day, the days left
 *   until LOW_BATTERY_PERCENT at that trend, and the battery's age: spec §9 says to replace it
 *   after 2 years (BATTERY_REPLACE_DAYS), counted from the date recorded for the device.
 * - Signal: mean, lowest and the share of readings under WEAK_SIGNAL_PERCENT.
 * - Excursions: runs of temperature or humidity readings outside the device's limits (the reports'
 *   excursions), per week of the window.
 * - Attention: a score from these (ATTENTION_WEIGHTS); the list is ranked by it, highest first.
 * Pure.
 */
import { DEFAULT_COVERAGE_WARNING_PCT, DEFAULT_GAP_TOLERANCE, type TimeSpan } from './reports';
import { LOW_BATTERY_PERCENT } from './readings';
import { coverageOf } from './reportMath/coverage';
import { findExcursions } from './reportMath/excursions';
import type { PeriodTimeline } from './reportMath/periods';
import { coveredSpans, gapsIn, longestSpans, spanSeconds } from './reportMath/spans';
import type { ValueBand } from './reportMath/series';

export const DEVICE_ANALYSIS_PATH = '/deviceanalysis';
export const DEVICE_BATTERY_PATH = `${DEVICE_ANALYSIS_PATH}/battery`;
export const ANALYSIS_DAYS = 30;
/** spec §9: "Battery should be replaced after 2 years." */
export const BATTERY_REPLACE_DAYS = 730;
/** a projected low battery this close is worth a visit */
export const BATTERY_SOON_DAYS = 30;
export const WEAK_SIGNAL_PERCENT = 20;
/** a device with more of its readings under the weak signal than this has a weak signal */
export const WEAK_SIGNAL_SHARE_PCT = 20;
/** the devices one answer analyses at most (the first by number), so that a request stays short */
export const ANALYSIS_MAX_DEVICES = 500;
const DAY = 86_400;

export const ATTENTION_REASONS = ['offline', 'dataGaps', 'noData', 'lowBattery', 'batterySoon', 'batteryAge', 'weakSignal', 'excursions'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Points each reason adds to a device's attention score. */
export const ATTENTION_WEIGHTS: Readonly<Record<AttentionReason, number>> = {
  offline: 40,
  noData: 40,
  lowBattery: 30,
  batteryAge: 20,
  batterySoon: 15,
  dataGaps: 20,
  excursions: 20,
  weakSignal: 10,
};

export interface AnalysisReading {
  ts: number;
  battery: number | null;
  signal: number | null;
  temperature: number | null;
  humidity: number | null;
}

export interface AnalysisInput {
  /** readings inside the window, in time order */
  readings: readonly AnalysisReading[];
  /** the acquisition periods in force (services/devicePeriods.ts periodsInForce) */
  periods: PeriodTimeline;
  window: TimeSpan;
  temperature: ValueBand;
  humidity: ValueBand;
  /** unix seconds the battery was fitted, null when not recorded */
  batteryInstalledAt: number | null;
  online: boolean;
}

export interface DataGapFigures {
  received: number;
  /** readings the periods in force call for over the window */
  expected: number;
  /** covered seconds / window seconds × 100 */
  coveragePct: number;
  gapCount: number;
  gapSeconds: number;
  longestGaps: TimeSpan[];
}

export interface BatteryFigures {
  /** the newest reading's battery, null without any */
  latest: number | null;
  first: number | null;
  /** percentage points per day (least squares); null with fewer than 2 readings over less than a day */
  trendPerDay: number | null;
  /** days from the newest reading until LOW_BATTERY_PERCENT at the trend; null when not falling */
  daysToLow: number | null;
  installedAt: number | null;
  ageDays: number | null;
  /** spec §9: replace after 2 years */
  replace: boolean;
}

export interface SignalFigures {
  mean: number | null;
  lowest: number | null;
  weakSharePct: number | null;
}

export interface ExcursionFigures {
  temperature: number;
  humidity: number;
  /** seconds out of limits (known) */
  outSeconds: number;
  perWeek: number;
}

export interface DeviceHealth {
  gaps: DataGapFigures;
  battery: BatteryFigures;
  signal: SignalFigures;
  excursions: ExcursionFigures;
  online: boolean;
  score: number;
  reasons: AttentionReason[];
}

/** One device of GET /deviceanalysis. */
export interface AnalysedDevice extends DeviceHealth {
  id: number;
  number: string;
  name: string;
  organizationName: string;
  /** the upload period now, seconds */
  period: number;
}

export interface DeviceAnalysisAnswer {
  window: TimeSpan;
  devices: AnalysedDevice[];
  /** devices left out past ANALYSIS_MAX_DEVICES */
  omitted: number;
}

/** The readings the periods in force call for over the window. */
export function expectedReadings(periods: PeriodTimeline, window: TimeSpan): number {
  const timeline = typeof periods === 'number' ? [{ since: 0, period: periods }] : periods;
  let expected = 0;
  timeline.forEach((entry, i) => {
    const from = Math.max(entry.since, window.start);
    const to = Math.min(timeline[i + 1]?.since ?? Infinity, window.end);
    if (to > from && entry.period > 0) expected += (to - from) / entry.period;
  });
  return Math.round(expected);
}

function gapFigures(times: Float64Array, input: AnalysisInput): DataGapFigures {
  const range = input.window;
  const gaps = times.length ? gapsIn(coveredSpans(coverageOf(times, range, { periods: input.periods, tolerance: DEFAULT_GAP_TOLERANCE })), range) : [{ ...range }];
  const gapSeconds = spanSeconds(gaps);
  const rangeSeconds = range.end - range.start;
  return {
    received: times.length,
    expected: expectedReadings(input.periods, range),
    coveragePct: rangeSeconds > 0 ? ((rangeSeconds - gapSeconds) / rangeSeconds) * 100 : 0,
    gapCount: gaps.length,
    gapSeconds,
    longestGaps: longestSpans(gaps, 5),
  };
}

/** Least squares of (days, value). */
function slopePerDay(points: ReadonlyArray<readonly [number, number]>): number | null {
  const n = points.length;
  if (n < 2) return null;
  const t0 = points[0]![0];
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const [ts, value] of points) {
    const x = (ts - t0) / DAY;
    sx += x;
    sy += value;
    sxx += x * x;
    sxy += x * value;
  }
  const denominator = n * sxx - sx * sx;
  // readings less than a day apart say nothing of a trend in points per day
  if (points[n - 1]![0] - t0 < DAY || denominator <= 0) return null;
  return (n * sxy - sx * sy) / denominator;
}

function batteryFigures(input: AnalysisInput): BatteryFigures {
  const points = input.readings.filter((r) => r.battery !== null).map((r) => [r.ts, r.battery!] as const);
  const latest = points.at(-1)?.[1] ?? null;
  const trendPerDay = slopePerDay(points);
  const daysToLow = latest !== null && trendPerDay !== null && trendPerDay < 0 ? Math.max(0, (latest - LOW_BATTERY_PERCENT) / -trendPerDay) : null;
  const ageDays = input.batteryInstalledAt === null ? null : Math.max(0, (input.window.end - input.batteryInstalledAt) / DAY);
  return {
    latest,
    first: points[0]?.[1] ?? null,
    trendPerDay,
    daysToLow,
    installedAt: input.batteryInstalledAt,
    ageDays,
    replace: ageDays !== null && ageDays >= BATTERY_REPLACE_DAYS,
  };
}

function signalFigures(readings: readonly AnalysisReading[]): SignalFigures {
  const values = readings.flatMap((r) => (r.signal === null ? [] : [r.signal]));
  if (!values.length) return { mean: null, lowest: null, weakSharePct: null };
  return {
    mean: values.reduce((a, b) => a + b, 0) / values.length,
    lowest: Math.min(...values),
    weakSharePct: (values.filter((v) => v < WEAK_SIGNAL_PERCENT).length / values.length) * 100,
  };
}

function excursionFigures(input: AnalysisInput): ExcursionFigures {
  const count = (field: 'temperature' | 'humidity', band: ValueBand) => {
    const rows = input.readings.filter((r) => r[field] !== null);
    const series = { times: Float64Array.from(rows, (r) => r.ts), values: Float64Array.from(rows, (r) => r[field]!) };
    return findExcursions(series, input.window, band, field, { periods: input.periods, tolerance: DEFAULT_GAP_TOLERANCE });
  };
  const temperature = count('temperature', input.temperature);
  const humidity = count('humidity', input.humidity);
  const weeks = (input.window.end - input.window.start) / (7 * DAY);
  return {
    temperature: temperature.length,
    humidity: humidity.length,
    outSeconds: [...temperature, ...humidity].reduce((sum, e) => sum + e.knownDuration, 0),
    perWeek: weeks > 0 ? (temperature.length + humidity.length) / weeks : 0,
  };
}

/** Why a device needs attention, from its figures. */
export function attentionReasons(health: Omit<DeviceHealth, 'score' | 'reasons'>): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (!health.online) reasons.push('offline');
  if (health.gaps.received === 0) reasons.push('noData');
  else if (health.gaps.coveragePct < DEFAULT_COVERAGE_WARNING_PCT) reasons.push('dataGaps');
  const { battery } = health;
  if (battery.latest !== null && battery.latest <= LOW_BATTERY_PERCENT) reasons.push('lowBattery');
  else if (battery.daysToLow !== null && battery.daysToLow <= BATTERY_SOON_DAYS) reasons.push('batterySoon');
  if (battery.replace) reasons.push('batteryAge');
  if (health.signal.weakSharePct !== null && health.signal.weakSharePct > WEAK_SIGNAL_SHARE_PCT) reasons.push('weakSignal');
  if (health.excursions.perWeek >= 1) reasons.push('excursions');
  return reasons;
}

export function analyseDevice(input: AnalysisInput): DeviceHealth {
  const times = Float64Array.from(input.readings, (r) => r.ts);
  const figures = {
    gaps: gapFigures(times, input),
    battery: batteryFigures(input),
    signal: signalFigures(input.readings),
    excursions: excursionFigures(input),
    online: input.online,
  };
  const reasons = attentionReasons(figures);
  return { ...figures, reasons, score: reasons.reduce((sum, reason) => sum + ATTENTION_WEIGHTS[reason], 0) };
}

/** Highest score first; then the worse coverage, then the number. */
export function rankDevices<T extends DeviceHealth & { number: string }>(devices: readonly T[]): T[] {
  return [...devices].sort((a, b) => b.score - a.score || a.gaps.coveragePct - b.gaps.coveragePct || a.number.localeCompare(b.number));
}
