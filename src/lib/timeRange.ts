/**
 * Spec §5 "Query time range": the console checks a query's range before sending it and the
 * server checks it again on arrival, with this one module (STYLE §6). Pure: no DOM, no clock.
 * Errors are translation keys under `timeRange.` in the locale files.
 */

/** A message as a translation key and its parameters (the shape of a validation FieldIssue). */
export interface TimeRangeMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The longest range a screen allows: a week (7 days), a calendar month from the start,
 * 30 or 31 days, or any number of days (spec §9's ReportCheckTimeRange is 31).
 */
export type MaxSpan = 'week' | 'month' | '30days' | '31days' | number;

export interface TimeRangeOptions {
  /** unset (or not a positive number of days): the request has no limit configured, an error */
  maxSpan?: MaxSpan | null;
  /**
   * The time zone that calendar months and zone-less date strings ('2024-05-01 08:00') are read
   * in, as minutes east of UTC (480 for China). Default 0, so console and server agree.
   */
  utcOffsetMinutes?: number;
}

export type TimeRangeResult = { ok: true; start: number; end: number } | ({ ok: false; field?: 'start' | 'end' } & TimeRangeMessage);

export type TimeValue = { ok: true; seconds: number } | ({ ok: false } & TimeRangeMessage);

/** Spec §5: "A query returns at most 100 rows." */
export const MAX_ROWS = 100;

const DAY = 86400;

/** Days of the named spans; 'month' is a calendar month and has none. */
export const SPAN_DAYS: Record<Exclude<MaxSpan, number | 'month'>, number> = { week: 7, '30days': 30, '31days': 31 };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function shown(value: unknown): string {
  if (value instanceof Date) return 'Invalid Date';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

const failure = (value: unknown): TimeValue => ({ ok: false, key: 'timeRange.conversionFailed', params: { value: shown(value) } });

/** Spec §5: fewer than 10 digits unsupported; 13 or more digits are milliseconds, else seconds. */
function fromTimestamp(value: number, original: unknown): TimeValue {
  if (!Number.isFinite(value) || value < 0) return failure(original);
  const whole = Math.floor(value);
  const digits = String(whole).length;
  if (digits < 10) return { ok: false, key: 'timeRange.shortTimestamp', params: { value: shown(original) } };
  return { ok: true, seconds: digits >= 13 ? Math.floor(whole / 1000) : whole };
}

const LOCAL = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A date string: 'YYYY-MM-DD[ HH:mm[:ss]]' (also with / or .) in the given zone, or ISO 8601 with its own zone. */
function fromString(text: string, utcOffsetMinutes: number): TimeValue {
  const value = text.trim();
  if (/^\d+$/.test(value)) return fromTimestamp(Number(value), text);
  const local = LOCAL.exec(value);
  if (local) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = local.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
    const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
    const check = new Date(ms);
    // Date.UTC rolls 31 Feb over to March: a day or time out of range is not a date
    if (check.getUTCMonth() !== (month ?? 1) - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return failure(text);
    return { ok: true, seconds: Math.floor(ms / 1000) - utcOffsetMinutes * 60 };
  }
  if (ZONED.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? failure(text) : { ok: true, seconds: Math.floor(ms / 1000) };
  }
  return failure(text);
}

/**
 * One end of a range as unix seconds. Spec §5: strings, objects (Date, or anything whose
 * `valueOf()` is a timestamp, like dayjs) and numbers; any other type is unsupported.
 */
export function toUnixSeconds(value: unknown, utcOffsetMinutes = 0): TimeValue {
  switch (typeof value) {
    case 'number':
      return fromTimestamp(value, value);
    case 'string':
      return fromString(value, utcOffsetMinutes);
    case 'object': {
      if (value === null) return failure(value);
      const primitive: unknown = value.valueOf();
      if (value instanceof Date) return Number.isNaN(primitive) ? failure(value) : { ok: true, seconds: Math.floor((primitive as number) / 1000) };
      return typeof primitive === 'number' ? fromTimestamp(primitive, value) : failure(value);
    }
    default:
      return { ok: false, key: 'timeRange.unsupportedType', params: { type: typeof value } };
  }
}

/** The same moment `months` calendar months later in the given zone; a day the month lacks becomes its last (31 Jan → 28/29 Feb). */
export function addMonths(seconds: number, months: number, utcOffsetMinutes = 0): number {
  const shift = utcOffsetMinutes * 60;
  const date = new Date((seconds + shift) * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000) - shift;
}

const daysOf = (span: MaxSpan): number | undefined => (typeof span === 'number' ? span : span === 'month' ? undefined : SPAN_DAYS[span]);

function isConfigured(span: MaxSpan | null | undefined): span is MaxSpan {
  if (span === undefined || span === null) return false;
  if (typeof span === 'number') return Number.isFinite(span) && span > 0;
  return span === 'month' || span in SPAN_DAYS;
}

/** The latest end a range starting at `start` may have. */
export function latestEnd(start: number, span: MaxSpan, utcOffsetMinutes = 0): number {
  const days = daysOf(span);
  return days === undefined ? addMonths(start, 1, utcOffsetMinutes) : start + days * DAY;
}

/** The "cannot exceed" message of a span, naming it (e.g. 7 days, one month). */
export function spanMessage(span: MaxSpan): TimeRangeMessage {
  const days = daysOf(span);
  return days === undefined ? { key: 'timeRange.tooLongMonth' } : { key: 'timeRange.tooLong', params: { days } };
}

/** Spec §5 "Query time range": both ends required, a limit configured, start ≤ end, span within the limit. */
export function checkTimeRange(start: unknown, end: unknown, options: TimeRangeOptions = {}): TimeRangeResult {
  if (isBlank(start) || isBlank(end)) return { ok: false, key: 'timeRange.required' };
  const { maxSpan, utcOffsetMinutes = 0 } = options;
  if (!isConfigured(maxSpan)) return { ok: false, key: 'timeRange.noLimit' };
  const from = toUnixSeconds(start, utcOffsetMinutes);
  if (!from.ok) return { ...from, field: 'start' };
  const to = toUnixSeconds(end, utcOffsetMinutes);
  if (!to.ok) return { ...to, field: 'end' };
  if (from.seconds > to.seconds) return { ok: false, key: 'timeRange.startAfterEnd' };
  if (to.seconds > latestEnd(from.seconds, maxSpan, utcOffsetMinutes)) return { ok: false, ...spanMessage(maxSpan) };
  return { ok: true, start: from.seconds, end: to.seconds };
}

export interface TruncatedRows<T> {
  rows: T[];
  /** how many rows there were before the cut */
  total: number;
  truncated: boolean;
  /** when cut: `timeRange.truncated` with the limit */
  message?: TimeRangeMessage;
}

/** Spec §5: a query returns at most `limit` rows; the excess is cut with a message giving the limit. */
export function truncateRows<T>(rows: readonly T[], limit: number = MAX_ROWS): TruncatedRows<T> {
  if (rows.length <= limit) return { rows: [...rows], total: rows.length, truncated: false };
  return { rows: rows.slice(0, limit), total: rows.length, truncated: true, message: { key: 'timeRange.truncated', params: { limit } } };
}
