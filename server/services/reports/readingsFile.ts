/**
 * The data download's file (issue 14 §3 "export all"): several devices' readings in time order,
 * written as they are read. The records page's export (services/readings/export.ts) gives the
 * pieces — its content types, its zone label and wall times, its file name — and the same forms:
 * csv with a UTF-8 byte-order mark (Excel reads the Chinese headers), xlsx through exceljs's
 * streaming writer with the time a real date cell. Two columns more (the device's number and
 * name), and xlsx starts a new sheet every SHEET_MAX_ROWS rows: 3 months of 20 one-minute devices
 * (2.6 million rows) are more than one sheet holds (1,048,576 rows).
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from '../../../src/lib/csv';
import type { ReadingField } from '../../../src/lib/readings';
import { localTime } from '../readings/export';
import type { DeviceReading } from './dataQueryReadings';

export interface DataFileDevice {
  id: number;
  number: string;
  name: string;
  model: string;
}

export interface DataFileLayout {
  fields: readonly ReadingField[];
  /** time, device number, device name, then one a field, in the file's language */
  headers: readonly string[];
  utcOffsetMinutes: number;
  /** the xlsx sheets' name (the second and later get ' (2)', ' (3)' …) */
  sheetName: string;
}

/** Data rows per xlsx sheet, under Excel's 1,048,576 with the header. */
export const SHEET_MAX_ROWS = 1_000_000;

type Pages = AsyncIterable<ReadonlyArray<DeviceReading<DataFileDevice>>>;

const BOM = '\uFEFF';

async function* csvChunks(pages: Pages, layout: DataFileLayout): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLine(layout.headers));
  for await (const page of pages) {
    let text = '';
    for (const { device, row } of page) {
      text += csvLine([
        localTime(Number(row.ts), layout.utcOffsetMinutes),
        device.number,
        device.name,
        ...layout.fields.map((field) => String(row[field] ?? '')),
      ]);
    }
    yield Buffer.from(text);
  }
}

export function readingsCsv(pages: Pages, layout: DataFileLayout): Readable {
  return Readable.from(csvChunks(pages, layout), { objectMode: false });
}

async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

export function readingsXlsx(pages: Pages, layout: DataFileLayout, sheetMaxRows = SHEET_MAX_ROWS): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    let sheets = 0;
    const newSheet = () => {
      sheets += 1;
      const sheet = workbook.addWorksheet(sheets === 1 ? layout.sheetName : `${layout.sheetName} (${sheets})`);
      sheet.columns = [{ width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } }, { width: 12 }, { width: 20 }, ...layout.fields.map(() => ({ width: 16 }))];
      sheet.addRow([...layout.headers]).commit();
      return sheet;
    };
    let sheet = newSheet();
    let rows = 0;
    for await (const page of pages) {
      if (out.destroyed) return;
      for (const { device, row } of page) {
        if (rows === sheetMaxRows) {
          sheet.commit();
          sheet = newSheet();
          rows = 0;
        }
        // exceljs turns a Date into a serial day count from its UTC fields: shifted, it shows the user's wall time
        const time = new Date((Number(row.ts) + layout.utcOffsetMinutes * 60) * 1000);
        sheet.addRow([time, device.number, device.name, ...layout.fields.map((field) => row[field] ?? null)]).commit();
        rows += 1;
      }
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
