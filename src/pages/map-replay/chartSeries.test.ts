import type { TrackPoint } from '../../lib/maps';
import { temperatureSeries } from './chartSeries';

describe('temperatureSeries', () => {
  it('keeps a short track whole, unmeasured points left out', () => {
    const points: TrackPoint[] = [
      [0, 31, 121, 5],
      [60, 31, 121, null],
      [120, 31, 121, 6],
    ];
    expect(temperatureSeries(points)).toEqual([
      { x: 0, y: 5 },
      { x: 120, y: 6 },
    ]);
  });

  it('cuts 43,200 points to 1,000 with LTTB, keeping the ends and a one-minute spike', () => {
    const points: TrackPoint[] = Array.from({ length: 43_200 }, (_, i) => [i * 60, 31, 121, i === 20_000 ? 14.2 : 5 + Math.sin(i / 300)]);
    const series = temperatureSeries(points);
    expect(series).toHaveLength(1000);
    expect(series[0]!.x).toBe(0);
    expect(series[series.length - 1]!.x).toBe(43_199 * 60);
    expect(series.some((d) => d.y === 14.2)).toBe(true);
    expect(series.every((d, i) => i === 0 || d.x > series[i - 1]!.x)).toBe(true);
  });
});
