/**
 * Device readings (issue 12): one contract for the devices and gateways that send them, the
 * server that stores them, the simulator that makes them and the console that shows them.
 * Pure data and functions: no DOM, no Node, no clock.
 */

/** What a device can measure or report (spec §3 "Indicators", as far as a reading carries them). */
export const CHANNELS = ['temperature', 'humidity', 'battery', 'signal', 'power', 'position', 'pressure', 'light', 'o2', 'co2', 'shake', 'door'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The numeric fields of a reading, as sent and as stored. `position` is the pair lat/lng (WGS-84,
 * what GPS gives); `power` is external power (1 on, 0 off); `door` is door open / unplugged (1).
 */
export const READING_FIELDS = ['temperature', 'humidity', 'battery', 'signal', 'power', 'lat', 'lng', 'pressure', 'light', 'o2', 'co2', 'shake', 'door'] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

/** The field(s) each channel fills. */
export const CHANNEL_FIELDS: Record<Channel, readonly ReadingField[]> = {
  temperature: ['temperature'],
  humidity: ['humidity'],
  battery: ['battery'],
  signal: ['signal'],
  power: ['power'],
  position: ['lat', 'lng'],
  pressure: ['pressure'],
  light: ['light'],
  o2: ['o2'],
  co2: ['co2'],
  shake: ['shake'],
  door: ['door'],
};

/**
 * The on/off fields (1 on or open, 0 off or closed): shown in words, never summed up as lowest
 * and highest figures (issue 26 §3 "External power reads on/off").
 */
export const SWITCH_FIELDS = ['power', 'door'] as const satisfies readonly ReadingField[];
export type SwitchField = (typeof SWITCH_FIELDS)[number];

export function isSwitchField(field: string): field is SwitchField {
  return (SWITCH_FIELDS as readonly string[]).includes(field);
}

/** The locale keys of a switch's two states: [off, on]. */
export const SWITCH_WORDS: Record<SwitchField, readonly [string, string]> = {
  power: ['resources.device.records.values.off', 'resources.device.records.values.on'],
  door: ['resources.device.records.values.closed', 'resources.device.records.values.open'],
};

export interface FieldRule {
  /** physically possible range, both ends included: a value outside is refused, not clamped */
  min: number;
  max: number;
  /** decimals kept when stored (temperature and humidity: one, spec §5) */
  decimals: number;
  unit: string;
}

export const FIELD_RULES: Record<ReadingField, FieldRule> = {
  temperature: { min: -100, max: 150, decimals: 1, unit: '°C' },
  humidity: { min: 0, max: 100, decimals: 1, unit: '%RH' },
  battery: { min: 0, max: 100, decimals: 0, unit: '%' },
  signal: { min: 0, max: 100, decimals: 0, unit: '%' },
  power: { min: 0, max: 1, decimals: 0, unit: '' },
  lat: { min: -90, max: 90, decimals: 6, unit: '°' },
  lng: { min: -180, max: 180, decimals: 6, unit: '°' },
  pressure: { min: 300, max: 1100, decimals: 1, unit: 'hPa' },
  light: { min: 0, max: 200_000, decimals: 0, unit: 'lx' },
  o2: { min: 0, max: 100, decimals: 1, unit: '%' },
  co2: { min: 0, max: 100_000, decimals: 0, unit: 'ppm' },
  shake: { min: 0, max: 50, decimals: 2, unit: 'g' },
  door: { min: 0, max: 1, decimals: 0, unit: '' },
};

/**
 * Which channels each device model has: the pages show only these, and ingestion refuses a
 * value on a channel the model lacks. A model not listed has the DEFAULT_CHANNELS.
 */
export const MODEL_CHANNELS: Record<string, readonly Channel[]> = {
  'CT-100': ['temperature', 'battery', 'signal', 'power'],
  'CTH-200': ['temperature', 'humidity', 'battery', 'signal', 'power'],
  'CV-300G': ['temperature', 'humidity', 'battery', 'signal', 'power', 'position', 'door'],
  'CB-50': ['temperature', 'battery', 'signal', 'position', 'light', 'shake'],
  'CE-900': ['temperature', 'humidity', 'battery', 'signal', 'power', 'pressure', 'o2', 'co2', 'door'],
};
export const DEFAULT_CHANNELS: readonly Channel[] = ['temperature', 'humidity', 'battery', 'signal', 'power'];

export function channelsOf(model: string | null | undefined): readonly Channel[] {
  return (model && MODEL_CHANNELS[model]) || DEFAULT_CHANNELS;
}

/** A stored reading: unix seconds, and the fields the device's model has (others null). */
export type Reading = { ts: number } & { [F in ReadingField]: number | null };

/**
 * One row of an ingestion batch, as a device or gateway sends it. `number` is the device's
 * 8-digit number (what the device knows, not the database id); `ts` follows spec §5's timestamp
 * rules (10 digits seconds, 13 or more milliseconds). Absent fields are not measured.
 */
export type ReadingInput = { number: string; ts: number | string } & Partial<Record<ReadingField, number | null>>;

/**
 * The public ingestion endpoint. The body (JSON or form) carries `data`: the batch as a JSON
 * text (so that the signature covers it: nested objects are never signed), plus `timeunix`,
 * `nonce` and `sign` (the spec's public-API "sign field" variant, src/lib/signing.ts
 * withSignField) made with the device salt (SIGN_SALT_DEVICE), not the console's.
 */
export const INGEST_PATH = '/open/readings';
export const INGEST_MAX_BATCH = 2000;

/** Why one row of a batch was refused: a `validation.readings.*` key of the locale files. */
export interface RejectedRow {
  /** position in the batch, from 0 */
  index: number;
  number?: string;
  field?: ReadingField | 'number' | 'ts';
  reason: string;
  /** the reason in the request's language */
  message: string;
}

export interface IngestResult {
  /** new rows stored */
  stored: number;
  /** rows whose (device, ts) was stored before: kept once */
  duplicates: number;
  rejected: RejectedRow[];
}

/** The socket event of a device's new reading. The alarm client reads 0002 (heartbeat) and 0003 (alarm) only. */
export const READING_EVENT = '0101';
/** The socket event of a device going online or offline without a reading (the passing of time). */
export const DEVICE_STATE_EVENT = '0102';

export interface ReadingEvent {
  event: typeof READING_EVENT;
  eventField: 'reading';
  displayTitle: string;
  message: string;
  dataTimestamp: number;
  deviceId: number;
  reading: Reading;
  online: boolean;
}

export interface DeviceStateEvent {
  event: typeof DEVICE_STATE_EVENT;
  eventField: 'online';
  displayTitle: string;
  message: string;
  dataTimestamp: number;
  deviceId: number;
  online: boolean;
}

/** The thresholds a device's values are judged against (its own settings). */
export interface Thresholds {
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityMin: number | null;
  humidityMax: number | null;
}

/** Spec §5: offline judgment is an integer of at least 10 minutes. */
export const MIN_OFFLINE_MINUTES = 10;
/** Battery at or under this percentage shows as low. */
export const LOW_BATTERY_PERCENT = 20;

/**
 * Offline: nothing received for longer than the configured offline time AND at least one
 * acquisition period (spec §5: "the offline trigger value must exceed at least one acquisition period").
 */
export function offlineAfterSeconds(offlineMinutes: number, acquisitionPeriodSeconds: number): number {
  return Math.max(Math.max(MIN_OFFLINE_MINUTES, offlineMinutes) * 60, acquisitionPeriodSeconds);
}

export function isOnline(lastSeen: number | null, nowUnix: number, offlineMinutes: number, acquisitionPeriodSeconds: number): boolean {
  return lastSeen !== null && nowUnix - lastSeen <= offlineAfterSeconds(offlineMinutes, acquisitionPeriodSeconds);
}

export type MonitorState = 'normal' | 'exceeding' | 'offline' | 'lowBattery';
export const MONITOR_STATES: readonly MonitorState[] = ['normal', 'exceeding', 'offline', 'lowBattery'];

/** A value against its range: below, inside or above (null bounds are open). */
export function judge(value: number | null, min: number | null, max: number | null): 'low' | 'ok' | 'high' | null {
  if (value === null) return null;
  if (min !== null && value < min) return 'low';
  if (max !== null && value > max) return 'high';
  return 'ok';
}

/** The monitor's state of a device: offline first, then a value out of its thresholds, then a low battery. */
export function monitorState(online: boolean, reading: Pick<Reading, 'temperature' | 'humidity' | 'battery'> | null, t: Thresholds): MonitorState {
  if (!online) return 'offline';
  if (!reading) return 'normal';
  const out = (v: ReturnType<typeof judge>) => v === 'low' || v === 'high';
  if (out(judge(reading.temperature, t.temperatureMin, t.temperatureMax)) || out(judge(reading.humidity, t.humidityMin, t.humidityMax))) return 'exceeding';
  if (reading.battery !== null && reading.battery <= LOW_BATTERY_PERCENT) return 'lowBattery';
  return 'normal';
}

/**
 * `GET /readings/{deviceId}?start&end&mode=rows|chart&points=N`, range under spec §5 and the
 * user's ReportCheckTimeRange. `rows`: the newest MAX_ROWS (100) readings, newest first, with the
 * truncation message; `chart`: each channel downsampled (LTTB) to at most `points` points, with
 * the min and max of every excursion kept. `utcOffset` (minutes east of UTC, default 0): the user's zone,
 * that zone-less date strings are read in and that the export writes its times in.
 */
export const READINGS_PATH = '/readings';
export const CHART_MAX_POINTS = 2000;
export const CHART_DEFAULT_POINTS = 1000;

export interface ReadingRows {
  list: Reading[];
  total: number;
  truncated: boolean;
  /** the spec's truncation message naming the limit, when cut */
  message?: string;
}

/** [unix seconds, value] */
export type SeriesPoint = [number, number];

export interface ReadingChart {
  /** one series per numeric channel the model has (lat/lng excluded) */
  series: Partial<Record<ReadingField, SeriesPoint[]>>;
  /** readings in the range before downsampling */
  total: number;
  thresholds: Thresholds;
}

/** `GET /readings/{deviceId}/export?start&end&format=csv|xlsx&utcOffset`: the whole range, streamed (csv by default). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `GET /monitor?q&organizationId&type&state&assetRole&page&limit`: devices with their latest state (MonitorPage). */
export const MONITOR_PATH = '/monitor';

export interface MonitorRow {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  organizationId: number;
  assetId: number | null;
  channels: Channel[];
  thresholds: Thresholds;
  online: boolean;
  /** unix seconds of the last reading received, null before the first */
  lastSeen: number | null;
  reading: Reading | null;
  state: MonitorState;
  /** the asset the device is fitted to (brand, model and volume for a refrigerator cabinet); null when none */
  asset?: MonitorAsset | null;
}

/** spec §2: asset role 4 is the refrigerator cabinet (the cold-chain cabinet page's devices). */
export const CABINET_ASSET_ROLE = 4;
/** `GET /monitor`: rows a page at most. */
export const MONITOR_MAX_LIMIT = 1000;

export interface MonitorAsset {
  id: number;
  name: string;
  /** 1 vehicle, 2 cold store, 3 box, 4 refrigerator cabinet */
  role: number;
  brand?: string;
  model?: string;
  /** as the asset record holds it (defs capacity) */
  volume?: number;
}

/** The answer of `GET /monitor`. */
export interface MonitorPage {
  list: MonitorRow[];
  /** rows matching every filter, the state included */
  total: number;
  /** rows per state under the other filters (text, organization, type, asset role): the filter chips */
  counts: Record<MonitorState, number>;
}

/** Round a value to the decimals its field keeps. */
export function roundField(field: ReadingField, value: number): number {
  const f = 10 ** FIELD_RULES[field].decimals;
  return Math.round(value * f) / f;
}
