/**
 * Dates in messages (issue 11 §2 "Raw timestamps in messages"): a parameter that is a date (unix
 * seconds, or a YYYY-MM-DD day) is marked on the issue by the kind of the property it comes from,
 * and shown in the reader's language when the message is translated, on both sides. Generic by
 * property, so any `x-greater-than` between dates (waybill departure → delivery) gets it.
 */
import { formatCalendarDay, formatDate, formatDateTime } from '../dateTimeFormat';
import type { EntitySchema, PropertySchema } from '../schema/types';

/** A day, or a moment to the minute. */
export type DateKind = 'date' | 'datetime';

export interface DateFormatOptions {
  /** a BCP 47 tag: 'en', 'zh-CN', 'zh-TW' */
  language: string;
  /** IANA zone; the runtime's own when absent (the browser's: the user's) */
  timeZone?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How a property holds a date, judged from its schema and its `x-ui` widget; undefined: not a date. */
export function dateKindOf(property: PropertySchema | undefined, widget?: string): DateKind | undefined {
  if (widget === 'date' || property?.format === 'date') return 'date';
  if (widget === 'datetime' || property?.format === 'date-time' || property?.format === 'unix-time') return 'datetime';
  // defs.schema.json#/$defs/unixSeconds is the platform's date type: unix seconds within x-date-range
  if (property && (property['x-date-range'] !== undefined || property.$ref?.endsWith('/unixSeconds'))) return 'datetime';
  return undefined;
}

/** The date kind of the property at a dotted path ('maxTemperature', 'nested.max') of an entity schema. */
export function dateKindAt(schema: EntitySchema, path: string): DateKind | undefined {
  const [top, ...rest] = path.split('.');
  let property: PropertySchema | undefined = schema.properties[top ?? ''];
  for (const name of rest) property = (property?.properties as Record<string, PropertySchema> | undefined)?.[name];
  const widget = rest.length ? undefined : schema['x-ui'].fields?.[top ?? '']?.widget;
  return dateKindOf(property, typeof widget === 'string' ? widget : undefined);
}

/** One date in the reader's language, as the console writes every date (src/lib/dateTimeFormat.ts): "2026-12-31 14:00". */
export function formatDateParam(value: string | number, kind: DateKind, options: DateFormatOptions): string {
  // a calendar day names no moment: shown as that day whatever the reader's zone
  if (typeof value === 'string' && DAY.test(value)) return formatCalendarDay(value, options.language);
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return String(value);
  const zone = { timeZone: options.timeZone };
  return kind === 'datetime' ? formatDateTime(seconds, options.language, zone) : formatDate(seconds, options.language, zone);
}

/** The parameters with the ones marked as dates (`issue.dates`) formatted. */
export function formatParams(
  params: Record<string, string | number> | undefined,
  dates: Readonly<Record<string, DateKind>> | undefined,
  options: DateFormatOptions | undefined,
): Record<string, string | number> | undefined {
  if (!params || !dates || !options) return params;
  const out = { ...params };
  for (const [name, kind] of Object.entries(dates)) {
    const value = out[name];
    if (value !== undefined) out[name] = formatDateParam(value, kind, options);
  }
  return out;
}
