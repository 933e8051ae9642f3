/**
 * The track as a few polylines (issue 14 §2 "Track"): its stretches where the temperature was out
 * of range in their own colour. Each step between two points takes the worse judgment of its ends;
 * consecutive steps of one kind make one path; each kind is one multi-polyline. One pass and a few
 * arrays: 43,200 points cost milliseconds, and the map draws four shapes, not 43,200.
 */
import type { LatLng } from '../../lib/geo';
import type { TrackPoint } from '../../lib/maps';
import { judge, type Thresholds } from '../../lib/readings';

export const SEGMENT_KINDS = ['ok', 'high', 'low', 'unknown'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export type PathPoint = [lat: number, lng: number];
export type TrackPaths = Record<SegmentKind, PathPoint[][]>;

function kindOf(temperature: number | null, t: Thresholds): SegmentKind {
  const j = judge(temperature, t.temperatureMin, t.temperatureMax);
  return j === null ? 'unknown' : j;
}

/** The worse of a step's two ends: out of range wins over in range, which wins over unmeasured. */
function stepKind(a: SegmentKind, b: SegmentKind): SegmentKind {
  if (a === 'high' || b === 'high') return 'high';
  if (a === 'low' || b === 'low') return 'low';
  if (a === 'ok' || b === 'ok') return 'ok';
  return 'unknown';
}

/** `project` turns a stored position into the map's (useToDisplay); the identity on a WGS-84 map. */
export function splitTrack(points: readonly TrackPoint[], thresholds: Thresholds, project?: (p: LatLng) => LatLng): TrackPaths {
  const paths: TrackPaths = { ok: [], high: [], low: [], unknown: [] };
  if (points.length === 0) return paths;
  const at = (p: TrackPoint): PathPoint => {
    if (!project) return [p[1], p[2]];
    const shown = project({ lat: p[1], lng: p[2] });
    return [shown.lat, shown.lng];
  };
  if (points.length === 1) {
    paths[kindOf(points[0]![3], thresholds)].push([at(points[0]!)]);
    return paths;
  }
  let previous = at(points[0]!);
  let previousKind = kindOf(points[0]![3], thresholds);
  let current: PathPoint[] | null = null;
  let currentKind: SegmentKind | null = null;
  for (let i = 1; i < points.length; i += 1) {
    const point = at(points[i]!);
    const pointKind = kindOf(points[i]![3], thresholds);
    const kind = stepKind(previousKind, pointKind);
    if (kind !== currentKind || !current) {
      // a new run starts where the last one ended, so the line has no gap
      current = [previous];
      currentKind = kind;
      paths[kind].push(current);
    }
    current.push(point);
    previous = point;
    previousKind = pointKind;
  }
  return paths;
}
