/**
 * Issue 26 §2 "Downsampling keeps the whole range": a chart of N points covers its whole range
 * however many excursions the series has. Each property is checked on the answer alone, against
 * the series, by computations of its own (no use of the implementation's buckets).
 */
import type { SeriesPoint } from '../../../src/lib/readings';
import { downsampleSeries, type Band } from './downsample';

const MINUTE = 60;
const START = 1_714_521_600;
const BAND: Band = { min: 2, max: 8 };
const N = 1000;

/** A month of minute readings at 5 °C ± a little, with `excursions` one-reading breaches spread over it: 8.1 °C (a value hovering at the limit) or 1.9 °C. */
function hovering(excursions: number): SeriesPoint[] {
  const series = Array.from({ length: 31 * 1440 }, (_, i): SeriesPoint => [START + i * MINUTE, Math.round((5 + Math.sin(i / 37) * 1.2) * 10) / 10]);
  const every = series.length / excursions;
  for (let k = 0; k < excursions; k++) {
    const i = Math.floor(k * every + every / 2);
    series[i] = [series[i]![0], k % 3 === 2 ? 1.9 : 8.1];
  }
  return series;
}

/** How many of `count` equal time buckets of the series' range hold data but no chosen point. */
function emptyBuckets(series: readonly SeriesPoint[], chosen: readonly SeriesPoint[], count: number): number[] {
  const first = series[0]![0];
  const span = series[series.length - 1]![0] - first;
  const bucket = (t: number) => Math.min(count - 1, Math.floor(((t - first) / span) * count));
  const withData = new Set(series.map(([t]) => bucket(t)));
  const withPoint = new Set(chosen.map(([t]) => bucket(t)));
  return [...withData].filter((b) => !withPoint.has(b));
}

const extremes = (series: readonly SeriesPoint[]) => ({
  peak: series.reduce((a, b) => (b[1] > a[1] ? b : a)),
  trough: series.reduce((a, b) => (b[1] < a[1] ? b : a)),
});

describe('downsampleSeries over thousands of one-reading excursions', () => {
  const series = hovering(10_000);
  // the month's highest peak (a defrost) late in the range, its lowest trough early
  series[40_000] = [series[40_000]![0], 14.6];
  series[3_000] = [series[3_000]![0], -3.2];
  const out = downsampleSeries(series, N, BAND);

  it('respects the budget, in time order, without repeats', () => {
    expect(out.length).toBeLessThanOrEqual(N);
    expect(out.length).toBeGreaterThan(N * 0.9);
    const times = out.map(([t]) => t);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('covers the range from the first reading to the last', () => {
    expect(out[0]).toEqual(series[0]);
    expect(out[out.length - 1]).toEqual(series[series.length - 1]);
  });

  it('has a point in every quarter-N-th of the range, and no two points further apart than two of them', () => {
    expect(emptyBuckets(series, out, N / 4)).toEqual([]);
    const span = series[series.length - 1]![0] - series[0]![0];
    const widest = Math.max(...out.slice(1).map(([t], i) => t - out[i]![0]));
    expect(widest).toBeLessThanOrEqual((2 * span) / (N / 4));
  });

  it('keeps the highest peak and the lowest trough', () => {
    const { peak, trough } = extremes(series);
    expect(out).toContainEqual(peak);
    expect(out).toContainEqual(trough);
  });

  it('chooses the excursions it keeps across the range, above and below, not the first ones only', () => {
    const span = series[series.length - 1]![0] - series[0]![0];
    for (let tenth = 0; tenth < 10; tenth++) {
      const from = series[0]![0] + (tenth * span) / 10;
      const inTenth = out.filter(([t]) => t >= from && t < from + span / 10);
      expect(inTenth.filter(([, v]) => v > BAND.max!).length, `tenth ${tenth}`).toBeGreaterThan(10);
      expect(inTenth.filter(([, v]) => v < BAND.min!).length, `tenth ${tenth}`).toBeGreaterThan(5);
    }
  });
});

describe('downsampleSeries on unequal intervals with gaps', () => {
  it('covers every stretch that has data, across a period change and a gap', () => {
    // 10 days a minute, a 3-day gap, then 12 days every 15 minutes; a breach every 5th reading
    const series: SeriesPoint[] = [];
    for (let i = 0; i < 10 * 1440; i++) series.push([START + i * MINUTE, i % 5 === 0 ? 8.4 : 5]);
    const resume = START + 13 * 86_400;
    for (let i = 0; i < 12 * 96; i++) series.push([resume + i * 15 * MINUTE, i % 5 === 0 ? 1.5 : 4.5]);
    for (const n of [40, 200, 1000]) {
      const out = downsampleSeries(series, n, BAND);
      expect(out.length).toBeLessThanOrEqual(n);
      expect(out[0]).toEqual(series[0]);
      expect(out[out.length - 1]).toEqual(series[series.length - 1]);
      expect(emptyBuckets(series, out, n / 4), `N = ${n}`).toEqual([]);
      // the sparse part keeps its breaches too
      expect(out.some(([t, v]) => t >= resume && v === 1.5), `N = ${n}`).toBe(true);
    }
  });
});

describe('downsampleSeries with single spikes', () => {
  const flat = (): SeriesPoint[] => Array.from({ length: 31 * 1440 }, (_, i): SeriesPoint => [START + i * MINUTE, 5]);

  it('keeps one spike above the band in a flat series, and one below', () => {
    for (const [at, value] of [
      [25_000, 11.3],
      [7_777, 0.6],
    ] as const) {
      const series = flat();
      series[at] = [series[at]![0], value];
      const out = downsampleSeries(series, 500, BAND);
      expect(out.length).toBeLessThanOrEqual(500);
      expect(out).toContainEqual(series[at]);
    }
  });

  it('keeps a spike up and a spike down a minute apart, with no thresholds to mark them', () => {
    // a channel without a band (battery, a humidity without limits): one LTTB bucket holds both
    const series = flat();
    series[30_000] = [series[30_000]![0], 9.9];
    series[30_001] = [series[30_001]![0], 0.2];
    const out = downsampleSeries(series, 500);
    expect(out.length).toBeLessThanOrEqual(500);
    expect(out).toContainEqual(series[30_000]);
    expect(out).toContainEqual(series[30_001]);
  });
});
