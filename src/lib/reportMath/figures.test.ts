import { describe, expect, it } from 'vitest';
import { coverageOf } from './coverage';
import { summarizeField } from './fieldSummary';
import { basicFigures } from './figures';
import { mktOf } from './mkt';
import { seriesOf } from './series';

const T0 = 1_700_000_000;
const band = { min: 2, max: 8 };

describe('coverage', () => {
  it('gives each reading the time to the next, one period over a gap (longer than 1.5 periods), the last one to the range end, clipped to the range', () => {
    const times = [T0 - 30, T0 + 30, T0 + 90, T0 + 150, T0 + 1000, T0 + 1060];
    const { from, to } = coverageOf(times, { start: T0, end: T0 + 1090 }, { periods: 60 });
    expect(Array.from(from, (v) => v - T0)).toEqual([0, 30, 90, 150, 1000, 1060]);
    // 150 → 1000 is a gap: the reading covers one period; the last one reaches the range end 30 s on
    expect(Array.from(to, (v) => v - T0)).toEqual([30, 90, 150, 210, 1060, 1090]);
  });

  it('gives a single reading one period when the range end lies beyond the tolerance', () => {
    expect(coverageOf([T0], { start: T0, end: T0 + 3600 }, { periods: 300 }).to[0]! - T0).toBe(300);
    expect(coverageOf([T0], { start: T0, end: T0 + 400 }, { periods: 300 }).to[0]! - T0).toBe(400);
  });

  it('takes the period in force at each reading, and the larger one across a change', () => {
    // 60 s until T0 + 120, then 600 s: the reading before the change is followed 540 s later
    const periods = [
      { since: 0, period: 60 },
      { since: T0 + 120, period: 600 },
    ];
    const times = [T0, T0 + 60, T0 + 120, T0 + 660, T0 + 1260, T0 + 3000];
    const { to } = coverageOf(times, { start: T0, end: T0 + 3600 }, { periods });
    expect(Array.from(to, (v) => v - T0)).toEqual([60, 120, 660, 1260, 1860, 3600]);
    // the old rule (3 × the median interval, 180 s) would have cut the 600 s readings to 180 s
  });
});

describe('basic figures', () => {
  it('computes min, max, the time-weighted mean and the time in range', () => {
    // 4 °C for 30 minutes (one reading), then 10 °C for 10 minutes (ten readings)
    const points: Array<[number, number]> = [[T0, 4]];
    for (let i = 0; i < 10; i++) points.push([T0 + 1800 + i * 60, 10]);
    const range = { start: T0, end: T0 + 2400 };
    // a half-hour period, then one a minute from the change on
    const periods = [
      { since: 0, period: 1800 },
      { since: T0 + 1800, period: 60 },
    ];
    const figures = basicFigures(seriesOf(points), range, band, { periods });
    expect(figures).toMatchObject({ min: 4, max: 10, readings: 11, coveredSeconds: 2400 });
    expect(figures.mean).toBeCloseTo((4 * 1800 + 10 * 600) / 2400, 9);
    expect(figures.timeInRangePct).toBeCloseTo(75, 9);
  });

  it('leaves a gap (beyond 1.5 periods) out of the time in range', () => {
    const points: Array<[number, number]> = [
      [T0, 4],
      [T0 + 60, 4],
      [T0 + 120, 4],
      [T0 + 3600, 10],
    ];
    const figures = basicFigures(seriesOf(points), { start: T0, end: T0 + 3660 }, band, { periods: 60 });
    // covered: 60 + 60 + 60 (one period before the gap) in range, 60 out
    expect(figures.coveredSeconds).toBe(240);
    expect(figures.timeInRangePct).toBeCloseTo(75, 9);
  });

  it('includes the reading before the range in the figures, not in the count', () => {
    const points: Array<[number, number]> = [
      [T0 - 20, 12],
      [T0 + 40, 5],
      [T0 + 100, 5],
    ];
    const figures = basicFigures(seriesOf(points), { start: T0, end: T0 + 160 }, band);
    expect(figures).toMatchObject({ min: 5, max: 12, readings: 2 });
    expect(figures.mean).toBeCloseTo((12 * 40 + 5 * 120) / 160, 9);
  });

  it('ignores a reading before the range that no longer covers it', () => {
    const points: Array<[number, number]> = [
      [T0 - 3600, 30],
      [T0, 5],
      [T0 + 60, 5],
      [T0 + 120, 5],
    ];
    expect(basicFigures(seriesOf(points), { start: T0, end: T0 + 180 }, band)).toMatchObject({ min: 5, max: 5, mean: 5, timeInRangePct: 100, readings: 3 });
  });

  it('answers nulls with no readings, and no time in range without limits', () => {
    expect(basicFigures(seriesOf([]), { start: T0, end: T0 + 60 }, band)).toEqual({
      min: null,
      max: null,
      mean: null,
      timeInRangePct: null,
      readings: 0,
      coveredSeconds: 0,
    });
    expect(basicFigures(seriesOf([[T0, 3]]), { start: T0, end: T0 + 60 }, { min: null, max: null }).timeInRangePct).toBeNull();
  });

  it('falls back to the plain mean when every reading sits at the range end', () => {
    const figures = basicFigures(
      seriesOf([
        [T0 + 60, 3],
        [T0 + 60, 5],
      ]),
      { start: T0, end: T0 + 60 },
      band,
    );
    expect(figures.mean).toBe(4);
    expect(figures.timeInRangePct).toBeNull();
  });
});

describe('a field summary', () => {
  it('puts the figures, MKT over the covered time and the excursion summary together', () => {
    const values = [5, 5, 9, 11, 5, 5, 1, 5];
    const points = values.map((v, i): [number, number] => [T0 + i * 60, v]);
    const range = { start: T0, end: T0 + values.length * 60 };
    const { summary, excursions } = summarizeField(seriesOf(points), range, band, 'temperature');
    expect(summary).toMatchObject({ min: 1, max: 11, readings: 8 });
    expect(summary.mean).toBeCloseTo(values.reduce((a, b) => a + b) / values.length, 9);
    expect(summary.timeInRangePct).toBeCloseTo(62.5, 9);
    expect(summary.mkt).toBeCloseTo(mktOf(values)!, 9);
    expect(summary.excursions).toMatchObject({ count: 2, totalDuration: 180, longest: 120, firstAt: T0 + 120 });
    expect(excursions).toHaveLength(2);
    expect(summarizeField(seriesOf(points), range, { min: 35, max: 75 }, 'humidity').summary.mkt).toBeNull();
  });
});
