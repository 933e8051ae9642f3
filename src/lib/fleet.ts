/**
 * The fleet's pages (issue 12 §3): the device state list, the device statistics and the
 * dashboard's live panel. Pure data and functions, shared by the server that computes the
 * figures and the console that shows them. The monitor's own contract is src/lib/readings.ts.
 */
import { expiringSoonLimit } from './expiry';
import { LOW_BATTERY_PERCENT, MONITOR_PATH, type MonitorState } from './readings';

/**
 * Spec §4 "Device: … expired, expiring soon, to be renewed". A device is `expired` once its
 * expiry date has passed, `expiringSoon` within the next 3 months (spec §9, src/lib/expiry.ts),
 * else `valid`. "To be renewed" is the two together: what the "Devices pending renewal" page
 * lists (`expireDate_lte $expiringSoon`), offered as a filter rather than a fourth state.
 */
export const EXPIRY_STATES = ['valid', 'expiringSoon', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
export const EXPIRY_FILTERS = [...EXPIRY_STATES, 'toRenew'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];

/** The dashboard summary's rule: expired before now, expiring soon from now until 3 months on. */
export function expiryOf(expireDate: number, nowUnix: number): ExpiryState {
  if (expireDate < nowUnix) return 'expired';
  return expireDate < expiringSoonLimit(nowUnix) ? 'expiringSoon' : 'valid';
}

/**
 * Charging: on external power with the battery not yet full. Unknown (null) when the device does
 * not report its power or its battery.
 */
export function chargingOf(power: number | null, battery: number | null): boolean | null {
  if (power === null || battery === null) return null;
  return power === 1 && battery < 100;
}

/**
 * Locked: the door (or lock) contact of a model with the `door` channel reports closed (0);
 * open (1) is unlocked. A model without that contact has no lock state (null). See README,
 * "Device states".
 */
export function lockedOf(door: number | null): boolean | null {
  return door === null ? null : door === 0;
}

/** `GET /monitor/states?q&organizationId&type&online&power&charging&locked&bound&expiry&page&limit`: DeviceStatesPage. */
export const DEVICE_STATES_PATH = `${MONITOR_PATH}/states`;
/** The yes/no filters of the state list: `1` or `0` in the address and the query. */
export const STATE_FLAGS = ['online', 'power', 'charging', 'locked', 'bound'] as const;
export type StateFlag = (typeof STATE_FLAGS)[number];

export interface DeviceStateRow {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  organizationId: number;
  online: boolean;
  /** unix seconds of the last reading received; null before the first */
  lastSeen: number | null;
  /** percent; the latest reading's, else the device record's */
  battery: number | null;
  signal: number | null;
  /** external power on; null when the model does not report it or nothing came yet */
  power: boolean | null;
  charging: boolean | null;
  locked: boolean | null;
  /** fitted to an asset */
  bound: boolean;
  assetId: number | null;
  /** unix seconds */
  expireDate: number;
  expiry: ExpiryState;
}

export interface DeviceStatesPage {
  list: DeviceStateRow[];
  total: number;
}

/** `GET /monitor/statistics?organizationId&type&utcOffset`: DeviceStatistics. */
export const DEVICE_STATISTICS_PATH = `${MONITOR_PATH}/statistics`;
/** Days of the online rate, today included. */
export const ONLINE_RATE_DAYS = 30;

/** Battery buckets, percent, both ends included; the first is the monitor's "low battery". */
export const BATTERY_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [0, LOW_BATTERY_PERCENT],
  [LOW_BATTERY_PERCENT + 1, 40],
  [41, 60],
  [61, 80],
  [81, 100],
];

export interface CountOf<K extends string | number> {
  key: K;
  count: number;
}

export interface OnlineRateDay {
  /** unix seconds of the day's start in the requested zone */
  day: number;
  /** devices that sent at least one reading that day */
  reporting: number;
  /** the devices counted (the fleet under the filters) */
  devices: number;
  /** reporting ÷ devices, 0…1; null for the days before the fleet's first reading (no data, not 0 %) */
  rate: number | null;
}

export interface DeviceStatistics {
  total: number;
  byType: CountOf<string>[];
  byModel: CountOf<string>[];
  byState: Record<MonitorState, number>;
  /** organization id → its own devices (not those of the organizations under it), with its name */
  byOrganization: Array<CountOf<number> & { name: string }>;
  /** oldest first, ONLINE_RATE_DAYS days ending today */
  onlineRate: OnlineRateDay[];
  /** one count a BATTERY_BUCKETS entry, in order, then the devices with no battery figure */
  battery: { buckets: number[]; unknown: number };
}

/** `GET /monitor/live`: the dashboard's live panel. */
export const FLEET_LIVE_PATH = `${MONITOR_PATH}/live`;
export const LIVE_HOURS = 24;

export interface FleetLive {
  total: number;
  /** now, from the latest state (the monitor's counts) */
  exceeding: number;
  offline: number;
  /**
   * LIVE_HOURS + 1 points, oldest first, one an hour ending now: the devices whose latest reading
   * at that moment was out of their thresholds, that reading no older than their offline time.
   */
  hourly: Array<{ ts: number; exceeding: number }>;
}
