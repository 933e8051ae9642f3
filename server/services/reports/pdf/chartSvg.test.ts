import { CHART_COLORS, chartSvg, timeTicks, valueTicks } from './chartSvg';

const HOUR = 3600;
const DAY = 86_400;
/** 2026-11-01 00:00 in UTC+08:00 */
const MIDNIGHT_CST = Date.UTC(2026, 9, 31, 16) / 1000;

describe('the report chart', () => {
  it('puts time ticks on whole steps of the user\'s wall clock', () => {
    const day = timeTicks(MIDNIGHT_CST + 1800, MIDNIGHT_CST + DAY, 480);
    expect(day.map((tick) => tick.label)).toEqual(['11-01 03:00', '11-01 06:00', '11-01 09:00', '11-01 12:00', '11-01 15:00', '11-01 18:00', '11-01 21:00', '11-02 00:00']);
    expect(day.every((tick) => (tick.ts + 480 * 60) % (3 * HOUR) === 0)).toBe(true);
    const month = timeTicks(MIDNIGHT_CST, MIDNIGHT_CST + 31 * DAY, 480);
    expect(month.length).toBeLessThanOrEqual(9);
    expect(month.length).toBeGreaterThanOrEqual(4);
    expect(month.every((tick) => /^\d\d-\d\d$/.test(tick.label) && (tick.ts + 480 * 60) % DAY === 0)).toBe(true);
  });

  it('gives round value ticks that cover the values', () => {
    expect(valueTicks(1, 9)).toEqual([0, 2, 4, 6, 8, 10]);
    const ticks = valueTicks(-18.3, -15.1);
    expect(ticks[0]!).toBeLessThanOrEqual(-18.3);
    expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(-15.1);
    expect(valueTicks(4, 4).length).toBeGreaterThan(1);
  });

  const frame = { width: 500, height: 190, start: MIDNIGHT_CST, end: MIDNIGHT_CST + DAY, utcOffsetMinutes: 480 };
  const open = { temperatureMin: null, temperatureMax: null, humidityMin: null, humidityMax: null };

  it('draws nothing for a device without readings', () => {
    expect(chartSvg({ chart: { temperature: [], humidity: [] }, thresholds: open, gaps: [] }, frame)).toBeNull();
  });

  it('draws the band, the line red outside it, and breaks the line over a gap, shaded', () => {
    const points: [number, number][] = [0, 1, 2, 3, 10, 11].map((h) => [MIDNIGHT_CST + h * HOUR, h === 2 ? 9 : 5]);
    const gaps = [{ start: MIDNIGHT_CST + 4 * HOUR, end: MIDNIGHT_CST + 10 * HOUR }];
    const svg = chartSvg({ chart: { temperature: points, humidity: [] }, thresholds: { ...open, temperatureMin: 2, temperatureMax: 8 }, gaps }, frame)!;
    expect(svg).toMatch(/^<svg [^>]*width="500" height="190"/);
    expect(svg).toContain('<clipPath id="outside">');
    expect(svg).toContain('stroke-dasharray');
    const line = /<path d="([^"]+)" fill="none" stroke="#1565c0"/.exec(svg)![1]!;
    // a move at the start and another after the gap, which is shaded over its 6 hours (a quarter of the plot)
    expect(line.match(/M/g)).toHaveLength(2);
    const shade = new RegExp(`<rect x="([\\d.]+)" y="[\\d.]+" width="([\\d.]+)" height="[\\d.]+" fill="${CHART_COLORS.gap}"/>`).exec(svg)!;
    expect(Number(shade[2])).toBeCloseTo((500 - 34 - 10) / 4, 0);
    // without thresholds: no band, no red copy
    const plain = chartSvg({ chart: { temperature: points, humidity: [] }, thresholds: open, gaps }, frame)!;
    expect(plain).not.toContain('clipPath');
  });

  it('keeps the line whole where the readings only grow sparser (a longer acquisition period), without a gap', () => {
    // a reading a minute for an hour, then every ten minutes
    const points: [number, number][] = [...Array.from({ length: 60 }, (_, i) => i * 60), ...Array.from({ length: 20 }, (_, i) => 3600 + i * 600)].map((s) => [MIDNIGHT_CST + s, 5]);
    const svg = chartSvg({ chart: { temperature: points, humidity: [] }, thresholds: open, gaps: [] }, frame)!;
    const line = /<path d="([^"]+)" fill="none" stroke="#1565c0"/.exec(svg)![1]!;
    expect(line.match(/M/g)).toHaveLength(1);
    expect(svg).not.toContain(CHART_COLORS.gap);
  });
});
