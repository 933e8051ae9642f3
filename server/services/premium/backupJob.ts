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
import { languageOf } from '../../messages';
import { DownloadJobError, type DownloadKindHandler } from '../downloads/kind';
import { readingsDataFile } from '../reports/readingsDataFile';
import type { DataFileDevice } from '../reports/readingsFile';
import { backupFileName, type BackupJobParams } from './backupRecords';

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
    const file = await readingsDataFile(app.db, devices, span, { utcOffset: params.utcOffset, format: params.format, lang, progress, signal });
    return { fileName: backupFileName(params), ...file };
  },
};
