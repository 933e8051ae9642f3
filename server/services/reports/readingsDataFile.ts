/**
 * Devices' readings of a span as the data download's file (readingsFile.ts), xlsx or csv, headed
 * in the file's language, with the progress told on the way: rows read over the rows counted first
 * (never 100 before the file is whole). The data download's job (readingsJob.ts) and the data
 * backup's (premium/backupJob.ts) write their files with it.
 */
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { ExportFormat } from '../../../src/lib/readings';
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Database } from '../../db/schema';
import type { Language } from '../../messages';
import { CONTENT_TYPES, zoneLabel } from '../readings/export';
import type { TimeSpan } from '../readings/store/read';
import { LOCALES } from '../resources/translate';
import { countAll, devicePages } from './dataQueryReadings';
import { fieldsOfDevices } from './deviceSelection';
import { readingsCsv, readingsXlsx, type DataFileDevice, type DataFileLayout } from './readingsFile';

/** `key` of the console's locales in `lang`, else in English, else the key itself. */
export function dataFileText(lang: Language, key: string, params?: Record<string, string | number>): string {
  const found = lookup(LOCALES[lang], key) ?? lookup(LOCALES.en, key);
  return found === undefined ? key : interpolate(found, params);
}

export interface DataFileOptions {
  utcOffset: number;
  format: ExportFormat;
  lang: Language;
  progress: (percent: number) => void;
  signal: AbortSignal;
}

/** The pages with the progress told on the way; none more once the job is aborted. */
async function* counted<T>(pages: AsyncIterable<T[]>, total: number, progress: (percent: number) => void, signal: AbortSignal): AsyncGenerator<T[]> {
  let read = 0;
  for await (const page of pages) {
    if (signal.aborted) return;
    read += page.length;
    progress(total ? Math.min(99, Math.floor((read / total) * 100)) : 99);
    yield page;
  }
}

/** The file's content type and stream: every reading of the span of the devices, in time order. */
export async function readingsDataFile(
  db: Kysely<Database>,
  devices: readonly DataFileDevice[],
  span: TimeSpan,
  { utcOffset, format, lang, progress, signal }: DataFileOptions,
): Promise<{ contentType: string; data: Readable }> {
  const fields = fieldsOfDevices(devices);
  const layout: DataFileLayout = {
    fields,
    headers: [
      dataFileText(lang, 'readingExport.time', { zone: zoneLabel(utcOffset) }),
      dataFileText(lang, 'dataDownload.device'),
      dataFileText(lang, 'dataDownload.deviceName'),
      ...fields.map((field) => dataFileText(lang, `readingExport.fields.${field}`)),
    ],
    utcOffsetMinutes: utcOffset,
    sheetName: dataFileText(lang, 'readingExport.sheet'),
  };
  const total = await countAll(db, devices, span);
  const pages = counted(devicePages(db, devices, span), total, progress, signal);
  return { contentType: CONTENT_TYPES[format], data: format === 'xlsx' ? readingsXlsx(pages, layout) : readingsCsv(pages, layout) };
}
