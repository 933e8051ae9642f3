/**
 * Row types of the download centre (migration 016): the jobs and the scheduled reports' runs.
 * Part of `Database` (schema.ts). States and kinds: src/lib/downloads.ts.
 */
import type { Generated } from 'kysely';

export interface DownloadJobsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  username: string;
  kind: string;
  /** JSON of the kind's parameters */
  params: string;
  title: string;
  lang: string;
  state: Generated<string>;
  /** 0–100 */
  progress: Generated<number>;
  reason: string | null;
  file_name: string | null;
  /** relative to the download folder */
  file_path: string | null;
  file_size: number | null;
  keep_days: number;
  schedule_id: number | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  expires_at: number;
  /** the instance running it (migration 023), null while queued */
  instance_id: Generated<string | null>;
  /** unix seconds of that instance's last sign of life; another instance claims it once this is older than DOWNLOAD_JOB_TIMEOUT_SECONDS */
  heartbeat_at: Generated<number | null>;
}

export interface ReportRunsTable {
  schedule_id: number;
  company_id: number;
  period_start: number;
  period_end: number;
  job_id: number | null;
  created_at: number;
}
