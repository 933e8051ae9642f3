/**
 * Row types of the device telemetry tables: readings, the latest state of each device, the
 * commands sent to devices (issue 12) and the devices' alarms. Part of `Database` (schema.ts), split out to keep that file
 * to the platform's core tables.
 */
import type { Generated } from 'kysely';

/** The numeric fields of a reading (src/lib/readings.ts READING_FIELDS); null where not measured. */
export interface ReadingValues {
  temperature: number | null;
  humidity: number | null;
  battery: number | null;
  signal: number | null;
  power: number | null;
  lat: number | null;
  lng: number | null;
  pressure: number | null;
  light: number | null;
  o2: number | null;
  co2: number | null;
  shake: number | null;
  door: number | null;
}

/** One reading; the key is (device_id, ts). */
export interface ReadingsTable extends ReadingValues {
  device_id: number;
  /** unix seconds of the measurement */
  ts: number;
}

/** The latest state of a device: its newest reading, when it was last heard from, online or not. */
export interface DeviceStateTable extends ReadingValues {
  device_id: number;
  ts: number;
  /** server time (unix seconds) of the last reading received */
  last_seen: number;
  online: Generated<number>;
  /** when `online` last changed */
  changed_at: number;
}

/** A command sent to a device (migration 014): parameter settings or a firmware upgrade. */
export interface DeviceCommandsTable {
  id: Generated<number>;
  company_id: number;
  device_id: number;
  /** the device's number when the command was sent */
  device_number: string;
  /** 'settings' | 'upgrade' */
  kind: string;
  /** JSON: what it sets, and the device's values of the same keys before */
  new_values: string;
  old_values: string;
  /** spec §4: reserved, requesting, setting, success, failed, timeout */
  state: Generated<string>;
  progress: number | null;
  reason: string | null;
  /** decided when sent: 'success' | 'failed' | 'timeout' */
  outcome: string;
  sent_by: number;
  sent_by_username: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** milliseconds: when the responder next acts; null once final */
  due_at: number | null;
}

export type AlarmStatus = 'open' | 'closed';

export interface AlarmsTable {
  id: Generated<number>;
  device_id: number;
  /** 'temperature_high', 'temperature_low', 'humidity_high', 'offline', 'battery_low' */
  type: string;
  /** 1–5 (graded alarms) */
  level: number;
  status: Generated<AlarmStatus>;
  created_at: number;
  company_id: number;
}
