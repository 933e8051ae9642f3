import type { TrackPoint } from '../../../src/lib/maps';
import { findStops } from './stops';
import { nearestPoint } from './trackAlarms';

/** metres of latitude → degrees (111,195 m a degree on the mean Earth) */
const north = (m: number) => m / 111_195;
const at = (ts: number, metresNorth: number): TrackPoint => [ts, 31 + north(metresNorth), 121, 5];

describe('findStops', () => {
  it('finds a stand of five minutes within 50 m, jitter included, placed at its mean', () => {
    const points = [at(0, 0), at(60, 500), at(120, 510), at(180, 490), at(240, 520), at(300, 505), at(420, 495), at(480, 1200)];
    const stops = findStops(points);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ start: 60, end: 420 });
    const meanNorth = (500 + 510 + 490 + 520 + 505 + 495) / 6;
    expect(stops[0]!.lat).toBeCloseTo(31 + north(meanNorth), 5);
  });

  it('does not count a halt shorter than five minutes, nor a slow crawl that leaves the 50 m', () => {
    const halt = [at(0, 0), at(60, 0), at(120, 0), at(180, 0), at(240, 0), at(299, 0), at(360, 400)];
    expect(findStops(halt)).toEqual([]);
    const crawl = Array.from({ length: 30 }, (_, i) => at(i * 60, i * 20));
    expect(findStops(crawl)).toEqual([]);
  });

  it('finds two stops apart, and one that lasts to the end of the track', () => {
    const points = [at(0, 0), at(200, 10), at(400, 20), at(460, 2000), at(520, 4000), at(900, 4000), at(1000, 4010)];
    expect(findStops(points).map((s) => [s.start, s.end])).toEqual([
      [0, 400],
      [520, 1000],
    ]);
    expect(findStops([])).toEqual([]);
  });
});

describe('nearestPoint', () => {
  const points = [at(100, 0), at(200, 0), at(300, 0)];
  it('picks the point nearest in time, the earlier on a tie, and the ends outside', () => {
    expect([nearestPoint(points, 0), nearestPoint(points, 140), nearestPoint(points, 150), nearestPoint(points, 160), nearestPoint(points, 999)]).toEqual([
      0, 0, 0, 1, 2,
    ]);
  });
});
