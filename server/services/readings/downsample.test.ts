import { createLTTB } from 'downsample';
import type { SeriesPoint } from '../../../src/lib/readings';
import { downsampleSeries, excursionExtremes, type Band } from './downsample';

const MINUTE = 60;
const START = 1_714_521_600;
const BAND: Band = { min: 2, max: 8 };
const plainLttb = createLTTB<SeriesPoint>({ x: 0, y: 1 });

/** A fridge at 5 °C ± a little, one point a minute for `days`, deterministic. */
function fridge(days: number): SeriesPoint[] {
  return Array.from({ length: days * 1440 }, (_, i) => [START + i * MINUTE, Math.round((5 + Math.sin(i / 37) * 1.2 + Math.sin(i / 5.3) * 0.4) * 10) / 10]);
}

function valuesAt(series: readonly SeriesPoint[], at: number): number | undefined {
  return series.find(([t]) => t === at)?.[1];
}

describe('excursionExtremes', () => {
  it('names the lowest and the highest point of each run outside the band, in time order', () => {
    const values = [5, 9, 12, 10, 5, 5, 1, 0.5, 1.5, 5, 9];
    expect(excursionExtremes(values, BAND)).toEqual([1, 2, 7, 8, 10]);
  });

  it('finds nothing with open bounds', () => {
    expect(excursionExtremes([-40, 90], { min: null, max: null })).toEqual([]);
    expect(excursionExtremes([-40, 90], { min: null, max: 50 })).toEqual([1]);
  });
});

describe('downsampleSeries', () => {
  it('a series with a 3-minute spike keeps the spike\'s peak', () => {
    const series = fridge(31);
    const at = 20_000;
    // a door opening: three minutes over the 8 °C limit
    series[at] = [series[at]![0], 9.4];
    series[at + 1] = [series[at + 1]![0], 12.7];
    series[at + 2] = [series[at + 2]![0], 10.1];
    const out = downsampleSeries(series, 1000, BAND);
    expect(out.length).toBeLessThanOrEqual(1000);
    expect(valuesAt(out, series[at + 1]![0])).toBe(12.7);
    // the least-exceeding point of the spike too: LTTB alone keeps at most one point of a bucket
    expect(valuesAt(out, series[at]![0])).toBe(9.4);
    expect(valuesAt(plainLttb(series, 1000) as SeriesPoint[], series[at]![0])).toBeUndefined();
  });

  it('keeps the extremes of a long drift that LTTB alone would lose', () => {
    const series = fridge(31);
    // 90 minutes out of range, climbing slowly from 8.2 to 11.0 and back with a small ripple
    const from = 30_000;
    for (let k = 0; k < 90; k++) {
      const v = 8.2 + 2.8 * Math.sin((Math.PI * k) / 89) + (k % 2 ? 0.05 : 0);
      series[from + k] = [series[from + k]![0], Math.round(v * 100) / 100];
    }
    const slice = series.slice(from, from + 90).map(([, v]) => v);
    const peak = Math.max(...slice);
    const floor = Math.min(...slice);
    const out = downsampleSeries(series, 500, BAND);
    const kept = out.filter(([t]) => t >= series[from]![0] && t <= series[from + 89]![0]).map(([, v]) => v);
    expect(Math.max(...kept)).toBe(peak);
    expect(Math.min(...kept)).toBe(floor);
    const plain = (plainLttb(series, 500) as SeriesPoint[]).filter(([t]) => t >= series[from]![0] && t <= series[from + 89]![0]).map(([, v]) => v);
    expect(plain.includes(floor)).toBe(false);
  });

  it('never answers more than N points, whatever N and however many excursions', () => {
    const series = fridge(3);
    // every 7th minute out of range, one way or the other: hundreds of excursions
    for (let i = 0; i < series.length; i += 7) series[i] = [series[i]![0], i % 2 ? 9 + (i % 11) : 1 - (i % 13)];
    for (const n of [0, 1, 2, 3, 4, 10, 100, 617, 1000, 2000]) {
      const out = downsampleSeries(series, n, BAND);
      expect(out.length).toBeLessThanOrEqual(n);
      if (n >= 3) expect(out.length).toBeGreaterThan(n / 2);
      const times = out.map(([t]) => t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
    }
  });

  it('keeps the ends first, then the highest and the lowest value, when N is tiny', () => {
    const values = [5, 9, 5, 30, 5, 8.5, 5, 0, 5, -20, 5];
    const points = values.map((v, i): SeriesPoint => [i, v]);
    expect(downsampleSeries(points, 1, BAND)).toEqual([[0, 5]]);
    expect(downsampleSeries(points, 2, BAND)).toEqual([
      [0, 5],
      [10, 5],
    ]);
    expect(downsampleSeries(points, 4, BAND)).toEqual([
      [0, 5],
      [3, 30],
      [9, -20],
      [10, 5],
    ]);
  });

  it('answers a short series whole, and LTTB chooses among the rest without excursions', () => {
    const short: SeriesPoint[] = [
      [1, 1],
      [2, 2],
    ];
    expect(downsampleSeries(short, 10)).toEqual(short);
    const series = fridge(1);
    const out = downsampleSeries(series, 100);
    expect(out).toHaveLength(100);
    expect(out[0]).toEqual(series[0]);
    expect(out[99]).toEqual(series[series.length - 1]);
  });
});
