/** Timestamps are unix seconds on the wire; date inputs speak 'YYYY-MM-DD' / 'YYYY-MM-DDTHH:mm' in local time. */
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  return new Date(n * 1000);
}

// react-admin's date inputs run `format` twice (value, then the formatted value): a formatted string passes through
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function unixToDateInput(value: unknown): string {
  if (typeof value === 'string' && DATE_TEXT.test(value)) return value;
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

export function unixToDateTimeInput(value: unknown): string {
  if (typeof value === 'string' && DATETIME_TEXT.test(value)) return value;
  const d = toDate(value);
  return d ? `${unixToDateInput(value)}T${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** 'YYYY-MM-DD' (local midnight) or 'YYYY-MM-DDTHH:mm' → unix seconds; '' → null. */
export function inputToUnix(text: unknown, endOfDay = false): number | null {
  if (typeof text !== 'string' || text === '') return typeof text === 'number' ? text : null;
  const [date = '', time] = text.split('T');
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return null;
  const [hh, mm] = time ? time.split(':').map(Number) : endOfDay ? [23, 59] : [0, 0];
  const seconds = endOfDay && !time ? 59 : 0;
  return Math.floor(new Date(y, m - 1, d, hh ?? 0, mm ?? 0, seconds).getTime() / 1000);
}

/** For lists and exports: the local date (and time) of a unix timestamp. */
export function formatUnix(value: unknown, withTime: boolean): string {
  const d = toDate(value);
  if (!d) return '';
  return withTime ? unixToDateTimeInput(value).replace('T', ' ') : unixToDateInput(value);
}
