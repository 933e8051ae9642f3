/**
 * The map pages (issue 14 §2): the live vehicles, a track to replay, the data overview, the fixed
 * assets and the resources. Pure data and functions shared by the server that answers and the
 * console that draws. Every position here is WGS-84 (src/lib/geo.ts converts for display).
 */
import type { AlarmKind } from './alarms';
import type { Thresholds } from './readings';

export const MAP_PATH = '/map';

/** A vehicle's state on the map, by precedence: offline, then in alarm (an open alarm), then moving, else stopped. */
export const VEHICLE_STATES = ['moving', 'stopped', 'offline', 'alarm'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/** Faster than this (km/h) between its last two positions, a vehicle is moving. */
export const MOVING_KMH = 3;

export interface MapWaybill {
  id: number;
  number: string;
  /** the parties' institutions (spec §3 Waybill) */
  consignor: string;
  consignee: string;
}

/**
 * `GET /map/vehicles?q&organizationId&state`: every vehicle terminal (a device fitted to a vehicle asset, or a
 * vehicle-terminal device) of the company the user sees, with its last position. A device that never sent a position has none
 * (`lat`/`lng` null) and is listed but not drawn.
 */
export interface VehicleRow {
  deviceId: number;
  number: string;
  name: string;
  organizationId: number;
  assetId: number | null;
  /** the asset's name, else the device's */
  assetName: string;
  plate: string | null;
  lat: number | null;
  lng: number | null;
  /** unix seconds of the position's reading */
  positionTs: number | null;
  /** unix seconds: the last reading received */
  lastSeen: number | null;
  /** km/h between the last two positions; null with fewer than two */
  speedKmh: number | null;
  /** degrees from north, 0–359; null when it has not moved */
  heading: number | null;
  temperature: number | null;
  humidity: number | null;
  thresholds: Thresholds;
  state: VehicleState;
  /** its open alarm kinds */
  alarms: AlarmKind[];
  /** the waybill in transit on its vehicle, if any */
  waybill: MapWaybill | null;
}

export interface VehiclesAnswer {
  list: VehicleRow[];
  /** vehicles per state under every filter but `state` */
  counts: Record<VehicleState, number>;
}

/** One point of a track: [unix seconds, lat, lng, temperature or null]. Arrays, not objects: 43,200 of them travel. */
export type TrackPoint = [ts: number, lat: number, lng: number, temperature: number | null];

/** A stop: the vehicle stood still (within STOP_RADIUS_M) for STOP_MIN_SECONDS or more. */
export const STOP_MIN_SECONDS = 300;
export const STOP_RADIUS_M = 50;

export interface TrackStop {
  start: number;
  end: number;
  lat: number;
  lng: number;
}

export interface TrackAlarm {
  id: number;
  kind: AlarmKind;
  /** when it opened, and where the vehicle was then (the nearest point in time) */
  ts: number;
  lat: number;
  lng: number;
  status: 'open' | 'closed';
}

/**
 * `GET /map/track/{deviceId}?start&end&utcOffset`: the range under spec §5 (checkTimeRange, the
 * user's ReportCheckTimeRange). Every position of the range at full resolution, in time order.
 */
export interface Track {
  deviceId: number;
  number: string;
  name: string;
  start: number;
  end: number;
  points: TrackPoint[];
  thresholds: Thresholds;
  stops: TrackStop[];
  alarms: TrackAlarm[];
}

/** Replay speeds: story seconds per real second, relative to 1× = one track minute per real second. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Figures of one organization (its subtree) for the data overview. `excursionsToday`: alarms of a temperature or humidity kind opened today. */
export interface SiteFigures {
  devices: number;
  online: number;
  openAlarms: number;
  excursionsToday: number;
}

/** `GET /map/overview?utcOffset`: the organizations the user sees with their figures; those without coordinates have lat/lng null. */
export interface OverviewSite extends SiteFigures {
  organizationId: number;
  name: string;
  parentId: number | null;
  level: number;
  lat: number | null;
  lng: number | null;
  /** the organization's own cold stores (asset role 2) */
  stores: number;
}

export interface OverviewRegion extends SiteFigures {
  /** the top-level organization under the company's headquarters that the region sums */
  organizationId: number;
  name: string;
}

export interface MapOverview {
  sites: OverviewSite[];
  regions: OverviewRegion[];
  totals: SiteFigures;
}

/**
 * `GET /map/assets?role&organizationId`: the fixed assets (role 2 cold store, 3 cold box, 4 refrigerator
 * cabinet) placed at their organization's coordinates, each with its devices' latest readings.
 */
export interface MapAssetDevice {
  deviceId: number;
  number: string;
  name: string;
  online: boolean;
  temperature: number | null;
  humidity: number | null;
  lastSeen: number | null;
  state: 'normal' | 'exceeding' | 'offline' | 'lowBattery';
}

export interface MapAsset {
  id: number;
  name: string;
  role: number;
  organizationId: number;
  organizationName: string;
  lat: number | null;
  lng: number | null;
  devices: MapAssetDevice[];
}

/** Distance in metres between two WGS-84 points (haversine; enough for stops and speeds). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
