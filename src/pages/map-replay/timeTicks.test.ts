import { daysApart, timeTicks } from './timeTicks';

const HOUR = 3600;
/** 2025-11-26 00:00 in China (UTC+8) */
const MIDNIGHT_CN = Date.UTC(2025, 10, 25, 16) / 1000;

describe('timeTicks', () => {
  it('puts the ticks of a day on whole local hours, no more than asked', () => {
    const from = MIDNIGHT_CN + 13 * HOUR + 17 * 60;
    const ticks = timeTicks(from, from + 24 * HOUR, 8, 480);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(MIDNIGHT_CN + 15 * HOUR);
    expect(ticks.every((t) => (t - MIDNIGHT_CN) % (3 * HOUR) === 0)).toBe(true);
    expect(daysApart(ticks)).toBe(false);
  });

  it('puts the ticks of a month on local midnights', () => {
    const ticks = timeTicks(MIDNIGHT_CN + HOUR, MIDNIGHT_CN + 30 * 24 * HOUR, 10, 480);
    expect(ticks.every((t) => (t - MIDNIGHT_CN) % (24 * HOUR) === 0)).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(10);
    expect(daysApart(ticks)).toBe(true);
  });

  it('answers none for an empty span', () => {
    expect(timeTicks(100, 100, 5, 0)).toEqual([]);
  });
});
