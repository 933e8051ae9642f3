/**
 * The report's figures against independent computations (issue 26 §2 "References in the tests"):
 * a logger's readings are generated with unequal intervals, a settings change of its period and
 * times it was switched off, and the reference figures are integrated second by second from what
 * the generator knows (the value held since the last reading, the moments the logger was off),
 * without coverage.ts's rule. MKT's reference is its defining equation integrated the same way.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVATION_ENERGY, GAS_CONSTANT, type PeriodInForce } from '../reports';
import { summarizeField } from './fieldSummary';
import { seriesOf } from './series';

const S = 1_767_225_600;
const HOUR = 3600;
const DAY = 86_400;
const band = { min: 2, max: 8 };

interface Logger {
  points: Array<[number, number]>;
  /** the moments the logger went off (after its last reading's period) and came back */
  off: Array<[number, number]>;
}

/** The period of a timeline at `ts`, looked up afresh (no cursor). */
const periodAt = (periods: readonly PeriodInForce[], ts: number) => periods.filter((p) => p.since <= ts).at(-1)!.period;

/**
 * Readings of `value` from S to `end` at the period in force, each step stretched by a repeating
 * factor (0.7–1.3 of the period: unequal intervals within the tolerance), silent over `silences`:
 * the logger goes off one period after its last reading before a silence and reads again at its end.
 */
function logger(value: (ts: number) => number, periods: readonly PeriodInForce[], end: number, silences: Array<[number, number]>): Logger {
  const factors = [1, 1.2, 0.8, 1.3, 0.7];
  const points: Array<[number, number]> = [];
  const off: Array<[number, number]> = [];
  let t = S;
  for (let k = 0; t < end; k++) {
    points.push([t, value(t)]);
    const period = periodAt(periods, t);
    const next = t + Math.round(period * factors[k % factors.length]!);
    const silence = silences.find(([a]) => a > t && a <= next + period);
    if (silence) {
      off.push([t + period, silence[1]]);
      t = silence[1];
    } else t = next;
  }
  return { points, off };
}

/** Second by second over [start, end): the value held (the last reading's) where the logger was on. */
function reference(log: Logger, start: number, end: number, energy = DEFAULT_ACTIVATION_ENERGY) {
  let j = 0;
  let on = 0;
  let sum = 0;
  let inside = 0;
  let arrhenius = 0;
  for (let second = start; second < end; second++) {
    const mid = second + 0.5;
    while (j + 1 < log.points.length && log.points[j + 1]![0] <= mid) j++;
    if (log.points[j]![0] > mid || log.off.some(([a, b]) => mid >= a && mid < b)) continue;
    const v = log.points[j]![1];
    on += 1;
    sum += v;
    if (v >= band.min && v <= band.max) inside += 1;
    arrhenius += Math.exp(-energy / GAS_CONSTANT / (v + 273.15));
  }
  return {
    coveragePct: (on / (end - start)) * 100,
    mean: sum / on,
    timeInRangePct: (inside / on) * 100,
    mkt: -energy / GAS_CONSTANT / Math.log(arrhenius / on) - 273.15,
  };
}

/** A cold chain's day: a slow swing, a defrost every 8 hours, a warm afternoon on the second day. */
const varying = (ts: number) => {
  const h = (ts - S) / HOUR;
  const defrost = h % 8 < 0.4 ? 4 : 0;
  const afternoon = h > 36 && h < 39 ? 5 : 0;
  return Math.round((5 + 2.5 * Math.sin(h / 3) + defrost + afternoon) * 10) / 10;
};

