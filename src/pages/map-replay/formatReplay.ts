/**
 * How the replay writes times, durations and temperatures in the user's language. Pure; the Intl
 * formatters are made once per language, as making one costs more than formatting with it (a
 * month's track lists hundreds of stops). Moments are written as everywhere (src/lib/dateTimeFormat.ts).
 */
import { formatDateTime } from '../../lib/dateTimeFormat';

const cache = new Map<string, Intl.NumberFormat>();

function cached<F extends Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatMoment(locale: string, seconds: number): string {
  return formatDateTime(seconds, locale);
}

/** e.g. 1 hr 25 min, 12 min */
export function formatDuration(locale: string, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, u: 'hour' | 'minute') =>
    cached(`${u}:${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' })).format(value);
  return hours > 0 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(minutes, 'minute');
}

export function formatTemperature(locale: string, value: number | null, none: string): string {
  if (value === null) return none;
  return `${cached(`temperature:${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value)} °C`;
}
