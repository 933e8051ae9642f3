/** A job's figures as the list shows them, in the console's language. */
import { formatDateTime } from '../../lib/dateTimeFormat';

/** 1536 → "1.5 KB" */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** unix seconds → the date and time to the minute (src/lib/dateTimeFormat.ts) */
export function formatTime(seconds: number, locale: string): string {
  return formatDateTime(seconds, locale);
}
