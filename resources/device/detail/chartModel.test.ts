import { describe, expect, it } from 'vitest';
import { hourTicks, summarize, ticksFor, valueDomain } from './chartModel';

describe('the small chart model', () => {
  it('takes the thresholds into the value range, with room around', () => {
    expect(valueDomain([[1, 4], [2, 5]], [2, 8])).toEqual({ min: 2 - 0.6, max: 8 + 0.6 });
    expect(valueDomain([[1, 100]], [null, null])).toEqual({ min: 90, max: 110 });
    expect(valueDomain([], [null, null])).toBeNull();
    expect(valueDomain([[1, 100]], [null, null], { min: 0, max: 100 })).toEqual({ min: 90, max: 100 });
  });

  it('ticks at round values, integers for an integer field', () => {
    expect(ticksFor({ min: 0.9, max: 1.1 }, 4, 0)).toEqual([1]);
    expect(ticksFor({ min: -0.1, max: 1.1 }, 4, 0)).toEqual([0, 1]);
    expect(ticksFor({ min: 1.4, max: 8.6 }, 4, 1)).toEqual([2, 4, 6, 8]);
    expect(ticksFor({ min: 1004.1, max: 1013.4 }, 4, 1)).toEqual([1005, 1007.5, 1010, 1012.5]);
  });

  it('summarizes the lowest, highest and last values', () => {
    expect(summarize([[1, 4], [2, 9], [3, 3], [4, 5]])).toEqual({ min: 3, max: 9, last: 5 });
    expect(summarize([])).toBeNull();
  });

  it('ticks a day every six hours on whole local hours', () => {
    const start = new Date(2026, 0, 10, 17, 6).getTime() / 1000;
    const ticks = hourTicks(start, start + 86_400, 6);
    expect(ticks.map((t) => new Date(t * 1000).getHours())).toEqual([18, 0, 6, 12]);
    expect(ticks.every((t) => new Date(t * 1000).getMinutes() === 0)).toBe(true);
  });
});
