/**
 * Where GCJ-02 applies (issue 26 §2): mainland China, decided with a real outline instead of the
 * bounding rectangle that gcoord (and most ports of the algorithm) use, which moves Seoul, Hanoi,
 * Ulaanbaatar or Singapore by hundreds of metres.
 *
 * A point is in mainland China when it is
 * 1. on the mainland's land (Natural Earth 1:10m, simplified: src/lib/chinaOutline.ts), or else
 * 2. at sea within 12 nautical miles (22.2 km, the territorial sea) of the mainland's coast, and
 *    nearer to it than to Hong Kong, Macau, Kinmen, Matsu, North Korea or Vietnam: ports, bridges
 *    and islands too small for the outline (Yangshan, the Hangzhou Bay bridge) are shifted as
 *    Chinese maps draw them, and the waters off a neighbour go to the nearer shore (a median line).
 * Hong Kong, Macau and Taiwan (with Kinmen and Matsu) are not mainland: GCJ-02 comes from the
 * mainland's surveying rules, and Chinese tile servers draw those places in WGS-84 (README, "Maps").
 */
import { COAST, MAINLAND, NOT_MAINLAND, OUTLINE_PRECISION } from './chinaOutline';
import { decodePolyline } from './polyline';

export const COASTAL_BAND_KM = 22.224;

const CELL = 0.5;
const KM_PER_DEG_LAT = 110.57;
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/** Segments bucketed by 0.5° cells (an edge is listed in every cell its bounding box touches). */
interface SegmentIndex {
  /** x1, y1, x2, y2 per segment: lng, lat */
  coords: Float64Array;
  cells: Map<number, number[]>;
  /** segments by latitude band, for the crossing count of point-in-polygon */
  bands: Map<number, number[]>;
}

const cellKey = (row: number, col: number) => row * 1000 + col;

function indexOf(lines: Array<Array<[number, number]>>, closed: boolean): SegmentIndex {
  const segs: number[] = [];
  for (const line of lines) {
    const n = line.length;
    const count = closed ? n : n - 1;
    for (let i = 0; i < count; i += 1) {
      const [lat1, lng1] = line[i]!;
      const [lat2, lng2] = line[(i + 1) % n]!;
      segs.push(lng1, lat1, lng2, lat2);
    }
  }
  const coords = Float64Array.from(segs);
  const cells = new Map<number, number[]>();
  const bands = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, key: number, s: number) => {
    const list = map.get(key);
    if (list) list.push(s);
    else map.set(key, [s]);
  };
  for (let s = 0; s < coords.length / 4; s += 1) {
    const [x1, y1, x2, y2] = [coords[4 * s]!, coords[4 * s + 1]!, coords[4 * s + 2]!, coords[4 * s + 3]!];
    const [r0, r1] = [Math.floor(Math.min(y1, y2) / CELL), Math.floor(Math.max(y1, y2) / CELL)];
    const [c0, c1] = [Math.floor(Math.min(x1, x2) / CELL), Math.floor(Math.max(x1, x2) / CELL)];
    for (let r = r0; r <= r1; r += 1) {
      add(bands, r, s);
      for (let c = c0; c <= c1; c += 1) add(cells, cellKey(r, c), s);
    }
  }
  return { coords, cells, bands };
}

/** Even-odd count of the edges crossed by a ray due east: inside any ring of the set. */
function inside(index: SegmentIndex, lat: number, lng: number): boolean {
  const { coords } = index;
  let odd = false;
  for (const s of index.bands.get(Math.floor(lat / CELL)) ?? []) {
    const x1 = coords[4 * s]!, y1 = coords[4 * s + 1]!, x2 = coords[4 * s + 2]!, y2 = coords[4 * s + 3]!;
    if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) odd = !odd;
  }
  return odd;
}

/** Distance in km to the nearest segment, looked for within `limitKm` (Infinity beyond). */
function nearestKm(index: SegmentIndex, lat: number, lng: number, limitKm: number): number {
  const { coords } = index;
  const kx = kmPerDegLng(lat);
  const rows = Math.ceil(limitKm / KM_PER_DEG_LAT / CELL);
  const cols = Math.ceil(limitKm / kx / CELL);
  const [row, col] = [Math.floor(lat / CELL), Math.floor(lng / CELL)];
  let best = Infinity;
  const seen = new Set<number>();
  for (let r = row - rows; r <= row + rows; r += 1) {
    for (let c = col - cols; c <= col + cols; c += 1) {
      for (const s of index.cells.get(cellKey(r, c)) ?? []) {
        if (seen.has(s)) continue;
        seen.add(s);
        const ax = (coords[4 * s]! - lng) * kx, ay = (coords[4 * s + 1]! - lat) * KM_PER_DEG_LAT;
        const bx = (coords[4 * s + 2]! - lng) * kx, by = (coords[4 * s + 3]! - lat) * KM_PER_DEG_LAT;
        const dx = bx - ax, dy = by - ay;
        const len = dx * dx + dy * dy;
        const u = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
        best = Math.min(best, Math.hypot(ax + u * dx, ay + u * dy));
      }
    }
  }
  return best <= limitKm ? best : Infinity;
}

interface Outline {
  mainland: SegmentIndex;
  coast: SegmentIndex;
  notMainland: SegmentIndex;
}

let outline: Outline | null = null;

function loaded(): Outline {
  if (!outline) {
    const decode = (lines: readonly string[]) => lines.map((line) => decodePolyline(line, OUTLINE_PRECISION));
    outline = { mainland: indexOf(decode(MAINLAND), true), coast: indexOf(decode(COAST), false), notMainland: indexOf(decode(NOT_MAINLAND), true) };
  }
  return outline;
}

/** Whether GCJ-02 applies at a WGS-84 position (see the module's comment). */
export function isInMainlandChina({ lat, lng }: { lat: number; lng: number }): boolean {
  // the outline with its coastal band lies inside this box (the mainland: 18.1–53.6° N, 73.5–134.8° E)
  if (lat < 17.8 || lat > 53.9 || lng < 73.2 || lng > 135.2) return false;
  const o = loaded();
  if (inside(o.mainland, lat, lng)) return true;
  if (inside(o.notMainland, lat, lng)) return false;
  const toCoast = nearestKm(o.coast, lat, lng, COASTAL_BAND_KM);
  return toCoast <= COASTAL_BAND_KM && toCoast <= nearestKm(o.notMainland, lat, lng, toCoast);
}
