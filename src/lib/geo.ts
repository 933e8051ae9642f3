/**
 * Coordinate systems (issue 14 §1). Positions are stored as WGS-84 (what GPS gives). A tile server
 * of AutoNavi or Tencent draws in GCJ-02, so markers, tracks and picked positions are converted for
 * display, and a position picked on such a map is converted back before it is stored. The
 * conversion is gcoord's (a maintained library), never ours; where it applies is ours (issue 26 §2):
 * mainland China by its outline (mainlandChina.ts), not gcoord's bounding rectangle.
 */
import gcoord from 'gcoord';
import { isInMainlandChina } from './mainlandChina';

export const COORD_SYSTEMS = ['wgs84', 'gcj02'] as const;
export type CoordSystem = (typeof COORD_SYSTEMS)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

function shift(point: LatLng, direction: 'toGcj02' | 'toWgs84'): LatLng {
  const [from, to] = direction === 'toGcj02' ? [gcoord.WGS84, gcoord.GCJ02] : [gcoord.GCJ02, gcoord.WGS84];
  // gcoord takes and gives [lng, lat]; its own test (a rectangle around China) holds for every mainland point
  const [lng, lat] = gcoord.transform<[number, number]>([point.lng, point.lat], from, to);
  return { lat, lng };
}

/** A stored (WGS-84) position as the map of `system` draws it. */
export function toDisplay(point: LatLng, system: CoordSystem): LatLng {
  if (system === 'wgs84' || !isInMainlandChina(point)) return { lat: point.lat, lng: point.lng };
  return shift(point, 'toGcj02');
}

/**
 * A position picked on the map of `system`, as it is stored (WGS-84). Its WGS-84 candidate decides:
 * in mainland China the shift is undone, elsewhere the point is already WGS-84. Within a few hundred
 * metres of the outline a drawn point can stand for two positions (one shifted onto it, one not);
 * the mainland one is taken.
 */
export function toStored(point: LatLng, system: CoordSystem): LatLng {
  if (system === 'wgs84') return { lat: point.lat, lng: point.lng };
  const back = shift(point, 'toWgs84');
  return isInMainlandChina(back) ? back : { lat: point.lat, lng: point.lng };
}
