/**
 * Data upload: a spreadsheet of one device's readings → the ingestion path (ingestReadings, the
 * one path every reading takes). Each data row is read (cells.ts) and checked like a device's row
 * (checkRow.ts) first, so that a refusal names the column as the user's file does; the rows whose
 * time the device already has, stored before or earlier in the file, are counted as duplicates and
 * not sent again; the rest go to ingestion in batches of INGEST_MAX_BATCH, each one transaction.
 * A file with refused rows stores its valid rows and lists the others (row number and reason, in
 * the request's language). Uploading the same file twice stores nothing the second time.
 */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_ROWS, type UploadFormat, type UploadRejectedRow, type UploadResult } from '../../../src/lib/dataUpload';
import { INGEST_MAX_BATCH, type ReadingInput } from '../../../src/lib/readings';
import type { Language } from '../../../src/lib/language';
import { lookup, translateIssue, type Message } from '../../../src/lib/validation/translate';
import { LOCALES } from '../resources/translate';
import { checkRow, type RowIssue } from '../readings/checkRow';
import { ingestReadings } from '../readings/ingest';
import { storedTimes } from '../readings/store/storedTimes';
import { cellNumber, cellText, cellTime } from './cells';
import { readColumns, type Columns } from './columns';
import { readSheet, UnreadableFile, type SheetRow } from './readSheet';

const DAY = 86_400;

export interface UploadDevice {
  id: number;
  number: string;
  model: string;
}

export interface UploadFile {
  data: Buffer;
  format: UploadFormat;
}

export interface UploadOptions {
  lang: Language;
  /** the zone of times written without one, when the time column's header names none */
  utcOffsetMinutes: number;
}

/** The whole file is refused: a `validation.*` message for the `file` field. */
export interface FileRefusal {
  refused: Message;
}

interface Accepted {
  row: number;
  input: ReadingInput & { ts: number };
}

/** A value column's header in the request's language, for the messages (the field's own name if none). */
function labelOf(field: string, lang: Language): string {
  return lookup(LOCALES[lang], `readingExport.fields.${field}`) ?? field;
}

/** One data row → a reading to send, or why it is refused. */
function readRow(
  row: SheetRow,
  columns: Columns,
  device: UploadDevice,
  utcOffsetMinutes: number,
  window: { earliest: number; latest: number },
): Accepted | RowIssue {
  const timeCell = row.cells[columns.time] ?? null;
  const ts = cellTime(timeCell, utcOffsetMinutes);
  if (ts === null) return { key: 'validation.dataUpload.time', field: 'ts', params: { value: cellText(timeCell) } };
  const input: ReadingInput & { ts: number } = { number: device.number, ts };
  for (const [index, field] of columns.fields) {
    const value = cellNumber(row.cells[index] ?? null);
    if (value === 'bad') return { key: 'validation.readings.notNumber', field, params: { field } };
    if (value !== null) input[field] = value;
  }
  const checked = checkRow(input as Record<string, unknown>, device, window);
  return 'device_id' in checked ? { row: row.number, input } : checked;
}

/** The row's refusal in the request's language, the field named by its column header. */
function refusal(row: number, found: RowIssue, lang: Language): UploadRejectedRow {
  const { field, ...message } = found;
  const params =
    message.params && typeof message.params.field === 'string' ? { ...message.params, field: labelOf(message.params.field, lang) } : message.params;
  return {
    row,
    ...(field ? { field } : {}),
    reason: found.key,
    message: translateIssue({ ...message, ...(params ? { params } : {}) }, LOCALES[lang], undefined, { language: lang }),
  };
}

export async function uploadReadings(
  app: FastifyInstance,
  device: UploadDevice,
  file: UploadFile,
  options: UploadOptions,
): Promise<UploadResult | FileRefusal> {
  let sheet;
  try {
    sheet = await readSheet(file.data, file.format, UPLOAD_MAX_ROWS);
  } catch (error) {
    if (error instanceof UnreadableFile) return { refused: { key: 'validation.file.excel' } };
    throw error;
  }
  if (sheet.overflow) return { refused: { key: 'validation.dataUpload.tooManyRows', params: { limit: UPLOAD_MAX_ROWS } } };
  const [header, ...rows] = sheet.rows;
  if (!header || !rows.length) return { refused: { key: 'validation.dataUpload.empty' } };
  const columns = readColumns(header.cells);
  if (!('time' in columns)) return { refused: columns };

  const now = app.nowUnix();
  const window = { earliest: now - app.config.readingsRetentionDays * DAY, latest: now + app.config.readingsMaxFutureSeconds };
  const utcOffsetMinutes = columns.utcOffsetMinutes ?? options.utcOffsetMinutes;
  const rejected: UploadRejectedRow[] = [];
  const accepted: Accepted[] = [];
  const duplicateRows: number[] = [];
  const inFile = new Set<number>();
  for (const row of rows) {
    const read = readRow(row, columns, device, utcOffsetMinutes, window);
    if (!('input' in read)) {
      rejected.push(refusal(row.number, read, options.lang));
    } else if (inFile.has(read.input.ts)) {
      duplicateRows.push(row.number);
    } else {
      inFile.add(read.input.ts);
      accepted.push(read);
    }
  }

  const before = await storedTimes(app.db, device.id, [...inFile]);
  const fresh = accepted.filter((entry) => {
    if (!before.has(entry.input.ts)) return true;
    duplicateRows.push(entry.row);
    return false;
  });
  let stored = 0;
  let duplicates = duplicateRows.length;
  for (let start = 0; start < fresh.length; start += INGEST_MAX_BATCH) {
    const batch = fresh.slice(start, start + INGEST_MAX_BATCH);
    const result = await ingestReadings(
      app,
      batch.map((entry) => entry.input),
      { lang: options.lang, recorded: true },
    );
    stored += result.stored;
    // stored meanwhile by another writer (a device, the simulator): counted, not listed
    duplicates += result.duplicates;
    for (const row of result.rejected)
      rejected.push({ row: batch[row.index]!.row, ...(row.field ? { field: row.field } : {}), reason: row.reason, message: row.message });
  }
  rejected.sort((a, b) => a.row - b.row);
  duplicateRows.sort((a, b) => a - b);
  return { rows: rows.length, stored, duplicates, duplicateRows, rejected };
}
