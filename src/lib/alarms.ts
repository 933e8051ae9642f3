/**
 * Alarms (issue 13): one contract for the server's rule engine and notifier, the socket feed, the
 * alarm panel and the alarm pages. Pure data and functions: no DOM, no Node, no clock.
 * The rules themselves are `alarmRule` records (schemas/alarmRule.schema.json); graded alarms,
 * receivers, handling solutions, balance warnings and alerters are schema entities too.
 */
import type { EndDetail } from './alarmEnds';

/** One open alarm per device and kind (issue 13 §1). */
export const ALARM_KINDS = [
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'offline',
  'battery_low',
  'power_off',
  'unplugged',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/**
 * The `eventField` of a `0003` message (spec §4): the panel names temperature, humidity, offline,
 * voltage (low battery), unplugged and (issue 26 §1) power (power off); anything else is unknown type.
 */
export const ALARM_EVENT_FIELDS = ['temperature', 'humidity', 'offline', 'voltage', 'unplugged', 'power'] as const;
export type AlarmEventField = (typeof ALARM_EVENT_FIELDS)[number];

export function eventFieldOf(kind: AlarmKind): string {
  switch (kind) {
    case 'temperature_high':
    case 'temperature_low':
      return 'temperature';
    case 'humidity_high':
    case 'humidity_low':
      return 'humidity';
    case 'battery_low':
      return 'voltage';
    case 'power_off':
      return 'power';
    default:
      return kind;
  }
}

/** The panel's label key for an eventField: a known field, else 'unknown' (spec §4). */
export function eventFieldLabel(field: unknown): AlarmEventField | 'unknown' {
  return typeof field === 'string' && (ALARM_EVENT_FIELDS as readonly string[]).includes(field) ? (field as AlarmEventField) : 'unknown';
}

/** `alarms.status`: open until it ends (automatically or by a close). */
export const ALARM_STATUSES = ['open', 'closed'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Spec §4 "Alarm handling: processed or not": processed once acknowledged or closed by hand. */
export const HANDLING_STATES = ['unprocessed', 'processed'] as const;
export type HandlingState = (typeof HANDLING_STATES)[number];

/**
 * Why an alarm ended (spec §4): automatically on data timeout (what it means: alarmEnds.ts), on an
 * edit or a deletion of its rule, when its graded alarm is disabled; or by a manual close with a reason.
 */
export const END_REASONS = ['dataTimeout', 'ruleEdited', 'ruleDeleted', 'gradedDisabled', 'manual'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** The history's state filter: open (acknowledged or not), acknowledged and still open, closed. */
export const ALARM_STATE_FILTERS = ['open', 'unacknowledged', 'acknowledged', 'closed'] as const;
export type AlarmStateFilter = (typeof ALARM_STATE_FILTERS)[number];

/** Graded levels 1 to 5 (spec §3). */
export const ALARM_LEVELS = [1, 2, 3, 4, 5] as const;
export const MAX_ALARM_LEVEL = ALARM_LEVELS.length;

/** Spec §3 "Alarm types": the channels a level may notify on. */
export const NOTIFY_CHANNELS = ['sms', 'voice', 'wechat', 'email', 'alerter', 'urlPush', 'mobilePush', 'a6Alerter', 'web'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** The channels paid from the company's credit (spec §6 balance). */
export const PAID_CHANNELS = ['sms', 'voice'] as const satisfies readonly NotifyChannel[];
export type PaidChannel = (typeof PAID_CHANNELS)[number];

/** Spec §4 "Send": the state of one notification. */
export const SEND_STATES = ['success', 'unsent', 'failed', 'inProgress', 'backlogged', 'toBeSent'] as const;
export type SendState = (typeof SEND_STATES)[number];

/** Spec §4 "Call": a voice notification's call. */
export const CALL_STATES = ['answered', 'notAnswered', 'callFailed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/**
 * Why a notification was not sent or failed: a translation key under `alarm.reasons.` (locales),
 * with the spec's exact texts where §8 gives one ('insufficientBalance' is "Insufficient balance").
 */
export const NOTIFY_REASONS = [
  'insufficientBalance',
  'voicePerMinute',
  'voicePerHour',
  'voicePerDay',
  'wechatPerDay',
  'emailPerDay',
  'messageLimit',
  'noAddress',
  'snoozed',
  'providerFailed',
] as const;
export type NotifyReason = (typeof NOTIFY_REASONS)[number];

/** Spec §8/§9 limits. */
export const ALARM_LIMITS = {
  voicePerMinute: 1,
  voicePerHour: 5,
  voicePer24Hours: 20,
  wechatPerDevicePerDay: 200,
  emailPerDevicePerDay: 200,
  /** an alarm's messages per channel (the rule's messageLimit), spec §5 */
  messageLimitMin: 2,
  messageLimitMax: 10,
  wechatRecipientsMax: 10,
  /** SMS and voice balance warning thresholds, spec §5 */
  balanceWarningMin: 10,
} as const;

/** Timeline entries of an alarm session (`alarm_events.kind`). */
export const ALARM_EVENT_KINDS = ['opened', 'level', 'notification', 'acknowledged', 'comment', 'snoozed', 'ended'] as const;
export type AlarmEventKind = (typeof ALARM_EVENT_KINDS)[number];

/** The socket's alarm event (spec §4, §7), its heartbeat, and 0103: an alarm the user sees changed (issue 26 §1, alarmOpenCount.ts). */
export const [ALARM_SOCKET_EVENT, HEARTBEAT_SOCKET_EVENT, ALARM_CHANGE_SOCKET_EVENT] = ['0003', '0002', '0103'] as const;

/**
 * A `0003` message (spec §7: event, eventField, displayTitle, message, dataTimestamp), plus the
 * alarm and device ids so the panel can open the records and fetch what it missed.
 */
export interface AlarmSocketMessage {
  event: typeof ALARM_SOCKET_EVENT;
  eventField: string;
  /** the device's name */
  displayTitle: string;
  /** language-neutral: the value against its limit ("9.2 °C > 8.0 °C"), or the minutes offline */
  message: string;
  /** unix seconds of the reading (or of the offline judgment) that opened the alarm */
  dataTimestamp: number;
  alarmId: number;
  deviceId: number;
  level: number;
  kind: AlarmKind;
}

export function isAlarmSocketMessage(value: unknown): value is AlarmSocketMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return m.event === ALARM_SOCKET_EVENT && typeof m.displayTitle === 'string' && typeof m.alarmId === 'number' && typeof m.deviceId === 'number';
}

/** Spec §9: the panel's badge shows at most 99 ("99+"). */
export const ALARM_BADGE_MAX = 99;
export function badgeText(count: number): string {
  return count > ALARM_BADGE_MAX ? `${ALARM_BADGE_MAX}+` : String(count);
}

/** The API, relative to the API base. */
export const ALARM_PATH = '/alarm';
/** `GET /alarm/feed?after={alarmId}`: open alarms the user may see with a larger id (at most 100), oldest first. */
export const ALARM_FEED_MAX = 100;

/** One alarm as the history lists it. Times are unix seconds. */
export interface AlarmRow {
  id: number;
  deviceId: number;
  deviceNumber: string;
  deviceName: string;
  organizationId: number | null;
  organizationName: string;
  kind: AlarmKind;
  level: number;
  status: AlarmStatus;
  handling: HandlingState;
  ruleId: number | null;
  ruleName: string;
  /** opened */
  createdAt: number;
  firstExceededAt: number;
  lastExceededAt: number;
  /** the furthest value from the limit while it lasted (null for offline, power off, unplugged) */
  peakValue: number | null;
  /** the limit it broke */
  threshold: number | null;
  /** seconds from opening to its end, or to now while open */
  durationSeconds: number;
  endedAt: number | null;
  endReason: EndReason | null;
  /** a data timeout's meaning and minutes (alarmEnds.ts; null: not known); the server always sends them */
  endDetail?: EndDetail | null;
  endMinutes?: number | null;
  endedBy: string;
  closeComment: string;
  acknowledgedAt: number | null;
  acknowledgedBy: string;
  ackComment: string;
  solutionId: number | null;
  snoozedUntil: number | null;
}

export interface AlarmNotification {
  id: number;
  alarmId: number | null;
  level: number;
  channel: NotifyChannel;
  receiverId: number | null;
  receiverName: string;
  /** the address used, masked for display (138****0001) */
  address: string;
  text: string;
  state: SendState;
  callState: CallState | null;
  reason: NotifyReason | null;
  cost: number;
  createdAt: number;
  updatedAt: number;
}

export interface AlarmTimelineEntry {
  id: number;
  kind: AlarmEventKind;
  ts: number;
  level: number | null;
  actor: string;
  /** kind-specific: { channel, receiverName, state, callState, reason } for notifications, { reason, comment?, detail?, minutes? } for ended … */
  detail: Record<string, unknown>;
}

/** `GET /alarm/{id}`: the session page. */
export interface AlarmSession {
  alarm: AlarmRow;
  timeline: AlarmTimelineEntry[];
  notifications: AlarmNotification[];
}

/** `GET /alarm/history` and `/alarm/advancedhistory` (the latter with `notifications` on each row). */
export interface AlarmHistoryPage {
  list: Array<AlarmRow & { notifications?: AlarmNotification[] }>;
  total: number;
  truncated: boolean;
  message?: string;
}

/** Query of the history pages: the range (31 days at most, spec §5) and the filters. */
export interface AlarmHistoryQuery {
  start: string | number;
  end: string | number;
  deviceId?: number;
  organizationId?: number;
  kind?: AlarmKind;
  level?: number;
  state?: AlarmStateFilter;
}

/** `POST /alarm/acknowledge` (JSON): one or many, with a comment, a solution or both (at least one); a solution's text stands for the comment when none is typed. */
export interface AcknowledgeBody {
  ids: number[];
  comment?: string;
  solutionId?: number;
}
/** `POST /alarm/close`: a manual end, with its reason (required). */
export interface CloseBody {
  ids: number[];
  reason: string;
}
/** `POST /alarm/snooze`: no notification for these minutes. */
export interface SnoozeBody {
  ids: number[];
  minutes: number;
}
export const SNOOZE_CHOICES_MINUTES = [15, 30, 60, 120, 240, 480, 1440] as const;
export const ALARM_COMMENT_MAX = 500;
export const ALARM_BULK_MAX = 100; // ids one bulk call may name

/** `POST /alarm/...` bulk answer: what was done, and what was not with why. */
export interface BulkResult {
  done: number[];
  skipped: Array<{ id: number; reason: 'notFound' | 'closed' | 'alreadyAcknowledged' }>;
}

/** `GET /alarm/stats?start&end&utcOffset`. */
export interface AlarmStats {
  byDay: Array<{ day: string; count: number }>;
  byKind: Array<{ kind: AlarmKind; count: number }>;
  byLevel: Array<{ level: number; count: number }>;
  byOrganization: Array<{ organizationId: number | null; organizationName: string; count: number }>;
  total: number;
  /** null when none was acknowledged in the range */
  meanAckSeconds: number | null;
  /** of the ended ones; null when none ended */
  meanDurationSeconds: number | null;
}

/** `GET /alarm/reasonstats?start&end`. */
export type { AlarmReasonStats } from './alarmEnds';
