/**
 * How a vehicle moves, from its last two positions (issue 14 §2 "Vehicle monitor"): speed and
 * heading, and its state on the map. Pure functions, shared by the server that answers
 * GET /map/vehicles and the console that moves a marker on a pushed reading.
 */
import { distanceMeters, MOVING_KMH, type VehicleState } from './maps';

export interface TimedPosition {
  ts: number;
  lat: number;
  lng: number;
}

/** Closer than this (metres), two positions are the same place: GPS jitter, no heading. */
export const STILL_METERS = 5;

/** km/h between two positions (one decimal); null when they are not in time order. */
export function speedKmh(previous: TimedPosition, current: TimedPosition): number | null {
  const seconds = current.ts - previous.ts;
  if (seconds <= 0) return null;
  return Math.round((distanceMeters(previous, current) / seconds) * 36) / 10;
}

/** Degrees from north (0–359) from one position to the next; null when it has not moved. */
export function headingDegrees(previous: TimedPosition, current: TimedPosition): number | null {
  if (distanceMeters(previous, current) < STILL_METERS) return null;
  const rad = Math.PI / 180;
  const lat1 = previous.lat * rad;
  const lat2 = current.lat * rad;
  const dLng = (current.lng - previous.lng) * rad;
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return Math.round((Math.atan2(y, x) / rad + 360) % 360) % 360;
}

/** The map's state by precedence (src/lib/maps.ts VEHICLE_STATES): offline, then an open alarm, then moving, else stopped. */
export function vehicleState(online: boolean, openAlarms: number, speed: number | null): VehicleState {
  if (!online) return 'offline';
  if (openAlarms > 0) return 'alarm';
  return speed !== null && speed >= MOVING_KMH ? 'moving' : 'stopped';
}
