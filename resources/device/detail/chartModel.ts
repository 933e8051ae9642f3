/** The detail page's small charts: a channel's series as nivo data, its value range, and a summary in words. */
import type { SeriesPoint } from '../../../src/lib/readings';

export interface ChartDatum {
  x: number;
  y: number;
}

/** [unix seconds, value] → nivo points. */
export function toChartData(series: readonly SeriesPoint[]): ChartDatum[] {
  return series.map(([x, y]) => ({ x, y }));
}

/**
 * The y range: the values and the thresholds drawn with them (so a line at 8 °C is on the chart
 * even when every value is under it), with a little room above and below.
 */
export function valueDomain(
  series: readonly SeriesPoint[],
  bounds: ReadonlyArray<number | null>,
  /** what the field can be at all: a battery's range stops at 100 % */
  limits: { min: number; max: number } = { min: -Infinity, max: Infinity },
): { min: number; max: number } | null {
  const values = [...series.map(([, y]) => y), ...bounds.filter((b): b is number => b !== null)];
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const room = max === min ? Math.max(1, Math.abs(max) * 0.1) : (max - min) * 0.1;
  return { min: Math.max(limits.min, min - room), max: Math.min(limits.max, max + room) };
}

export interface SeriesSummary {
  min: number;
  max: number;
  last: number;
}

export function summarize(series: readonly SeriesPoint[]): SeriesSummary | null {
  if (series.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const [, y] of series) {
    if (y < min) min = y;
    if (y > max) max = y;
  }
  return { min, max, last: series[series.length - 1]![1] };
}

/**
 * About `count` round tick values inside the range (steps of 1, 2, 2.5 or 5 times a power of ten),
 * never finer than the field keeps: an integer field gets integer ticks, never 1, 1, 2, 2.
 */
export function ticksFor(domain: { min: number; max: number }, count: number, decimals: number): number[] {
  const finest = 10 ** -decimals;
  const raw = Math.max((domain.max - domain.min) / count, finest);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(finest, ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const ticks: number[] = [];
  for (let tick = Math.ceil(domain.min / step) * step; tick <= domain.max + step * 1e-9; tick += step) ticks.push(Number(tick.toFixed(10)));
  return ticks;
}

/** Ticks on the whole local hours divisible by `everyHours` (00:00, 06:00, 12:00, 18:00) between start and end. */
export function hourTicks(start: number, end: number, everyHours: number): number[] {
  const first = new Date(start * 1000);
  first.setMinutes(0, 0, 0);
  if (first.getTime() < start * 1000) first.setHours(first.getHours() + 1);
  while (first.getHours() % everyHours !== 0) first.setHours(first.getHours() + 1);
  const ticks: number[] = [];
  for (const at = first; at.getTime() <= end * 1000; at.setHours(at.getHours() + everyHours)) ticks.push(at.getTime() / 1000);
  return ticks;
}
