import { describe, expect, it } from 'vitest';
import { coverageOf, medianInterval } from './coverage';
import { summarizeField } from './fieldSummary';
import { basicFigures } from './figures';
import { mktOf } from './mkt';
import { seriesOf } from './series';

const T0 = 1_700_000_000;
const band = { min: 2, max: 8 };

describe('coverage', () => {
  it('gives each reading the time to the next, capped at 3 median intervals, the last one median interval, clipped to the range', () => {
    const times = [T0 - 30, T0 + 30, T0 + 90, T0 + 150, T0 + 1000, T0 + 1060];
    expect(medianInterval(times)).toBe(60);
    const { from, to, step, cap } = coverageOf(times, { start: T0, end: T0 + 1090 });
    expect([step, cap]).toEqual([60, 180]);
    expect(Array.from(from, (v) => v - T0)).toEqual([0, 30, 90, 150, 1000, 1060]);
    expect(Array.from(to, (v) => v - T0)).toEqual([30, 90, 150, 330, 1060, 1090]);
  });

  it('uses the fallback step for a single reading', () => {
    const { to } = coverageOf([T0], { start: T0, end: T0 + 3600 }, { fallbackStep: 300 });
    expect(to[0]! - T0).toBe(300);
  });
});

describe('basic figures', () => {
  it('computes min, max, the time-weighted mean and the time in range', () => {
    // 4 °C for 30 minutes (one reading), then 10 °C for 10 minutes (ten readings)
    const points: Array<[number, number]> = [[T0, 4]];
    for (let i = 0; i < 10; i++) points.push([T0 + 1800 + i * 60, 10]);
    const range = { start: T0, end: T0 + 2400 };
    // the half-hour reading needs a cap above 30 median intervals to count whole
    const figures = basicFigures(seriesOf(points), range, band, { maxGapFactor: 30 });
    expect(figures).toMatchObject({ min: 4, max: 10, readings: 11, coveredSeconds: 2400 });
    expect(figures.mean).toBeCloseTo((4 * 1800 + 10 * 600) / 2400, 9);
    expect(figures.timeInRangePct).toBeCloseTo(75, 9);
  });

  it('leaves the silence beyond the cap out of the time in range', () => {
    const points: Array<[number, number]> = [
      [T0, 4],
      [T0 + 60, 4],
      [T0 + 120, 4],
      [T0 + 3600, 10],
    ];
    const figures = basicFigures(seriesOf(points), { start: T0, end: T0 + 3660 }, band);
    // covered: 60 + 60 + 180 (capped) in range, 60 out
    expect(figures.coveredSeconds).toBe(360);
    expect(figures.timeInRangePct).toBeCloseTo((300 / 360) * 100, 9);
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
