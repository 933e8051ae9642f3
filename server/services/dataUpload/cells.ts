/**
 * One cell of an upload as a time or a value, by the upload's own rules (the csv's cells are all
 * text; an xlsx has typed cells). Pure.
 */
import { toUnixSeconds } from '../../../src/lib/timeRange';
import type { Cell } from './readSheet';

const DAY = 86_400;
/** Excel's day 0 (1899-12-30, the 1900 leap-year bug included), in unix days. */
const EXCEL_EPOCH_DAYS = -25_569;

/**
 * The cell's moment in unix seconds, or null when it is none. An xlsx date cell (its UTC fields
 * are the wall time shown) and a date text ('YYYY-MM-DD HH:mm:ss', also with / or T) are read in
 * the zone; a number of 10 or 13+ digits is a timestamp (spec §5); a smaller positive number is an
 * Excel serial date (a date cell that lost its format), read in the zone too.
 */
export function cellTime(cell: Cell, utcOffsetMinutes: number): number | null {
  const shift = utcOffsetMinutes * 60;
  if (cell instanceof Date) {
    const ms = cell.getTime();
    return Number.isNaN(ms) ? null : Math.round(ms / 1000) - shift;
  }
  if (typeof cell === 'number') {
    if (cell > 0 && cell < 2_958_466) return Math.round((cell + EXCEL_EPOCH_DAYS) * DAY) - shift;
    const time = toUnixSeconds(cell);
    return time.ok ? time.seconds : null;
  }
  if (typeof cell === 'string' && cell.trim()) {
    const time = toUnixSeconds(cell.trim().normalize('NFKC'), utcOffsetMinutes);
    return time.ok ? time.seconds : null;
  }
  return null;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The cell as a value: a number, null when empty, or 'bad' for anything that is not a number. TRUE/FALSE are 1/0 (power, door). */
export function cellNumber(cell: Cell): number | null | 'bad' {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 'bad';
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (cell instanceof Date) return 'bad';
  const text = cell.trim().normalize('NFKC');
  if (!text) return null;
  return NUMBER.test(text) ? Number(text) : 'bad';
}

/** A cell as it was written, short, for a message. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  return (cell instanceof Date ? cell.toISOString().slice(0, 19).replace('T', ' ') : String(cell)).slice(0, 40);
}
