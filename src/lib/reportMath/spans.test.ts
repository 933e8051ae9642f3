import { describe, expect, it } from 'vitest';
import { coverageOf } from './coverage';
import { summarizeField } from './fieldSummary';
import { seriesOf } from './series';
import { chartGaps, completenessOf, coveredSpans, gapsIn, unionSpans } from './spans';

const T0 = 1_767_225_600;
const HOUR = 3600;
const DAY = 86_400;
const band = { min: 2, max: 8 };

/** Readings every `period` seconds over [from, to). */
const every = (period: number, from: number, to: number, value: (ts: number) => number = () => 5) =>
  Array.from({ length: Math.ceil((to - from) / period) }, (_, i): [number, number] => [from + i * period, value(from + i * period)]);

describe('covered spans and gaps', () => {
  it('merges touching covers, lists the gaps with the range’s ends, and the longest first', () => {
    // readings a minute apart for 10 minutes, silence to 1 h, readings for 5 minutes, silence to 3 h, one reading
    const times = [...every(60, T0 + 120, T0 + 720), ...every(60, T0 + HOUR, T0 + HOUR + 300), [T0 + 3 * HOUR, 5] as [number, number]].map(([ts]) => ts);
    const range = { start: T0, end: T0 + 4 * HOUR };
    const covered = coveredSpans(coverageOf(times, range, { periods: 60 }));
    // each run's last reading covers one period
    expect(covered).toEqual([
      { start: T0 + 120, end: T0 + 720 },
      { start: T0 + HOUR, end: T0 + HOUR + 300 },
      { start: T0 + 3 * HOUR, end: T0 + 3 * HOUR + 60 },
    ]);
    const gaps = gapsIn(covered, range);
    expect(gaps.map((g) => [g.start - T0, g.end - T0])).toEqual([
      [0, 120],
      [720, HOUR],
      [HOUR + 300, 3 * HOUR],
      [3 * HOUR + 60, 4 * HOUR],
    ]);
    const completeness = completenessOf(covered, range);
    expect(completeness).toMatchObject({ rangeSeconds: 4 * HOUR, coveredSeconds: 600 + 300 + 60, gapCount: 4 });
    expect(completeness.coveragePct!).toBeCloseTo((960 / (4 * HOUR)) * 100, 9);
    expect(completeness.longestGaps.map((g) => g.end - g.start)).toEqual([2 * HOUR - 300, HOUR - 60, HOUR - 720, 120]);
    // a chart marking two: the two longest, in time order
    expect(chartGaps(gaps, 2).map((g) => g.start - T0)).toEqual([HOUR + 300, 3 * HOUR + 60]);
  });

  it('unites devices: a moment has data when any device has', () => {
    const a = [
      { start: 0, end: 10 },
      { start: 20, end: 30 },
    ];
    const b = [
      { start: 5, end: 22 },
      { start: 40, end: 50 },
    ];
    expect(unionSpans([a, b])).toEqual([
      { start: 0, end: 30 },
      { start: 40, end: 50 },
    ]);
    expect(completenessOf(unionSpans([a, b]), { start: 0, end: 60 })).toMatchObject({ coveredSeconds: 40, gapCount: 2, longestGaps: [{ start: 30, end: 40 }, { start: 50, end: 60 }] });
  });

  it('gives a range of no length no coverage percentage', () => {
    expect(completenessOf([], { start: T0, end: T0 })).toEqual({ rangeSeconds: 0, coveredSeconds: 0, coveragePct: null, gapCount: 0, longestGaps: [] });
  });
});

describe('a waybill with 4.5 days missing', () => {
  // 10 days, one reading every 5 minutes, 4 h a little warm; the logger silent from day 3 to day 7.5
  const range = { start: T0, end: T0 + 10 * DAY };
  const warm = (ts: number) => (ts >= T0 + 8 * DAY && ts < T0 + 8 * DAY + 1800 ? 9 : 5);
  const points = [...every(300, T0, T0 + 3 * DAY, warm), ...every(300, T0 + 7.5 * DAY, T0 + 10 * DAY, warm)];

  it('states the time in range over the 55 % of the range with data, and the 4.5-day gap', () => {
    const { summary, covered } = summarizeField(seriesOf(points), range, band, 'temperature', { periods: 300 });
    // half an hour out of the 5.5 days with data
    expect(summary.timeInRangePct!).toBeCloseTo((1 - 1800 / (5.5 * DAY)) * 100, 9);
    expect(summary.coveragePct!).toBeCloseTo(55, 9);
    const completeness = completenessOf(covered, range);
    expect(completeness.coveragePct!).toBeCloseTo(55, 9);
    expect(completeness.longestGaps[0]).toEqual({ start: T0 + 3 * DAY, end: T0 + 7.5 * DAY });
    expect(completeness.gapCount).toBe(1);
  });
});
