import { describe, expect, it } from 'vitest';
import { findExcursions, summarizeExcursions } from './excursions';
import { seriesOf } from './series';

const T0 = 1_700_000_000;
const band = { min: 2, max: 8 };

/** One reading a minute from `from`, the values given. */
function minutes(values: number[], from = T0): Array<[number, number]> {
  return values.map((value, i) => [from + i * 60, value]);
}

describe('excursions on constructed series', () => {
  it('finds a run above and a run below, with start, end, peak, limit and degree-minutes', () => {
    // minute 0–2 inside, 3–5 above (9, 11, 10), 6–7 inside, 8–9 below (1, 0.5), 10–11 inside
    const values = [5, 5, 5, 9, 11, 10, 6, 6, 1, 0.5, 5, 5];
    const range = { start: T0, end: T0 + values.length * 60 };
    const found = findExcursions(seriesOf(minutes(values)), range, band);
    expect(found).toHaveLength(2);
    const [above, below] = found;
    expect(above).toMatchObject({
      field: 'temperature',
      direction: 'above',
      start: T0 + 180,
      end: T0 + 360,
      startedBefore: false,
      open: false,
      peak: 11,
      limit: 8,
    });
    // each reading covers one minute: (9−8) + (11−8) + (10−8)
    expect(above!.degreeMinutes).toBeCloseTo(6, 9);
    expect(below).toMatchObject({ direction: 'below', start: T0 + 480, end: T0 + 600, peak: 0.5, limit: 2 });
    expect(below!.degreeMinutes).toBeCloseTo(1 + 1.5, 9);

    const summary = summarizeExcursions(found);
    // no gap around either: what is known is all that is possible
    expect([above!.knownDuration, above!.possibleStart, above!.possibleEnd, above!.gaps]).toEqual([180, T0 + 180, T0 + 360, []]);
    expect(summary).toEqual({
      count: 2,
      totalDuration: 180 + 120,
      longest: 180,
      firstAt: T0 + 180,
      degreeMinutesAbove: above!.degreeMinutes,
      degreeMinutesBelow: below!.degreeMinutes,
      totalPossibleDuration: 180 + 120,
      longestPossible: 180,
      withGaps: 0,
    });
  });

  it('clips one that started before the range to its start and says so', () => {
    // readings from 2 minutes before the range; the range begins during the excursion
    const points = minutes([10, 12, 11, 9, 5, 5], T0 - 120);
    const range = { start: T0, end: T0 + 240 };
    const [excursion, ...rest] = findExcursions(seriesOf(points), range, band);
    expect(rest).toHaveLength(0);
    expect(excursion).toMatchObject({ direction: 'above', start: T0, end: T0 + 120, startedBefore: true, open: false, limit: 8 });
    // only the part inside the range counts: 11 at T0 (3°) and 9 at T0+60 (1°), a minute each;
    // the peak 12 was read before the range and its minute ended at T0
    expect(excursion!.peak).toBe(11);
    expect(excursion!.degreeMinutes).toBeCloseTo(4, 9);
  });

  it('takes the reading just before the range as the state at its start', () => {
    // the last reading before the range is out (−1 °C) half a minute before it
    const points: Array<[number, number]> = [[T0 - 30, -1], ...minutes([-2, 1, 4, 5], T0 + 30)];
    const range = { start: T0, end: T0 + 270 };
    const [excursion] = findExcursions(seriesOf(points), range, band);
    expect(excursion).toMatchObject({ direction: 'below', start: T0, end: T0 + 150, startedBefore: true, peak: -2, limit: 2 });
    // −1 covers 30 s of the range (3° · 0.5 min), −2 a minute (4°), 1 a minute (1°)
    expect(excursion!.degreeMinutes).toBeCloseTo(1.5 + 4 + 1, 9);
  });

  it('leaves one still out at the range end open, ending at the range end', () => {
    const values = [5, 5, 9, 9.5, 10];
    const range = { start: T0, end: T0 + 4 * 60 + 30 };
    const [excursion] = findExcursions(seriesOf(minutes(values)), range, band);
    // the last reading covers to the range end, 30 s on (within 1.5 periods)
    expect(excursion).toMatchObject({ start: T0 + 120, end: range.end, open: true, startedBefore: false, peak: 10 });
    expect(excursion!.degreeMinutes).toBeCloseTo(1 + 1.5 + 2 * 0.5, 9);
  });

  it('one covering the whole range both began before and is still open', () => {
    const points = minutes([9, 9, 9, 9, 9], T0 - 60);
    const range = { start: T0, end: T0 + 180 };
    const found = findExcursions(seriesOf(points), range, band);
    expect(found).toEqual([
      {
        field: 'temperature',
        direction: 'above',
        start: T0,
        end: T0 + 180,
        startedBefore: true,
        open: true,
        peak: 9,
        limit: 8,
        degreeMinutes: 3,
        knownDuration: 180,
        possibleStart: T0,
        possibleEnd: T0 + 180,
        possibleDuration: 180,
        gaps: [],
      },
    ]);
  });

  it('keeps a run one excursion across a gap on the same side, with its known and possible duration, and splits above from below directly', () => {
    // 5, then 9 9 9, an hour of silence, 9 again, then 1 below at once, then 5
    const points: Array<[number, number]> = [...minutes([5, 9, 9, 9]), ...minutes([9, 1, 5], T0 + 3600)];
    const range = { start: T0, end: T0 + 3600 + 180 };
    const found = findExcursions(seriesOf(points), range, band, 'temperature', { periods: 60 });
    expect(found.map((e) => [e.direction, e.start - T0, e.end - T0])).toEqual([
      ['above', 60, 3660],
      ['below', 3660, 3720],
    ]);
    const [above] = found;
    // the last 9 before the silence covers one period; the silence is shown as a gap
    expect(above!.gaps).toEqual([{ start: T0 + 240, end: T0 + 3600 }]);
    expect(above!.knownDuration).toBe(4 * 60);
    // evidence of being in range ends at T0 + 60 and comes back with the 1 °C reading (the other side)
    expect([above!.possibleStart - T0, above!.possibleEnd - T0, above!.possibleDuration]).toEqual([60, 3660, 3600]);
    expect(above!.degreeMinutes).toBeCloseTo(4, 9);
    expect(summarizeExcursions(found)).toMatchObject({ count: 2, totalDuration: 300, longest: 240, totalPossibleDuration: 3660, longestPossible: 3600, withGaps: 1 });
  });

  it('gives an excursion after a gap the gap as possible time, and one running into a gap at the end stays open', () => {
    // in range, silence, out, out, silence to the range end
    const points: Array<[number, number]> = [...minutes([5, 5]), ...minutes([10, 11], T0 + 1800)];
    const range = { start: T0, end: T0 + 3600 };
    const [excursion, ...rest] = findExcursions(seriesOf(points), range, band, 'temperature', { periods: 60 });
    expect(rest).toEqual([]);
    expect(excursion).toMatchObject({ start: T0 + 1800, end: T0 + 1920, knownDuration: 120, possibleStart: T0 + 120, possibleEnd: T0 + 3600, open: true, gaps: [] });
  });

  it('judges one side only when the other limit is open, and finds none without limits', () => {
    const points = minutes([-30, -10, -14, -20]);
    const range = { start: T0, end: T0 + 240 };
    const frozen = findExcursions(seriesOf(points), range, { min: null, max: -15 });
    expect(frozen.map((e) => [e.direction, e.start - T0, e.end - T0, e.peak])).toEqual([['above', 60, 180, -10]]);
    expect(findExcursions(seriesOf(points), range, { min: null, max: null })).toEqual([]);
  });

  it('labels humidity excursions with their field', () => {
    const [excursion] = findExcursions(seriesOf(minutes([50, 80, 50])), { start: T0, end: T0 + 180 }, { min: 35, max: 75 }, 'humidity');
    expect(excursion).toMatchObject({ field: 'humidity', direction: 'above', peak: 80, limit: 75, degreeMinutes: 5 });
  });

  it('summarizes none as zeros and no first time', () => {
    expect(summarizeExcursions([])).toEqual({ count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0, totalPossibleDuration: 0, longestPossible: 0, withGaps: 0 });
  });
});
