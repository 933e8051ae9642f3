/**
 * The basemap's GeoJSON as flat coordinate arrays with bounding boxes (pure, no Leaflet): what the
 * tile painter draws. Lines are cut into short pieces so that a tile looks only at the pieces
 * that cross it, not at a whole coastline.
 */
import type { Geometry, MultiLineString } from 'geojson';
import type { Basemap } from './loadBasemap';

/** west, south, east, north in degrees */
export type Box = [number, number, number, number];

export interface LineShape {
  /** lng, lat, lng, lat … */
  coords: Float64Array;
  box: Box;
}

export interface PolygonShape {
  /** the outer ring and its holes, each lng, lat … */
  rings: Float64Array[];
  box: Box;
}

export interface BasemapShapes {
  land: PolygonShape[];
  coastlines: LineShape[];
  borders: LineShape[];
  provinces: LineShape[];
}

/** points per line piece: short enough to skip most of a coast, long enough to keep the count low */
export const PIECE_POINTS = 64;

function boxOf(coords: Float64Array): Box {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (let i = 0; i < coords.length; i += 2) {
    const lng = coords[i] as number;
    const lat = coords[i + 1] as number;
    if (lng < w) w = lng;
    if (lng > e) e = lng;
    if (lat < s) s = lat;
    if (lat > n) n = lat;
  }
  return [w, s, e, n];
}

const flat = (positions: number[][]) => Float64Array.from(positions.flatMap(([lng = 0, lat = 0]) => [lng, lat]));

/** A line as pieces of at most PIECE_POINTS points, each sharing its last point with the next. */
export function linePieces(positions: number[][]): LineShape[] {
  const pieces: LineShape[] = [];
  for (let start = 0; start < positions.length - 1; start += PIECE_POINTS - 1) {
    const coords = flat(positions.slice(start, start + PIECE_POINTS));
    pieces.push({ coords, box: boxOf(coords) });
  }
  return pieces;
}

function polygonsOf(geometry: Geometry | null): number[][][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return [];
}

const lines = (mesh: MultiLineString | null) => (mesh ? mesh.coordinates.flatMap(linePieces) : []);

export function toShapes(basemap: Basemap): BasemapShapes {
  const land = basemap.land.features
    .flatMap((f) => polygonsOf(f.geometry))
    .map((polygon) => {
      const rings = polygon.map(flat);
      return { rings, box: boxOf(rings[0] ?? new Float64Array()) };
    });
  return { land, coastlines: lines(basemap.coastlines), borders: lines(basemap.borders), provinces: lines(basemap.provinces) };
}

const converted = new WeakMap<Basemap, BasemapShapes>();

/** toShapes, once per loaded basemap (every map of the page shares it). */
export function shapesOf(basemap: Basemap): BasemapShapes {
  let shapes = converted.get(basemap);
  if (!shapes) {
    shapes = toShapes(basemap);
    converted.set(basemap, shapes);
  }
  return shapes;
}
