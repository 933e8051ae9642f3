/**
 * The basemap's shapes in Web Mercator pixels at one zoom (Leaflet's EPSG:3857 with 256 px tiles),
 * dropping points closer than a pixel fraction to the last one kept: at a country view the world's
 * coasts shrink to a few thousand points. Pure math, cached per zoom by the tile layer.
 */
import type { BasemapShapes, Box } from './shapes';

const TILE = 256;
const MAX_LAT = 85.0511287798;
/** points closer than this (px) to the last kept are dropped */
const MIN_STEP = 0.6;

export interface PixelShape {
  /** x, y, x, y … in world pixels at the zoom */
  points: Float64Array[];
  /** minX, minY, maxX, maxY in world pixels */
  box: Box;
}

export interface ProjectedShapes {
  zoom: number;
  land: PixelShape[];
  coastlines: PixelShape[];
  borders: PixelShape[];
  provinces: PixelShape[];
}

export function projectPoint(lng: number, lat: number, zoom: number): [number, number] {
  const size = TILE * 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lng + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return [x, y];
}

function projectRing(coords: Float64Array, zoom: number, closed: boolean): Float64Array {
  const out: number[] = [];
  let lastX = NaN;
  let lastY = NaN;
  const count = coords.length / 2;
  for (let i = 0; i < count; i += 1) {
    const [x, y] = projectPoint(coords[2 * i] as number, coords[2 * i + 1] as number, zoom);
    const end = i === count - 1;
    // the ends of a line always stay, so that the pieces of a cut line still meet
    if (!end && i > 0 && Math.abs(x - lastX) < MIN_STEP && Math.abs(y - lastY) < MIN_STEP) continue;
    out.push(x, y);
    lastX = x;
    lastY = y;
  }
  return closed && out.length < 6 ? new Float64Array() : Float64Array.from(out);
}

function pixelBox([w, s, e, n]: Box, zoom: number): Box {
  const [minX, maxY] = projectPoint(w, s, zoom);
  const [maxX, minY] = projectPoint(e, n, zoom);
  return [minX, minY, maxX, maxY];
}

export function projectShapes(shapes: BasemapShapes, zoom: number): ProjectedShapes {
  const lines = (list: BasemapShapes['coastlines']) =>
    list.map((line) => ({ points: [projectRing(line.coords, zoom, false)], box: pixelBox(line.box, zoom) }));
  return {
    zoom,
    land: shapes.land.flatMap((polygon) => {
      const rings = polygon.rings.map((ring) => projectRing(ring, zoom, true));
      // an island smaller than a pixel is gone, and its lakes with it
      if (!rings[0] || rings[0].length === 0) return [];
      return [{ points: rings.filter((ring) => ring.length > 0), box: pixelBox(polygon.box, zoom) }];
    }),
    coastlines: lines(shapes.coastlines),
    borders: lines(shapes.borders),
    provinces: lines(shapes.provinces),
  };
}
