/**
 * Coordinate systems (issue 14 §1). Positions are stored as WGS-84 (what GPS gives). A tile server
 * of AutoNavi or Tencent draws in GCJ-02, so markers, tracks and picked positions are converted for
 * display, and a position picked on such a map is converted back before it is stored. The
 * conversion is gcoord's (a maintained library), never ours.
 */
import gcoord from 'gcoord';

export const COORD_SYSTEMS = ['wgs84', 'gcj02'] as const;
export type CoordSystem = (typeof COORD_SYSTEMS)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

const SYSTEM = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02 } as const;

function transform(point: LatLng, from: CoordSystem, to: CoordSystem): LatLng {
  if (from === to) return { lat: point.lat, lng: point.lng };
  // gcoord takes and gives [lng, lat]; outside China GCJ-02 equals WGS-84 and it returns the point unchanged
  const [lng, lat] = gcoord.transform<[number, number]>([point.lng, point.lat], SYSTEM[from], SYSTEM[to]);
  return { lat, lng };
}

/** A stored (WGS-84) position as the map of `system` draws it. */
export function toDisplay(point: LatLng, system: CoordSystem): LatLng {
  return transform(point, 'wgs84', system);
}

/** A position picked on the map of `system`, as it is stored (WGS-84). */
export function toStored(point: LatLng, system: CoordSystem): LatLng {
  return transform(point, system, 'wgs84');
}
