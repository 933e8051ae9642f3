/**
 * Row types of the premium services (migration 037): each company's service states and the
 * data backups' runs. Part of `Database` (schema.ts). States and services: src/lib/premium.ts.
 */
export interface PremiumServicesTable {
  company_id: number;
  /** 'backup' | 'docking' | 'tvshow' */
  service: string;
  /** 0 not activated, 1 subscribed, 2 in trial; docking's mirrors companies.data_interface */
  state: number;
  trial_ends_at: number | null;
  device_limit: number | null;
  /** unix seconds of the trial's start, kept after it ends: a trial is given once */
  trial_started_at: number | null;
  updated_by: string | null;
  updated_at: number | null;
}

export interface BackupRunsTable {
  /** the backup configuration (records id); 0 for the company's automatic backup */
  config_id: number;
  company_id: number;
  period_start: number;
  period_end: number;
  job_id: number | null;
  created_at: number;
}
