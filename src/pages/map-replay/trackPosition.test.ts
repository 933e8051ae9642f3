import type { TrackPoint } from '../../lib/maps';
import { indexAt, positionAt } from './trackPosition';

const points: TrackPoint[] = [
  [100, 31, 121, 5],
  [160, 31.06, 121.3, 6],
  [220, 31.06, 121.3, null],
];

describe('indexAt', () => {
  it('finds the last point at or before the moment, the ends outside', () => {
    expect([50, 100, 159, 160, 219, 220, 999].map((ts) => indexAt(points, ts))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    expect(indexAt([], 10)).toBe(0);
  });
});

describe('positionAt', () => {
  it('glides between two points in proportion to the time, with the earlier point’s temperature', () => {
    const half = positionAt(points, 130)!;
    expect(half.lat).toBeCloseTo(31.03, 9);
    expect(half.lng).toBeCloseTo(121.15, 9);
    expect(half).toMatchObject({ temperature: 5, index: 0 });
    expect(positionAt(points, 220)).toEqual({ lat: 31.06, lng: 121.3, temperature: null, index: 2 });
    expect(positionAt([], 100)).toBeNull();
  });
});
