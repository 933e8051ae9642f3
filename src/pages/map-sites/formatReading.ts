/** Readings as the map monitor writes them (pure). */
import { formatDateTime } from '../../lib/dateTimeFormat';

const DASH = '—';

export function formatTemperature(value: number | null, locale: string): string {
  return value === null ? DASH : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} °C`;
}

export function formatHumidity(value: number | null, locale: string): string {
  return value === null ? DASH : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} %RH`;
}

export function formatTime(unixSeconds: number | null, locale: string): string {
  return unixSeconds === null ? DASH : formatDateTime(unixSeconds, locale, { seconds: true });
}

/** WGS-84 degrees to six places (about 0.1 m), as the location dialog shows them. */
export function formatCoordinate(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(value);
}
