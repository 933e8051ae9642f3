/**
 * Device analysis figures on a series small enough to work out by hand (the route's test checks a
 * month of messy data against an independent computation).
 */
import { analyseDevice, attentionReasons, expectedReadings, rankDevices, type AnalysisReading } from './deviceAnalysis';

const reading = (ts: number, battery: number | null, temperature: number | null, signal: number | null = 50): AnalysisReading => ({ ts, battery, signal, temperature, humidity: null });

describe('analyseDevice', () => {
  // window [0, 1000]; period 100 until 500, then 50
  const periods = [
    { since: 0, period: 100 },
    { since: 500, period: 50 },
  ];
  const window = { start: 0, end: 1000 };
  const readings = [reading(0, 90, 5), reading(100, 89, 9), reading(200, 88, 10), reading(300, 87, 5), reading(700, 86, 1), reading(750, 85, 5), reading(800, 84, 5), reading(1000, 83, 5, 10)];
  const health = analyseDevice({ readings, periods, window, temperature: { min: 2, max: 8 }, humidity: { min: null, max: null }, batteryInstalledAt: null, online: true });

  it('finds the gaps by the period in force at the time', () => {
    // 300 → 700: 400 s > 1.5 × max(100, 50): the reading covers 100 s, 400 → 700 is a gap;
    // 800 → 1000: 200 s > 1.5 × 50: covers 50 s, 850 → 1000 is a gap
    expect(health.gaps).toMatchObject({ received: 8, gapCount: 2, gapSeconds: 300 + 150 });
    expect(health.gaps.coveragePct).toBeCloseTo(55, 9);
    expect(health.gaps.longestGaps[0]).toEqual({ start: 400, end: 700 });
    // 500 s at 100 s, 500 s at 50 s
    expect(expectedReadings(periods, window)).toBe(15);
  });

  it('counts excursions as runs on one side, and the battery trend per day', () => {
    // 9, 10 above; 1 below
    expect(health.excursions.temperature).toBe(2);
    expect(health.battery.latest).toBe(83);
    // readings under a day apart say nothing of a trend per day
    expect(health.battery.trendPerDay).toBeNull();
    expect(health.signal).toMatchObject({ lowest: 10 });
    expect(health.signal.weakSharePct).toBeCloseTo(12.5, 9);
  });

  it('lists why a device needs attention and ranks the most urgent first', () => {
    expect(health.reasons).toEqual(['dataGaps', 'excursions']);
    const silent = { ...health, online: false, gaps: { ...health.gaps, received: 0 } };
    expect(attentionReasons(silent)).toEqual(['offline', 'noData', 'excursions']);
    const ranked = rankDevices([
      { ...health, number: 'a', score: 10 },
      { ...health, number: 'b', score: 40 },
      { ...health, number: 'c', score: 10, gaps: { ...health.gaps, coveragePct: 20 } },
    ]);
    expect(ranked.map((d) => d.number)).toEqual(['b', 'c', 'a']);
  });

  it('says to replace a battery fitted 2 years ago or more (spec §9)', () => {
    const day = 86_400;
    const old = analyseDevice({ readings, periods, window: { start: 0, end: 800 * day }, temperature: { min: null, max: null }, humidity: { min: null, max: null }, batteryInstalledAt: 800 * day - 730 * day, online: true });
    expect(old.battery).toMatchObject({ ageDays: 730, replace: true });
    expect(old.reasons).toContain('batteryAge');
  });
});
