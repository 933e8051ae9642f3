/**
 * The QA tools (issue 30 §5): a front end to the simulator for testing with a customer. One copy
 * of the paths, limits and answers for the console and the server (server/routes/qatools).
 */
import type { NotifyChannel, SendState } from './alarms';

export const QA_PATH = '/qatools';
export const QA_STATUS_PATH = `${QA_PATH}/status`;
export const QA_EFFECTS_PATH = `${QA_PATH}/effects`;
export const QA_LOG_PATH = `${QA_PATH}/log`;
export const QA_NOTIFICATION_PATH = `${QA_PATH}/notification`;
export const QA_READINGS_PATH = `${QA_PATH}/readings`;
export const QA_EXCURSION_PATH = `${QA_PATH}/excursion`;
export const QA_OFFLINE_PATH = `${QA_PATH}/offline`;
export const QA_RESTORE_PATH = `${QA_PATH}/restore`;
export const QA_NOTIFY_PATH = `${QA_PATH}/notify`;

/** Readings one injection sends at most. */
export const QA_MAX_READINGS = 20;
/** How far beyond the limit a forced excursion's readings lie (°C or %RH). */
export const QA_EXCURSION_MARGIN = 5;
/** How long a device forced offline stays silent in the simulator unless restored, minutes. */
export const QA_SILENCE_DEFAULT_MINUTES = 60;
export const QA_SILENCE_MAX_MINUTES = 1440;
/** The devices the status lists (first by number). */
export const QA_MAX_DEVICES = 200;
/** The log's rows per answer. */
export const QA_LOG_LIMIT = 100;
/** How often the page asks for the effects again while it waits for them. */
export const QA_POLL_MS = 3000;

export const QA_ACTIONS = ['readings', 'excursion', 'offline', 'restore', 'notify'] as const;
export type QaAction = (typeof QA_ACTIONS)[number];

export interface QaDevice {
  id: number;
  number: string;
  name: string;
  period: number;
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityMin: number | null;
  humidityMax: number | null;
  online: boolean;
  /** unix seconds until which the simulator leaves it silent; null when not silenced */
  silencedUntil: number | null;
}

export interface QaStatus {
  /** whether actions are allowed on this platform (production needs QA_TOOLS_IN_PRODUCTION) */
  enabled: boolean;
  /** whether the user holds the action code (qatoolsindex_edit) */
  canAct: boolean;
  devices: QaDevice[];
}

export interface QaReading {
  ts: number;
  temperature: number | null;
  humidity: number | null;
  battery: number | null;
  signal: number | null;
}

export interface QaAlarm {
  id: number;
  kind: string;
  level: number;
  status: string;
  createdAt: number;
  endedAt: number | null;
}

export interface QaNotification {
  id: number;
  channel: string;
  address: string;
  state: SendState | string;
  callState: string | null;
  reason: string | null;
  createdAt: number;
}

/** GET /qatools/effects?deviceId: what the device's data, alarms and notifications are now. */
export interface QaEffects {
  online: boolean;
  lastSeen: number | null;
  readings: QaReading[];
  alarms: QaAlarm[];
  notifications: QaNotification[];
}

/** Every action's answer. */
export interface QaResult {
  /** the log row */
  actionId: number;
  stored: number;
  /** alarms the action opened */
  alarmIds: number[];
  /** the test notification, for `notify` */
  notificationId: number | null;
}

export interface QaLogEntry {
  id: number;
  action: QaAction;
  username: string;
  deviceNumber: string | null;
  detail: Record<string, unknown>;
  createdAt: number;
  /** the test notification's state now, for `notify` */
  notificationState: string | null;
}

export type QaChannel = NotifyChannel;
