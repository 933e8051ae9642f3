import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVATION_ENERGY, GAS_CONSTANT } from '../reports';
import { KELVIN_OFFSET, meanKineticTemperature, mktOf } from './mkt';
import { seriesOf } from './series';

const HOUR = 3600;

describe('MKT against the published worked example', () => {
  /*
   * USP <1160> "Pharmaceutical Calculations in Prescription Compounding", section "Mean Kinetic
   * Temperature", Example 1 (as reproduced in "仓库MKT值计算", 360docs.net/doc/0525360775.html):
   * a storage area whose weekly (high + low) / 2 is 25 °C for each of the 52 weeks of a year;
   * n = 52, ΔH = 83.144 kJ/mol, R = 0.0083144 kJ/(K·mol), so ΔH/R = 10,000 K; T₁…T₅₂ = 25 °C = 298.1 K
   * (the example adds 273.1); −ΔH/(R·Tₙ) = −33.5458; Tk = −10,000 K / ln(52·e^−33.5458 / 52) =
   * −10,000 K / −33.5458 = 298.1 K = 25.0 °C. "The MKT is 25.0 °C: the area meets controlled room
   * temperature."
   */
  const weekly = Array.from({ length: 52 }, () => 25);

  it('has ΔH/R = 10,000 K with the default activation energy and the gas constant', () => {
    expect(DEFAULT_ACTIVATION_ENERGY / GAS_CONSTANT).toBeCloseTo(10_000, 6);
  });

  it('reproduces the example’s exponent −ΔH/(R·T) = −33.5458 at its 298.1 K', () => {
    expect(-(DEFAULT_ACTIVATION_ENERGY / GAS_CONSTANT) / 298.1).toBeCloseTo(-33.5458, 4);
  });

  it('gives the example’s MKT of 25.0 °C for 52 weekly means of 25 °C', () => {
    expect(mktOf(weekly)!.toFixed(1)).toBe('25.0');
  });

  it('gives the same from a series of one reading a week over the year (even sampling)', () => {
    const start = 1_700_000_000;
    const week = 7 * 24 * HOUR;
    const series = seriesOf(weekly.map((value, i) => [start + i * week, value]));
    expect(meanKineticTemperature(series, { start, end: start + 52 * week })!.toFixed(1)).toBe('25.0');
  });
});

describe('MKT by the formula', () => {
  const c = DEFAULT_ACTIVATION_ENERGY / GAS_CONSTANT;
  const k = (celsius: number) => celsius + KELVIN_OFFSET;

  it('satisfies its defining equation e^(−ΔH/(R·Tk)) = mean of e^(−ΔH/(R·Tᵢ)) for fluctuating readings', () => {
    const readings = [2, 5, 8, 12, 4, 6, 30];
    const mkt = mktOf(readings)!;
    const mean = readings.reduce((sum, t) => sum + Math.exp(-c / k(t)), 0) / readings.length;
    expect(Math.exp(-c / k(mkt)) / mean).toBeCloseTo(1, 9);
  });

  it('lies above the arithmetic mean when the temperature fluctuates, and equals a constant one', () => {
    const readings = [2, 8, 2, 8, 15];
    const mean = readings.reduce((a, b) => a + b, 0) / readings.length;
    expect(mktOf(readings)!).toBeGreaterThan(mean);
    expect(mktOf(readings)!).toBeLessThan(Math.max(...readings));
    expect(mktOf([6.5, 6.5, 6.5])!).toBeCloseTo(6.5, 9);
  });

  it('answers null with nothing to weigh', () => {
    expect(mktOf([])).toBeNull();
    expect(mktOf([5, 6], [0, 0])).toBeNull();
  });

  it('does not underflow for a high activation energy over deep-frozen readings', () => {
    const mkt = mktOf([-80, -70, -60], undefined, 300_000);
    expect(Number.isFinite(mkt)).toBe(true);
    expect(mkt!).toBeGreaterThan(-70);
    expect(mkt!).toBeLessThan(-60);
  });
});

