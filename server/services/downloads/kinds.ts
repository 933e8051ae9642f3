/**
 * The job kinds of the download centre (src/lib/downloads.ts DOWNLOAD_KINDS) → their handlers.
 * `temperatureReport` and `readingsData` are made by POST /downloads; `scheduledReport` runs
 * only by the report scheduler (app.downloads.create), never by a request.
 */
import type { DownloadKind } from '../../../src/lib/downloads';
import { readingsDataJob } from '../reports/readingsJob';
import { temperatureReportJob } from '../reports/reportJob';
import { scheduledReportJob } from '../reports/scheduledJob';
import { dataBackupJob } from '../premium/backupJob';
import type { DownloadKindHandler } from './kind';

export type KindHandlers = Readonly<Record<string, DownloadKindHandler<unknown>>>;

export const DOWNLOAD_KIND_HANDLERS: Readonly<Record<DownloadKind, DownloadKindHandler<unknown>>> = {
  temperatureReport: temperatureReportJob,
  readingsData: readingsDataJob,
  scheduledReport: scheduledReportJob,
  dataBackup: dataBackupJob,
};

/** The kinds a user may ask for with POST /downloads (CreateDownloadBody). */
export const REQUESTED_KINDS: readonly DownloadKind[] = ['temperatureReport', 'readingsData'];
