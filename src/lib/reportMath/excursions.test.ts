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
    expect(summary).toEqual({
      count: 2,
      totalDuration: 180 + 120,
      longest: 180,
      firstAt: T0 + 180,
      degreeMinutesAbove: above!.degreeMinutes,
      degreeMinutesBelow: below!.degreeMinutes,
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
    // the last reading covers one median interval, clipped to the range end
    expect(excursion).toMatchObject({ start: T0 + 120, end: range.end, open: true, startedBefore: false, peak: 10 });
    expect(excursion!.degreeMinutes).toBeCloseTo(1 + 1.5 + 2 * 0.5, 9);
  });

  it('one covering the whole range both began before and is still open', () => {
    const points = minutes([9, 9, 9, 9, 9], T0 - 60);
    const range = { start: T0, end: T0 + 180 };
    const found = findExcursions(seriesOf(points), range, band);
    expect(found).toEqual([
      { field: 'temperature', direction: 'above', start: T0, end: T0 + 180, startedBefore: true, open: true, peak: 9, limit: 8, degreeMinutes: 3 },
    ]);
  });

  it('ends a run at a silence longer than the cap, and splits above from below directly', () => {
    const points: Array<[number, number]> = [...minutes([9, 9, 9]), ...minutes([9, 1, 5], T0 + 3600)];
    const range = { start: T0, end: T0 + 3600 + 180 };
    const found = findExcursions(seriesOf(points), range, band);
    // 9,9,9 (the last covers the 3-minute cap), then 9 after the silence, then 1 below at once
    expect(found.map((e) => [e.direction, e.start - T0, e.end - T0])).toEqual([
      ['above', 0, 300],
      ['above', 3600, 3660],
      ['below', 3660, 3720],
    ]);
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
    expect(summarizeExcursions([])).toEqual({ count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0 });
  });
});