describe('MKT with another activation energy', () => {
  const readings = [2, 8, 2, 8, 20];

  it('follows the formula with ΔH/R for that energy', () => {
    for (const energy of [50_000, 120_000]) {
      const c = energy / GAS_CONSTANT;
      const mean = readings.reduce((sum, t) => sum + Math.exp(-c / (t + KELVIN_OFFSET)), 0) / readings.length;
      const mkt = mktOf(readings, undefined, energy)!;
      expect(Math.exp(-c / (mkt + KELVIN_OFFSET)) / mean).toBeCloseTo(1, 9);
    }
  });

  it('weighs warm readings more as the energy rises: the MKT grows with it', () => {
    const low = mktOf(readings, undefined, 50_000)!;
    const usual = mktOf(readings, undefined, DEFAULT_ACTIVATION_ENERGY)!;
    const high = mktOf(readings, undefined, 120_000)!;
    expect(low).toBeLessThan(usual);
    expect(usual).toBeLessThan(high);
    // a vanishing energy weighs alike: the limit is the harmonic mean of the kelvin temperatures
    const harmonic = readings.length / readings.reduce((sum, t) => sum + 1 / (t + KELVIN_OFFSET), 0) - KELVIN_OFFSET;
    expect(mktOf(readings, undefined, 1)!).toBeCloseTo(harmonic, 3);
  });

  it('passes the energy through the series form too', () => {
    const start = 1_700_000_000;
    const series = seriesOf(readings.map((value, i) => [start + i * 60, value]));
    const range = { start, end: start + readings.length * 60 };
    expect(meanKineticTemperature(series, range, 120_000)).toBeCloseTo(mktOf(readings, undefined, 120_000)!, 9);
  });
});

describe('MKT on uneven sampling', () => {
  const start = 1_700_000_000;

  it('weighs a reading that covers 10× longer 10×: the same as an even series repeating it 10 times', () => {
    // uneven: readings every 60 s except one that stands for 600 s (its next reading comes 10 minutes later)
    const uneven: Array<[number, number]> = [];
    const even: Array<[number, number]> = [];
    let t = start;
    let e = start;
    const values = [4, 5, 6, 15, 5, 4, 3, 5];
    values.forEach((value, i) => {
      const covers = i === 3 ? 600 : 60;
      uneven.push([t, value]);
      t += covers;
      for (let r = 0; r < covers / 60; r++) even.push([e + r * 60, value]);
      e += covers;
    });
    // the device's period is 10 minutes during the warm reading (a settings change), a minute otherwise
    const options = {
      periods: [
        { since: 0, period: 60 },
        { since: start + 180, period: 600 },
        { since: start + 780, period: 60 },
      ],
    };
    const range = { start, end: t };
    const a = meanKineticTemperature(seriesOf(uneven), range, DEFAULT_ACTIVATION_ENERGY, options)!;
    const b = meanKineticTemperature(seriesOf(even), range, DEFAULT_ACTIVATION_ENERGY, options)!;
    expect(a).toBeCloseTo(b, 9);
    // and differs from treating every reading alike, which under-weighs the warm 10 minutes
    expect(mktOf(values)!).toBeLessThan(a - 1);
  });

  it('counts a silence longer than 1.5 periods as one period for the reading before it', () => {
    // 10 readings a minute apart, a 2-hour silence after the warm one, then more readings
    const points: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) points.push([start + i * 60, i === 9 ? 20 : 5]);
    for (let i = 0; i < 10; i++) points.push([start + 9 * 60 + 7200 + i * 60, 5]);
    const end = start + 9 * 60 + 7200 + 10 * 60;
    const mkt = meanKineticTemperature(seriesOf(points), { start, end }, DEFAULT_ACTIVATION_ENERGY, { periods: 60 })!;
    // every reading, the warm one too, stands for one minute: the silence is nobody's
    expect(mkt).toBeCloseTo(mktOf(points.map(([, v]) => v))!, 9);
  });
});
