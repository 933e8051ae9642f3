/**
 * How the records page writes readings: a field's name with its unit, a value with the decimals
 * its field keeps (spec §5: one for temperature and humidity), on/off channels in words, and
 * times in the user's language.
 */
import { formatDateTime, formatMonthDay, formatTime } from '../../../src/lib/dateTimeFormat';
import { FIELD_RULES, SWITCH_WORDS, type ReadingField } from '../../../src/lib/readings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const fieldKey = (field: ReadingField) => `resources.device.records.fields.${field}`;

/** "Temperature (°C)"; a field without a unit (power, door) is its name alone. */
export function fieldHeader(field: ReadingField, translate: Translate): string {
  const unit = FIELD_RULES[field].unit;
  return unit ? `${translate(fieldKey(field))} (${unit})` : translate(fieldKey(field));
}

const WORDS: Partial<Record<ReadingField, readonly [string, string]>> = SWITCH_WORDS;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** A value as the table shows it ('' when the reading has none). */
export function formatValue(field: ReadingField, value: number | null, locale: string, translate: Translate): string {
  if (value === null) return '';
  const words = WORDS[field];
  if (words) return translate(words[value ? 1 : 0]);
  return numberFormat(locale, FIELD_RULES[field].decimals).format(value);
}

/** A value with its unit, for a tooltip. */
export function formatWithUnit(field: ReadingField, value: number, locale: string, translate: Translate): string {
  const text = formatValue(field, value, locale, translate);
  const unit = FIELD_RULES[field].unit;
  return unit && !WORDS[field] ? `${text} ${unit}` : text;
}

/** A reading's time, to the second, in the user's language and the browser's zone. */
export function timeFormat(locale: string): (seconds: number) => string {
  return (seconds) => formatDateTime(seconds, locale, { seconds: true });
}

/** The time axis' labels: hours and minutes over a day or so, the date with them up to a few days, else the date. */
export function axisTimeFormat(locale: string, spanSeconds: number): (date: Date) => string {
  if (spanSeconds <= 36 * 3600) return (date) => formatTime(date, locale);
  if (spanSeconds <= 4 * 86400) return (date) => formatMonthDay(date, locale, { time: true });
  return (date) => formatMonthDay(date, locale);
}
