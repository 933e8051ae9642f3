/**
 * The `dataBackup` job of the download centre (issue 30 §2 "the backup files are real: xlsx or csv
 * of the configured devices' readings"): every reading of the period of the configuration's
 * devices (or, for the automatic backup, of all its configurations'), in time order, as the data download's
 * file (services/reports/readingsFile.ts), named by backupFileName (spec §5 characters). Devices
 * deleted since are left out; none left fails the job with a reason. Made by the premium timer
 * only (backupScheduler.ts): its check refuses every request.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import { languageOf, type Language } from '../../messages';
import { DownloadJobError, type DownloadKindHandler } from '../downloads/kind';
import { CONTENT_TYPES, zoneLabel } from '../readings/export';
import { countAll, devicePages } from '../reports/dataQueryReadings';
import { fieldsOfDevices } from '../reports/deviceSelection';
import { readingsCsv, readingsXlsx, type DataFileDevice, type DataFileLayout } from '../reports/readingsFile';
import { LOCALES } from '../resources/translate';
import { backupFileName, type BackupJobParams } from './backupRecords';

function text(lang: Language, key: string, params?: Record<string, string | number>): string {
  const found = lookup(LOCALES[lang], key) ?? lookup(LOCALES.en, key);
  return found === undefined ? key : interpolate(found, params);
}

/** The company's devices among `ids`, in that order. */
export async function backupDevices(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<DataFileDevice[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('devices').select(['id', 'number', 'name', 'model']).where('company_id', '=', companyId).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, number: row.number, name: row.name, model: row.model }] : [];
  });
}

export const dataBackupJob: DownloadKindHandler<BackupJobParams> = {
  async check() {
    return 'forbidden';
  },
  async run({ app, user, params, lang: langHeader, progress, signal }) {
    const lang = languageOf(langHeader);
    const devices = await backupDevices(app.db, user.companyId, params.deviceIds);
    if (!devices.length) throw new DownloadJobError('app.pages.premium.backup.reasons.noDevices');
    const span = { start: params.periodStart, end: params.periodEnd - 1 };
    const fields = fieldsOfDevices(devices);
    const layout: DataFileLayout = {
      fields,
      headers: [
        text(lang, 'readingExport.time', { zone: zoneLabel(params.utcOffset) }),
        text(lang, 'dataDownload.device'),
        text(lang, 'dataDownload.deviceName'),
        ...fields.map((field) => text(lang, `readingExport.fields.${field}`)),
      ],
      utcOffsetMinutes: params.utcOffset,
      sheetName: text(lang, 'readingExport.sheet'),
    };
    const total = await countAll(app.db, devices, span);
    async function* counted() {
      let read = 0;
      for await (const page of devicePages(app.db, devices, span)) {
        if (signal.aborted) return;
        read += page.length;
        progress(total ? Math.min(99, Math.floor((read / total) * 100)) : 99);
        yield page;
      }
    }
    return {
      fileName: backupFileName(params),
      contentType: CONTENT_TYPES[params.format],
      data: params.format === 'csv' ? readingsCsv(counted(), layout) : readingsXlsx(counted(), layout),
    };
  },
};
