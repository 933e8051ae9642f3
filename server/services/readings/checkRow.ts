/**
 * One row of an ingestion batch against its device: the time under spec §5's timestamp rules and
 * inside the accepted window, every value a number within FIELD_RULES and on a channel the
 * model has (src/lib/readings.ts). Pure: the caller finds the device and knows the clock.
 */
import { CHANNEL_FIELDS, FIELD_RULES, READING_FIELDS, channelsOf, roundField, type ReadingField, type RejectedRow } from '../../../src/lib/readings';
import { toUnixSeconds } from '../../../src/lib/timeRange';
import type { FieldIssue } from '../../../src/lib/validation/compile';
import type { ReadingsTable } from '../../db/schema';

/** Why a row was refused, before translation. */
export type RowIssue = FieldIssue & { field?: RejectedRow['field'] };

/** The times a reading may carry: not older than what is kept, not further ahead than clocks drift. */
export interface TimeWindow {
  earliest: number;
  latest: number;
}

/** `validation.readings.*` */
const issue = (reason: string, field: RowIssue['field'], params?: FieldIssue['params'], dates?: FieldIssue['dates']): RowIssue => ({
  key: `validation.readings.${reason}`,
  ...(field ? { field } : {}),
  ...(params ? { params } : {}),
  ...(dates ? { dates } : {}),
});

const FIELDS: ReadonlySet<string> = new Set(READING_FIELDS);

/** The fields each model may send, computed once per model. */
const fieldsByModel = new Map<string, ReadonlySet<ReadingField>>();

export function fieldsOf(model: string | null | undefined): ReadonlySet<ReadingField> {
  const key = model ?? '';
  let fields = fieldsByModel.get(key);
  if (!fields) fieldsByModel.set(key, (fields = new Set(channelsOf(model).flatMap((channel) => CHANNEL_FIELDS[channel]))));
  return fields;
}

// cut: a refusal must not echo a megabyte back
const shown = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(0, 40);

/** A device number is its 8 digits (schemas' `device-number` format); a JSON number is read as its digits. */
export function deviceNumberOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{8}$/.test(text) ? text : null;
}

/**
 * The reading's time in unix seconds. Spec §5: 10 digits are seconds, 13 or more milliseconds,
 * fewer than 10 unsupported; as a number, a string of digits or an ISO 8601 text with its zone
 * (a date text without a zone names no moment, so it is refused).
 */
export function readingTime(value: unknown, window: TimeWindow): number | RowIssue {
  const zoned = typeof value === 'string' && (/^\s*\d+\s*$/.test(value) || /(Z|[+-]\d{2}:?\d{2})\s*$/i.test(value));
  if (typeof value !== 'number' && !zoned) return issue('time', 'ts', { value: shown(value) });
  const time = toUnixSeconds(value);
  if (!time.ok) return issue(time.key === 'timeRange.shortTimestamp' ? 'shortTimestamp' : 'time', 'ts', { value: shown(value) });
  if (time.seconds > window.latest) return issue('future', 'ts', { limit: window.latest }, { limit: 'datetime' });
  if (time.seconds < window.earliest) return issue('tooOld', 'ts', { limit: window.earliest }, { limit: 'datetime' });
  return time.seconds;
}

/** The row as stored (values rounded, unmeasured fields null), or why it is refused. */
export function checkRow(input: Record<string, unknown>, device: { id: number; model: string | null }, window: TimeWindow): ReadingsTable | RowIssue {
  const ts = readingTime(input.ts, window);
  if (typeof ts !== 'number') return ts;
  const row: ReadingsTable = {
    device_id: device.id,
    ts,
    temperature: null,
    humidity: null,
    battery: null,
    signal: null,
    power: null,
    lat: null,
    lng: null,
    pressure: null,
    light: null,
    o2: null,
    co2: null,
    shake: null,
    door: null,
  };
  let allowed: ReadonlySet<ReadingField> | undefined;
  for (const key in input) {
    if (key === 'number' || key === 'ts') continue;
    if (!FIELDS.has(key)) return issue('unknownField', undefined, { field: key });
    const field = key as ReadingField;
    const value = input[field];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return issue('notNumber', field, { field });
    const rule = FIELD_RULES[field];
    if (value < rule.min || value > rule.max) {
      return issue('outOfRange', field, { field, min: rule.min, max: rule.max, unit: rule.unit ? ` ${rule.unit}` : '' });
    }
    allowed ??= fieldsOf(device.model);
    if (!allowed.has(field)) return issue('channel', field, { field, model: device.model ?? '' });
    row[field] = roundField(field, value);
  }
  // a position is the pair: half of it places the device nowhere
  if ((row.lat === null) !== (row.lng === null)) return issue('position', row.lat === null ? 'lat' : 'lng');
  return row;
}
