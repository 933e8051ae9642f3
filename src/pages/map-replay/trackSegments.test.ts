import type { TrackPoint } from '../../lib/maps';
import { splitTrack } from './trackSegments';

const T = { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null };
const p = (i: number, temperature: number | null): TrackPoint => [i * 60, 31 + i / 1000, 121, temperature];
const at = (i: number): [number, number] => [31 + i / 1000, 121];

describe('splitTrack', () => {
  it('colours each step by the worse of its ends, joining runs without gaps', () => {
    const points = [p(0, 5), p(1, 5), p(2, 9), p(3, 9), p(4, 5), p(5, 1), p(6, 5)];
    const paths = splitTrack(points, T);
    expect(paths.ok).toEqual([[at(0), at(1)]]);
    // steps 1→2, 2→3, 3→4 touch a warm point
    expect(paths.high).toEqual([[at(1), at(2), at(3), at(4)]]);
    expect(paths.low).toEqual([[at(4), at(5), at(6)]]);
    expect(paths.unknown).toEqual([]);
  });

  it('draws unmeasured stretches apart, and lets a measured end win over an unmeasured one', () => {
    const paths = splitTrack([p(0, null), p(1, null), p(2, 5)], T);
    expect(paths.unknown).toEqual([[at(0), at(1)]]);
    expect(paths.ok).toEqual([[at(1), at(2)]]);
  });

  it('keeps every point once per run (43,200 points make few paths) and projects them for the map', () => {
    const points = Array.from({ length: 43_200 }, (_, i) => p(i, i % 1000 < 10 ? 9 : 5));
    const paths = splitTrack(points, T);
    expect(paths.high).toHaveLength(44);
    const drawn = paths.ok.reduce((n, path) => n + path.length, 0) + paths.high.reduce((n, path) => n + path.length, 0);
    // each run repeats the point where the previous one ended
    expect(drawn).toBe(43_200 + paths.ok.length + paths.high.length - 1);
    const shifted = splitTrack([p(0, 5), p(1, 5)], T, (q) => ({ lat: q.lat + 1, lng: q.lng }));
    expect(shifted.ok[0]![0]).toEqual([32, 121]);
  });

  it('answers nothing for no points and one dot for one', () => {
    expect(splitTrack([], T)).toEqual({ ok: [], high: [], low: [], unknown: [] });
    expect(splitTrack([p(0, 9)], T).high).toEqual([[at(0)]]);
  });
});
