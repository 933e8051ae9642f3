/**
 * Settings of the download centre (issue 14 §3), part of PlatformOptions (server/config.ts).
 * Environment variables: configEnv.ts (DOWNLOAD_*); the table: the server README.
 */
import type { DownloadKindHandler } from './kind';

export interface DownloadOptions {
  /** jobs that run at once */
  downloadConcurrency: number;
  /** queued + running jobs one user may have; past it POST /downloads answers '-5' */
  downloadMaxPendingPerUser: number;
  /** whether this process runs the jobs (timers and the start on a new job); tests tick by hand */
  downloadWorker: boolean;
  /** how often the worker looks for queued jobs besides the start on a new one (milliseconds) */
  downloadTickMs: number;
  /** how often expired jobs and their files are deleted (also once at start) */
  downloadSweepSeconds: number;
  /** a pause when a job starts and after each 64 KB it writes: 0 in production; demos and e2e slow jobs so that their progress shows */
  downloadThrottleMs: number;
  /** a running job whose instance has not beaten its heartbeat for this long is taken up by another instance (several instances, REDIS_URL); the heartbeat comes every third of it */
  downloadJobTimeoutSeconds: number;
  /** more job kinds besides services/downloads/kinds.ts, by name (tests add a test-only kind) */
  downloadExtraKinds: Readonly<Record<string, DownloadKindHandler<unknown>>>;
}

export const DOWNLOAD_DEFAULTS: DownloadOptions = {
  downloadConcurrency: 1,
  downloadMaxPendingPerUser: 5,
  downloadWorker: true,
  downloadTickMs: 2000,
  downloadSweepSeconds: 3600,
  downloadThrottleMs: 0,
  downloadJobTimeoutSeconds: 30,
  downloadExtraKinds: {},
};
