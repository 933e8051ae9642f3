/**
 * An alarm's values as the pages show and export them: kind, level, state, duration, the peak
 * against its limit. Pure over `translate`; the same words on the screen and in the export.
 */
import { FIELD_RULES, type ReadingField } from '../../../src/lib/readings';
import { ALARM_KINDS, type AlarmKind, type AlarmRow, type AlarmStateFilter } from '../../../src/lib/alarms';
import { isEndDetail } from '../../../src/lib/alarmEnds';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The reading field an alarm kind is about (the session page's chart), null for none of its own. */
export function kindField(kind: AlarmKind): ReadingField | null {
  if (kind.startsWith('temperature')) return 'temperature';
  if (kind.startsWith('humidity')) return 'humidity';
  if (kind === 'battery_low') return 'battery';
  return null;
}

/** A value with its field's decimals and unit ("9.2 °C"). */
export function withUnit(field: ReadingField | null, value: number): string {
  if (!field) return String(value);
  const rule = FIELD_RULES[field];
  return `${value.toFixed(rule.decimals)}${rule.unit ? ` ${rule.unit}` : ''}`;
}

/** "9.2 °C / 8.0 °C": the furthest value against the limit it broke; '' when the kind has none (offline, power off, unplugged). */
export function peakText(row: Pick<AlarmRow, 'kind' | 'peakValue' | 'threshold'>): string {
  const field = kindField(row.kind);
  if (row.peakValue === null) return '';
  return row.threshold === null ? withUnit(field, row.peakValue) : `${withUnit(field, row.peakValue)} / ${withUnit(field, row.threshold)}`;
}

/** The history's state of a row: ended, or open and acknowledged or not (the state filter's words). */
export function rowState(row: Pick<AlarmRow, 'status' | 'acknowledgedAt'>): Exclude<AlarmStateFilter, 'open'> {
  if (row.status === 'closed') return 'closed';
  return row.acknowledgedAt === null ? 'unacknowledged' : 'acknowledged';
}

export const stateWord = (translate: Translate, row: Pick<AlarmRow, 'status' | 'acknowledgedAt'>) => translate(`alarm.stateFilters.${rowState(row)}`);
/** A kind's name; "Unknown type (…)" only for a value that is not one of ALARM_KINDS. */
export const isAlarmKind = (kind: string): kind is AlarmKind => (ALARM_KINDS as readonly string[]).includes(kind);
export const kindWord = (translate: Translate, kind: string) =>
  isAlarmKind(kind) ? translate(`alarm.kinds.${kind}`) : translate('alarm.pages.unknownKind', { kind });

/** An end as the server records it: on an alarm row, or on its `ended` timeline entry. */
export interface EndWords {
  reason: unknown;
  detail?: unknown;
  minutes?: unknown;
}

/**
 * Why an alarm ended, in words (issue 26): a data timeout with its detail reads "No reading beyond
 * the limit for 10 minutes (back in range)" or "Device silent: no data for 10 minutes"; without one
 * (an end stored before the engine told them apart) the plain reason. '' when it has not ended.
 */
export function endText(translate: Translate, end: EndWords): string {
  if (typeof end.reason !== 'string' || !end.reason) return '';
  if (end.reason === 'dataTimeout' && isEndDetail(end.detail) && typeof end.minutes === 'number') {
    return translate(`alarm.endDetails.${end.detail}`, { smart_count: end.minutes });
  }
  return translate(`alarm.endReasons.${end.reason}`, { _: end.reason });
}

export const rowEndText = (translate: Translate, row: Pick<AlarmRow, 'endReason' | 'endDetail' | 'endMinutes'>) =>
  endText(translate, { reason: row.endReason, detail: row.endDetail, minutes: row.endMinutes });
export const levelWord = (translate: Translate, level: number) => translate('alarm.level', { level });

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/** "2 d 3 h", "3 h 5 min", "5 min", "under a minute": the two largest units. */
export function durationText(translate: Translate, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < MINUTE) return translate('alarm.pages.duration.underMinute');
  const parts: string[] = [];
  const days = Math.floor(s / DAY);
  const hours = Math.floor((s % DAY) / HOUR);
  const minutes = Math.floor((s % HOUR) / MINUTE);
  if (days) parts.push(translate('alarm.pages.duration.days', { n: days }));
  if (hours) parts.push(translate('alarm.pages.duration.hours', { n: hours }));
  if (minutes && !days) parts.push(translate('alarm.pages.duration.minutes', { n: minutes }));
  return parts.slice(0, 2).join(' ');
}

/** Minutes as the snooze offers them: "15 minutes", "2 hours", "1 day". */
export function minutesText(translate: Translate, minutes: number): string {
  if (minutes % (24 * 60) === 0) return translate('alarm.pages.snooze.days', { smart_count: minutes / (24 * 60) });
  if (minutes % 60 === 0) return translate('alarm.pages.snooze.hours', { smart_count: minutes / 60 });
  return translate('alarm.pages.snooze.minutes', { smart_count: minutes });
}
