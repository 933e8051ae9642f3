/**
 * A vehicle's round trip, repeated: it rests and loads at its depot, drives the route at road speed
 * along the route's polylines (routeGeometry.ts), calls at each consignee (the door open for the
 * first minutes), and drives back the same way. The timetable is fixed by the vehicle's key and the
 * seed, and the position is a pure function of the time.
 */
import { decodePolyline } from '../../../src/lib/polyline';
import { hashUnit, textKey } from '../seededRandom';
import { ROUTE_LEGS } from './routeGeometry';
import { distanceKm, placeOf, ROUTES, routeIndexOf, type Place, type RoutePoint } from './routes';

export type LegKind = 'depot' | 'drive' | 'stop';

export interface Leg {
  kind: LegKind;
  /** seconds from the start of the cycle */
  start: number;
  end: number;
  /** where it stands (depot, stop) */
  place?: Place;
  /** where it drives: the points and the km covered at each */
  path?: ReadonlyArray<readonly [number, number]>;
  km?: readonly number[];
  /** door open, seconds from the cycle's start (loading at the depot, unloading at a stop) */
  door?: readonly [number, number];
}

export interface Trip {
  route: number;
  legs: readonly Leg[];
  cycle: number;
  /** seconds added to the time before taking it modulo the cycle */
  phase: number;
  speedKmh: number;
}

export interface TripPosition {
  lat: number;
  lng: number;
  leg: Leg;
  moving: boolean;
  doorOpen: boolean;
}

/** The number a vehicle's route and timetable hang on: the trailing digits of its key, else a hash. */
export function tripKey(text: string): number {
  const digits = /(\d+)$/.exec(text);
  return digits ? Number(digits[1]) % 1_000_000_007 : textKey(text);
}

const MINUTE = 60;
const trips = new Map<string, Trip>();

function drive(points: ReadonlyArray<readonly [number, number]>, start: number, speedKmh: number): Leg {
  const km = [0];
  for (let i = 1; i < points.length; i += 1) km.push(km[i - 1]! + distanceKm(points[i - 1]!, points[i]!));
  return { kind: 'drive', start, end: start + Math.round((km[km.length - 1]! / speedKmh) * 3600), path: points, km };
}

/** The polylines of a route's legs, decoded once: depot → first consignee → … → last consignee. */
const legPaths = new Map<number, Array<Array<readonly [number, number]>>>();
export function routeLegs(route: number): ReadonlyArray<ReadonlyArray<readonly [number, number]>> {
  let legs = legPaths.get(route);
  if (!legs) legPaths.set(route, (legs = ROUTE_LEGS[route]!.map((leg) => decodePolyline(leg))));
  return legs;
}

function build(key: number, seed: number): Trip {
  const route = routeIndexOf(key);
  const points: readonly RoutePoint[] = ROUTES[route]!.points;
  const roads = routeLegs(route);
  const rnd = (tag: number) => hashUnit(seed, key, tag);
  const speedKmh = 62 + rnd(1) * 16;
  const legs: Leg[] = [];
  const rest = Math.round((2 + rnd(2) * 3) * 3600);
  legs.push({ kind: 'depot', start: 0, end: rest, place: placeOf(points[0]!)!, door: [rest - 30 * MINUTE, rest - (22 - Math.round(rnd(3) * 6)) * MINUTE] });
  let t = rest;
  let stop = 0;
  points.slice(1).forEach((point, i) => {
    const place = placeOf(point);
    if (!place) return;
    const leg = drive(roads[stop]!, t, speedKmh);
    stop += 1;
    legs.push(leg);
    t = leg.end;
    const dwell = Math.round((20 + rnd(10 + i) * 20) * MINUTE);
    const opens = t + 3 * MINUTE;
    legs.push({ kind: 'stop', start: t, end: t + dwell, place, door: [opens, opens + Math.round((4 + rnd(30 + i) * 6) * MINUTE)] });
    t += dwell;
  });
  // back the same roads, the other way
  const home = roads.flatMap((road, i) => (i === 0 ? road : road.slice(1))).reverse();
  const back = drive(home, t, speedKmh);
  legs.push(back);
  return { route, legs, cycle: back.end, phase: Math.floor(rnd(4) * back.end), speedKmh };
}

/** The trip of a vehicle (memoized: it is a pure function of its arguments). */
export function tripOf(keyText: string, seed: number): Trip {
  const id = `${keyText}|${seed}`;
  let trip = trips.get(id);
  if (!trip) {
    if (trips.size > 10_000) trips.clear();
    trips.set(id, (trip = build(tripKey(keyText), seed)));
  }
  return trip;
}

/** The cycle's start before (or at) time `s`, and the offset of `s` in it. */
export function cycleAt(trip: Trip, s: number): { cycleStart: number; offset: number } {
  const shifted = s + trip.phase;
  const offset = ((shifted % trip.cycle) + trip.cycle) % trip.cycle;
  return { cycleStart: s - offset, offset };
}

export function legAt(trip: Trip, offset: number): Leg {
  let lo = 0;
  let hi = trip.legs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (trip.legs[mid]!.start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return trip.legs[lo]!;
}

function along(leg: Leg, offset: number): [number, number] {
  const path = leg.path!;
  const km = leg.km!;
  const covered = ((offset - leg.start) / Math.max(1, leg.end - leg.start)) * km[km.length - 1]!;
  // the first point at or past `covered` (a binary search: a leg has a hundred points)
  let lo = 1;
  let hi = km.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (km[mid]! < covered) lo = mid + 1;
    else hi = mid;
  }
  const i = lo;
  const span = km[i]! - km[i - 1]!;
  const f = span > 0 ? Math.min(1, Math.max(0, (covered - km[i - 1]!) / span)) : 1;
  const [a, b] = [path[i - 1]!, path[i]!];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

export function positionAt(trip: Trip, s: number): TripPosition {
  const { offset } = cycleAt(trip, s);
  const leg = legAt(trip, offset);
  const doorOpen = !!leg.door && offset >= leg.door[0] && offset < leg.door[1];
  if (leg.kind === 'drive') {
    const [lat, lng] = along(leg, offset);
    return { lat, lng, leg, moving: true, doorOpen };
  }
  return { lat: leg.place!.lat, lng: leg.place!.lng, leg, moving: false, doorOpen };
}
