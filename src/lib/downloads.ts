/**
 * The download centre (issue 14 §3): large reports and data downloads run as server jobs with a
 * state and progress, their files kept 7 or 30 days (spec §9) and then deleted. Jobs survive a
 * restart: a queued or running job is taken up again.
 */
export const DOWNLOADS_PATH = '/downloads';

export const DOWNLOAD_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];

/**
 * What a job makes:
 * - `temperatureReport`: a temperature log's PDF or XLSX (params: ReportJobParams);
 * - `readingsData`: the full-resolution readings of several devices (the data query's "export all"), XLSX or CSV;
 * - `scheduledReport`: a scheduled report's run (params: its schedule and period);
 * - `dataBackup`: a data backup's file (issue 30 §2; server/services/premium/backupJob.ts).
 */
export const DOWNLOAD_KINDS = ['temperatureReport', 'readingsData', 'scheduledReport', 'dataBackup'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** Spec §9: files downloadable for 7 or 30 days. */
export const KEEP_DAYS = [7, 30] as const;
export type KeepDays = (typeof KEEP_DAYS)[number];
export const DEFAULT_KEEP_DAYS: KeepDays = 7;

/** Spec §9: a data download covers the past 3 months (its start no earlier than now − 3 calendar months). */
export const DATA_DOWNLOAD_MONTHS = 3;

export interface ReportJobParams {
  target: 'device' | 'asset' | 'waybill';
  id: number;
  start?: number;
  end?: number;
  utcOffset: number;
  activationEnergy?: number;
  format: 'pdf' | 'xlsx';
}

export interface ReadingsJobParams {
  deviceIds: number[];
  start: number;
  end: number;
  utcOffset: number;
  format: 'xlsx' | 'csv';
}

/** `POST /downloads` body. */
export type CreateDownloadBody =
  | { kind: 'temperatureReport'; params: ReportJobParams; keepDays?: KeepDays }
  | { kind: 'readingsData'; params: ReadingsJobParams; keepDays?: KeepDays };

/** A job as the list shows it (`GET /downloads?page&limit&state`, `GET /downloads/{id}`). */
export interface DownloadJob {
  id: number;
  kind: DownloadKind;
  title: string;
  state: DownloadState;
  /** 0–100 */
  progress: number;
  /** a failed job's reason, already in the owner's language */
  reason: string | null;
  fileName: string | null;
  /** bytes */
  fileSize: number | null;
  keepDays: KeepDays;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  expiresAt: number;
  username: string;
}

export interface DownloadJobsPage {
  list: DownloadJob[];
  total: number;
}

/** `GET /downloads/{id}/file`: the file itself (a done job of the user's; 404-like '-6' else). */
export function downloadFilePath(id: number): string {
  return `${DOWNLOADS_PATH}/${id}/file`;
}