describe('figures against a second-by-second integration', () => {
  // one reading a minute, ten minutes from 20 h on (a settings change), two minutes from 40 h on
  const periods: PeriodInForce[] = [
    { since: 0, period: 60 },
    { since: S + 20 * HOUR, period: 600 },
    { since: S + 40 * HOUR, period: 120 },
  ];
  const end = S + 2 * DAY;
  const log = logger(varying, periods, end, [
    [S + 5 * HOUR, S + 9 * HOUR],
    [S + 30 * HOUR, S + 33 * HOUR + 1200],
  ]);
  const range = { start: S, end };

  it('gives the mean, the time in range, the coverage and MKT of the logger’s own times, period change, unequal intervals and gaps included', () => {
    const { summary } = summarizeField(seriesOf(log.points), range, band, 'temperature', { periods });
    const expected = reference(log, S, end);
    expect(summary.coveragePct!).toBeCloseTo(expected.coveragePct, 9);
    expect(summary.mean!).toBeCloseTo(expected.mean, 9);
    expect(summary.timeInRangePct!).toBeCloseTo(expected.timeInRangePct, 9);
    expect(summary.mkt!).toBeCloseTo(expected.mkt, 9);
    // a real difference from counting readings alike (the ten-minute ones weigh ten times more)
    const plain = log.points.reduce((s, [, v]) => s + v, 0) / log.points.length;
    expect(Math.abs(plain - expected.mean)).toBeGreaterThan(0.05);
  });

  it('follows another activation energy and a range cut inside a gap and inside a reading’s interval', () => {
    const cut = { start: S + 7 * HOUR, end: S + 45 * HOUR + 17 };
    // what the server reads: the range's readings and the one before it
    const inRange = log.points.filter(([ts], i) => ts <= cut.end && (ts >= cut.start || (log.points[i + 1]?.[0] ?? Infinity) > cut.start));
    const { summary } = summarizeField(seriesOf(inRange), cut, band, 'temperature', { periods, activationEnergy: 120_000 });
    const expected = reference(log, cut.start, cut.end, 120_000);
    expect(summary.coveragePct!).toBeCloseTo(expected.coveragePct, 9);
    expect(summary.mean!).toBeCloseTo(expected.mean, 9);
    expect(summary.mkt!).toBeCloseTo(expected.mkt, 9);
  });
});

describe('a change of period does not change the answer for the same temperatures', () => {
  // a step every half hour: cold, cool, warm (above 8 °C), frozen (below 2 °C)… aligned to both periods
  const steps = [4, 6, 9.5, 5, 1.2, 7, 3, 11, 11, 5];
  const step = (ts: number) => steps[Math.floor((ts - S) / 1800) % steps.length]!;
  const end = S + 2 * DAY;
  const range = { start: S, end };
  const every = (period: number, from: number, to: number) => Array.from({ length: (to - from) / period }, (_, i): [number, number] => [from + i * period, step(from + i * period)]);
  const constant = every(60, S, end);
  const change = S + DAY;
  const changed = [...every(60, S, change), ...every(600, change, end)];
  const periods = [
    { since: 0, period: 60 },
    { since: change, period: 600 },
  ];

  it('gives the same mean, MKT, time in range and coverage as one reading a minute throughout, and the exact step integral', () => {
    const a = summarizeField(seriesOf(constant), range, band, 'temperature', { periods: 60 }).summary;
    const b = summarizeField(seriesOf(changed), range, band, 'temperature', { periods }).summary;
    for (const key of ['mean', 'mkt', 'timeInRangePct', 'coveragePct'] as const) expect(b[key]!).toBeCloseTo(a[key]!, 9);
    // the step function's own average: every step lasts half an hour
    const cycles = (2 * DAY) / 1800;
    const exact = Array.from({ length: cycles }, (_, i) => steps[i % steps.length]!).reduce((s, v) => s + v, 0) / cycles;
    expect(b.mean!).toBeCloseTo(exact, 9);
    expect(b.coveragePct).toBe(100);
  });

  it('finds the same excursions: a warm half hour read three times is one excursion of 30 minutes', () => {
    const a = summarizeField(seriesOf(constant), range, band, 'temperature', { periods: 60 });
    const b = summarizeField(seriesOf(changed), range, band, 'temperature', { periods });
    const shape = (list: typeof a.excursions) => list.map((e) => [e.direction, e.start, e.end, e.knownDuration, e.peak]);
    expect(shape(b.excursions)).toEqual(shape(a.excursions));
    // the sparse day: 9.5 °C for half an hour, then 11 °C for an hour, every 5 hours
    const sparse = b.excursions.filter((e) => e.start >= change);
    expect(sparse.filter((e) => e.peak === 11).length).toBeGreaterThan(2);
    expect(sparse.filter((e) => e.peak === 11).every((e) => e.knownDuration === 3600)).toBe(true);
    expect(sparse.filter((e) => e.peak === 9.5).every((e) => e.knownDuration === 1800)).toBe(true);
    expect(b.summary.excursions.count).toBe(a.summary.excursions.count);
  });
});

describe('the tolerance', () => {
  // readings 84 s apart (1.4 periods of 60 s)
  const points = Array.from({ length: 50 }, (_, i): [number, number] => [S + i * 84, 5]);
  const range = { start: S, end: S + 50 * 84 };

  it('counts an interval of 1.4 periods as covered at the default 1.5, and as a gap beyond one period at 1.2', () => {
    expect(summarizeField(seriesOf(points), range, band, 'temperature', { periods: 60 }).summary.coveragePct).toBe(100);
    const strict = summarizeField(seriesOf(points), range, band, 'temperature', { periods: 60, tolerance: 1.2 }).summary;
    expect(strict.coveragePct!).toBeCloseTo((60 / 84) * 100, 9);
  });
});
