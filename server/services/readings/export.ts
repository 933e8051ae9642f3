/**
 * A device's readings as a file, written as they are read (keyset pages in, bytes out): csv with
 * a UTF-8 byte-order mark (so that Excel reads the Chinese headers), or xlsx through exceljs's
 * streaming WorkbookWriter. Times in the user's zone, given as minutes east of UTC (`Number(row.ts)`:
 * PostgreSQL's driver answers a bigint as text).
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from '../../../src/lib/csv';
import type { ExportFormat, ReadingField } from '../../../src/lib/readings';
import type { StoredReading } from './chart';
import type { TimeSpan } from './store/read';

export interface ExportLayout {
  /** the value columns after the time, in order */
  fields: readonly ReadingField[];
  /** the time's header, then one a field, in the request's language */
  headers: readonly string[];
  utcOffsetMinutes: number;
  /** the xlsx sheet's name */
  sheetName: string;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOM = '\uFEFF';

function shifted(ts: number, utcOffsetMinutes: number): Date {
  return new Date((ts + utcOffsetMinutes * 60) * 1000);
}

/** 'YYYY-MM-DD HH:mm:ss' at this offset from UTC. */
export function localTime(ts: number, utcOffsetMinutes: number): string {
  return shifted(ts, utcOffsetMinutes).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'UTC+08:00', 'UTC-03:30', 'UTC+00:00'. */
export function zoneLabel(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `{number}_{start}-{end}.{format}`, the ends as YYYYMMDDHHmm in the user's zone: ASCII only, no quoting trouble. */
export function exportFilename(deviceNumber: string, span: TimeSpan, utcOffsetMinutes: number, format: ExportFormat): string {
  const compact = (ts: number) => localTime(ts, utcOffsetMinutes).slice(0, 16).replace(/\D/g, '');
  return `${deviceNumber.replace(/[^\w-]/g, '')}_${compact(span.start)}-${compact(span.end)}.${format}`;
}

async function* csvChunks(pages: AsyncIterable<StoredReading[]>, layout: ExportLayout): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLine(layout.headers));
  for await (const page of pages) {
    let text = '';
    for (const row of page) {
      text += csvLine([localTime(Number(row.ts), layout.utcOffsetMinutes), ...layout.fields.map((field) => String(row[field] ?? ''))]);
    }
    yield Buffer.from(text);
  }
}

/** The csv, one chunk a page: the next page is read only when the previous one has been taken. */
export function csvExport(pages: AsyncIterable<StoredReading[]>, layout: ExportLayout): Readable {
  return Readable.from(csvChunks(pages, layout), { objectMode: false });
}

/** Until the reader has taken what is buffered, or has gone. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/** The xlsx, written by exceljs's streaming writer page by page; the time is a real date cell. */
export function xlsxExport(pages: AsyncIterable<StoredReading[]>, layout: ExportLayout): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(layout.sheetName);
    sheet.columns = [{ width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } }, ...layout.fields.map(() => ({ width: 16 }))];
    sheet.addRow([...layout.headers]).commit();
    for await (const page of pages) {
      if (out.destroyed) return;
      // exceljs turns a Date into a serial day count from its UTC fields: shifted, it shows the user's wall time
      for (const row of page) sheet.addRow([shifted(Number(row.ts), layout.utcOffsetMinutes), ...layout.fields.map((field) => row[field] ?? null)]).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
