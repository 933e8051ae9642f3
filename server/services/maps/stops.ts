/**
 * The stops of a track (src/lib/maps.ts TrackStop): stretches where the vehicle stayed within
 * STOP_RADIUS_M (50 m) of where it stood still for STOP_MIN_SECONDS (300 s) or more. Pure.
 */
import { distanceMeters, STOP_MIN_SECONDS, STOP_RADIUS_M, type TrackPoint, type TrackStop } from '../../../src/lib/maps';

const at = (point: TrackPoint) => ({ lat: point[1], lng: point[2] });

/**
 * One pass with an anchor: from each anchor, the points within the radius of it follow; when they
 * last long enough they are a stop (placed at their mean) and the next anchor is the first point
 * outside, else the anchor moves on by one. Linear for a moving vehicle, as every anchor's run is short.
 */
export function findStops(points: readonly TrackPoint[], minSeconds = STOP_MIN_SECONDS, radius = STOP_RADIUS_M): TrackStop[] {
  const stops: TrackStop[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i]!;
    let j = i + 1;
    while (j < points.length && distanceMeters(at(anchor), at(points[j]!)) <= radius) j += 1;
    const last = points[j - 1]!;
    if (last[0] - anchor[0] >= minSeconds) {
      let lat = 0;
      let lng = 0;
      for (let k = i; k < j; k += 1) {
        lat += points[k]![1];
        lng += points[k]![2];
      }
      const n = j - i;
      stops.push({ start: anchor[0], end: last[0], lat: Math.round((lat / n) * 1e6) / 1e6, lng: Math.round((lng / n) * 1e6) / 1e6 });
      i = j;
    } else {
      i += 1;
    }
  }
  return stops;
}
