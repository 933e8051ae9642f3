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

/** An alarm (migration 005, widened by 015). Kinds, reasons and states: src/lib/alarms.ts. */
export interface AlarmsTable {
  id: Generated<number>;
  device_id: number;
  /** src/lib/alarms.ts ALARM_KINDS */
  type: string;
  /** 1–5 (graded alarms): the level reached */
  level: number;
  status: Generated<AlarmStatus>;
  /** when it opened */
  created_at: number;
  company_id: number;
  rule_id: number | null;
  graded_alarm_id: number | null;
  organization_id: number | null;
  /** 'live' notifies and escalates; 'history' (opened by old readings) does not */
  source: Generated<string>;
  first_exceeded_at: number | null;
  last_exceeded_at: number | null;
  peak_value: number | null;
  threshold: number | null;
  ended_at: number | null;
  /** src/lib/alarms.ts END_REASONS */
  end_reason: string | null;
  /** a data timeout's detail (src/lib/alarmEnds.ts END_DETAILS) and its minutes (migration 019); null when not known */
  end_detail: string | null;
  end_minutes: number | null;
  ended_by: number | null;
  ended_by_name: Generated<string>;
  close_comment: Generated<string>;
  /** 'unprocessed' | 'processed' */
  handling: Generated<string>;
  acknowledged_at: number | null;
  acknowledged_by: number | null;
  acknowledged_by_name: Generated<string>;
  ack_comment: Generated<string>;
  solution_id: number | null;
  snoozed_until: number | null;
  level_at: number | null;
  last_sent_at: number | null;
}

/** One entry of an alarm's timeline (migration 015). */
export interface AlarmEventsTable {
  id: Generated<number>;
  alarm_id: number;
  company_id: number;
  ts: number;
  /** src/lib/alarms.ts ALARM_EVENT_KINDS */
  kind: string;
  level: number | null;
  actor_id: number | null;
  actor_name: Generated<string>;
  /** JSON */
  detail: Generated<string>;
}

/** One notification (migration 015): a channel, a receiver, a text and a send state (spec §4). */
export interface AlarmNotificationsTable {
  id: Generated<number>;
  alarm_id: number | null;
  company_id: number;
  device_id: number | null;
  level: Generated<number>;
  channel: string;
  receiver_id: number | null;
  receiver_name: Generated<string>;
  address: Generated<string>;
  text: Generated<string>;
  state: string;
  call_state: string | null;
  reason: string | null;
  cost: Generated<number>;
  created_at: number;
  updated_at: number;
  /** milliseconds: when the provider answers; null once final */
  due_at: number | null;
}

/** The engine's consecutive-breach counter of a device and kind (migration 015). */
export interface AlarmCountersTable {
  device_id: number;
  kind: string;
  breaches: Generated<number>;
  since: number | null;
  peak: number | null;
  updated_at: number;
}

/** Every deduction and top-up of SMS and voice credit (migration 015). */
export interface BalanceHistoryTable {
  id: Generated<number>;
  company_id: number;
  source_company_id: number;
  /** 'sms' | 'voice' | 'funds' (migration 026) */
  kind: string;
  change: number;
  balance_after: number;
  /** 'alarm' | 'warning' | 'topUp' | 'renewal' | 'wechatPay' */
  reason: string;
  notification_id: number | null;
  actor_id: number | null;
  actor_name: Generated<string>;
  created_at: number;
}

export interface BalanceWarningStateTable {
  company_id: number;
  kind: string;
  warned: Generated<number>;
  updated_at: number;
}

/** A device's acquisition period from `since` on (migration 018): the first row holds from the beginning (since 0). */
export interface DevicePeriodsTable {
  device_id: number;
  since: number;
  period: number;
}
