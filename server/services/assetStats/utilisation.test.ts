/** Utilisation against an independent count: second by second over messy intervals. */
import { coveredSeconds, transitByAsset, transitInterval, type Interval } from './utilisation';
import { mulberry32 } from '../seededRandom';

/** The independent computation: each second of the period, is any interval on at it? */
function bySecond(intervals: readonly Interval[], start: number, end: number): number {
  let covered = 0;
  for (let t = start; t < end; t++) if (intervals.some(([from, to]) => from <= t && t < to)) covered++;
  return covered;
}

describe('coveredSeconds', () => {
  it('counts overlaps once, clips to the period, ignores empty and reversed intervals', () => {
    const intervals: Interval[] = [
      [-50, 10], // starts before the period
      [5, 20], // overlaps the first
      [30, 30], // empty
      [60, 40], // reversed
      [50, 70],
      [55, 65], // inside the previous
      [90, 500], // runs past the end
    ];
    expect(coveredSeconds(intervals, 0, 100)).toBe(20 + 20 + 10);
    expect(coveredSeconds(intervals, 0, 100)).toBe(bySecond(intervals, 0, 100));
    expect(coveredSeconds([], 0, 100)).toBe(0);
  });

  it('matches a second-by-second count on random intervals of unequal length with gaps', () => {
    const random = mulberry32(29);
    for (let round = 0; round < 50; round++) {
      const intervals: Interval[] = Array.from({ length: Math.floor(random() * 12) }, () => {
        const from = Math.floor(random() * 1400) - 200;
        return [from, from + Math.floor(random() * 300) - 20] as const;
      });
      const start = Math.floor(random() * 300);
      const end = start + 200 + Math.floor(random() * 900);
      expect(coveredSeconds(intervals, start, end)).toBe(bySecond(intervals, start, end));
    }
  });
});

describe('transitInterval', () => {
  it('runs from departure to delivery, until now while in transit, and not at all when not shipped or with no end', () => {
    expect(transitInterval({ status: 3, departureTime: 100, deliveryTime: 200, assetIds: [1] }, 1000)).toEqual([100, 200]);
    expect(transitInterval({ status: 2, departureTime: 100, deliveryTime: null, assetIds: [1] }, 1000)).toEqual([100, 1000]);
    expect(transitInterval({ status: 1, departureTime: 100, deliveryTime: 200, assetIds: [1] }, 1000)).toBeNull();
    expect(transitInterval({ status: 3, departureTime: 100, deliveryTime: null, assetIds: [1] }, 1000)).toBeNull();
    expect(transitInterval({ status: 2, departureTime: null, deliveryTime: null, assetIds: [1] }, 1000)).toBeNull();
  });

  it('gives each asset of a waybill the interval, once even if listed twice', () => {
    const byAsset = transitByAsset([{ status: 3, departureTime: 0, deliveryTime: 10, assetIds: [1, 2, 1] }], 100);
    expect(byAsset.get(1)).toEqual([[0, 10]]);
    expect(byAsset.get(2)).toEqual([[0, 10]]);
  });
});

describe('transitByAsset with legs (a transshipment)', () => {
  it('gives each leg\'s assets that leg\'s part of the transit only, the last leg to the delivery', () => {
    const waybill = { status: 3, departureTime: 1000, deliveryTime: 5000, assetIds: [2], legs: [{ start: 1000, assets: [1] }, { start: 3000, assets: [2, 3] }] };
    const byAsset = transitByAsset([waybill], 9999);
    expect(byAsset.get(1)).toEqual([[1000, 3000]]);
    expect(byAsset.get(2)).toEqual([[3000, 5000]]);
    expect(byAsset.get(3)).toEqual([[3000, 5000]]);
    // an independent count: the truck of the first leg carried the goods for 2000 of the 4000 seconds
    expect(coveredSeconds(byAsset.get(1)!, 0, 10_000)).toBe(2000);
  });

  it('runs a leg still going on until now while in transit', () => {
    const byAsset = transitByAsset([{ status: 2, departureTime: 100, deliveryTime: null, assetIds: [9], legs: [{ start: 100, assets: [8] }, { start: 400, assets: [9] }] }], 1000);
    expect(byAsset.get(8)).toEqual([[100, 400]]);
    expect(byAsset.get(9)).toEqual([[400, 1000]]);
  });
});
