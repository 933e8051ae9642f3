import { readFileSync } from 'node:fs';
import { merge } from 'topojson-client';
import type { MultiPolygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COASTAL_BAND_KM, isInMainlandChina } from './mainlandChina';

/**
 * The simplified, indexed outline against the source it was built from, computed independently here:
 * brute-force point-in-polygon and distance on the unsimplified Natural Earth rings the console ships
 * (public/basemap/: China's 1:10m provinces, the 1:50m countries).
 */
type Ring = Array<[lng: number, lat: number]>;

const readTopology = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Topology;
const provinces = readTopology('public/basemap/china-provinces.json');
const countries = readTopology('public/basemap/countries-50m.json');

function rings(topology: Topology, name: string, keep: (props: { name: string }, id: unknown) => boolean): Ring[] {
  const collection = topology.objects[name] as GeometryCollection<{ name: string }>;
  const parts = collection.geometries.filter((g) => keep({ name: (g.properties as { name?: string } | undefined)?.name ?? '' }, g.id));
  return (merge(topology, parts as never) as MultiPolygon).coordinates.map((polygon) => polygon[0] as Ring);
}

const MAINLAND = rings(provinces, 'provinces', (p) => p.name !== 'Paracel Islands');
const REGION = { south: 15, north: 56, west: 70, east: 138 };
const inRegion = (ring: Ring) => ring.some(([lng, lat]) => lat > REGION.south && lat < REGION.north && lng > REGION.west && lng < REGION.east);
const OTHER_COUNTRIES = rings(countries, 'countries', (_, id) => id !== '156').filter(inRegion);

const boxes = new WeakMap<Ring, [number, number, number, number]>();
function box(r: Ring): [number, number, number, number] {
  let b = boxes.get(r);
  if (!b) {
    b = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of r) b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    boxes.set(r, b);
  }
  return b;
}

function pip(rs: Ring[], lat: number, lng: number): boolean {
  let odd = false;
  for (const r of rs) {
    const [w, s, e, n] = box(r);
    if (lat < s || lat > n || lng < w || lng > e) continue;
    for (let i = 0, j = r.length - 1; i < r.length; j = i, i += 1) {
      const [xi, yi] = r[i]!;
      const [xj, yj] = r[j]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

function boundaryKm(rs: Ring[], lat: number, lng: number, limitKm: number): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const margin = limitKm / 100 + 0.01;
  let best = Infinity;
  for (const r of rs) {
    const [w, s, e, n] = box(r);
    if (lat < s - margin || lat > n + margin || lng < w - 2 * margin || lng > e + 2 * margin) continue;
    for (let i = 1; i < r.length; i += 1) {
      const [x1, y1] = r[i - 1]!;
      const [x2, y2] = r[i]!;
      if (Math.min(y1, y2) > lat + margin || Math.max(y1, y2) < lat - margin || Math.min(x1, x2) > lng + 2 * margin || Math.max(x1, x2) < lng - 2 * margin) continue;
      const ax = (x1 - lng) * kx, ay = (y1 - lat) * 110.57, bx = (x2 - lng) * kx, by = (y2 - lat) * 110.57;
      const dx = bx - ax, dy = by - ay;
      const len = dx * dx + dy * dy;
      const u = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
      best = Math.min(best, Math.hypot(ax + u * dx, ay + u * dy));
    }
  }
  return best;
}

describe('mainland China by its outline', () => {
  // a grid over the whole region with an odd step, so that its points fall anywhere on the borders
  const grid: Array<{ lat: number; lng: number }> = [];
  for (let lat = REGION.south + 0.11; lat < REGION.north; lat += 0.83) for (let lng = REGION.west + 0.07; lng < REGION.east; lng += 0.97) grid.push({ lat, lng });

  it('agrees with the unsimplified 1:10m outline everywhere more than 2 km from its border or coast', () => {
    let inside = 0;
    for (const p of grid) {
      const source = pip(MAINLAND, p.lat, p.lng);
      if (source && boundaryKm(MAINLAND, p.lat, p.lng, 2) > 2) {
        inside += 1;
        expect(isInMainlandChina(p), `${p.lat},${p.lng}`).toBe(true);
      }
      if (!source && boundaryKm(MAINLAND, p.lat, p.lng, COASTAL_BAND_KM + 3) > COASTAL_BAND_KM + 3) expect(isInMainlandChina(p), `${p.lat},${p.lng}`).toBe(false);
    }
    expect(inside).toBeGreaterThan(500); // the check ran on the mainland, not on an empty grid
  }, 30_000);

  it('shifts nothing inside another country (neighbours, Hong Kong, Macau, Taiwan) more than 3 km from the mainland', () => {
    let checked = 0;
    for (const p of grid) {
      if (!pip(OTHER_COUNTRIES, p.lat, p.lng) || pip(MAINLAND, p.lat, p.lng) || boundaryKm(MAINLAND, p.lat, p.lng, 3) <= 3) continue;
      checked += 1;
      expect(isInMainlandChina(p), `${p.lat},${p.lng}`).toBe(false);
    }
    expect(checked).toBeGreaterThan(500);
  }, 30_000);

  it('takes the sea within 12 nautical miles of the mainland, and the waters off a neighbour go to the nearer shore', () => {
    expect(isInMainlandChina({ lat: 30.6028, lng: 122.1289 })).toBe(true); // Yangshan deep-water port, on islets off Shanghai
    expect(isInMainlandChina({ lat: 30.45, lng: 121.08 })).toBe(true); // the middle of the Hangzhou Bay bridge
    expect(isInMainlandChina({ lat: 20.2, lng: 110.3 })).toBe(true); // the Qiongzhou strait
    expect(isInMainlandChina({ lat: 38.5, lng: 120.3 })).toBe(false); // the middle of the Bohai strait, beyond the band
    expect(isInMainlandChina({ lat: 22.35, lng: 114.125 })).toBe(false); // Kwai Chung container port, Hong Kong
    expect(isInMainlandChina({ lat: 22.29, lng: 114.17 })).toBe(false); // Victoria Harbour
    expect(isInMainlandChina({ lat: 24.45, lng: 118.2 })).toBe(false); // between Xiamen and Kinmen, nearer Kinmen
    expect(isInMainlandChina({ lat: 24.49, lng: 118.15 })).toBe(true); // the same strait, nearer Xiamen
  });
});
