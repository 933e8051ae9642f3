/**
 * Data backup configurations as stored (schemas/backupConfig.schema.json, a `records` entity: JSON,
 * camelCase as on the wire) and the parameters of the `dataBackup` job each run makes (issue 30 §2):
 * the configuration as it was then, so that a job queued before an edit makes what was due.
 */
import type { BackupFrequency } from '../../../src/lib/premium';
import { localTime } from '../readings/export';

export const BACKUP_CONFIG = 'backupConfig';
/** backup_runs.config_id of a company's automatic daily backup */
export const AUTOMATIC_CONFIG_ID = 0;

export interface StoredBackupConfig {
  id: number;
  companyId: number;
  createdAt: number;
  name: string;
  frequency: BackupFrequency;
  fileName?: string;
  deviceIds: number[];
  format?: 'xlsx' | 'csv';
  keepDays?: number;
  recipients?: string[];
}

export interface BackupJobParams {
  /** null: the automatic daily backup of the company's devices */
  configId: number | null;
  name: string;
  /** the file's name before its period and extension: letters, digits, hyphen, underscore (spec §5) */
  baseName: string;
  frequency: BackupFrequency | 'automatic';
  deviceIds: number[];
  format: 'xlsx' | 'csv';
  recipients: string[];
  /** the period, [start, end) */
  periodStart: number;
  periodEnd: number;
  utcOffset: number;
}

const SAFE = /[^A-Za-z0-9_-]/g;

/** A file name of spec §5's characters only: the configured one (already checked), else a default; the period's first day after it. */
export function backupFileName(params: Pick<BackupJobParams, 'baseName' | 'periodStart' | 'utcOffset' | 'format'>): string {
  const base = params.baseName.replace(SAFE, '') || 'backup';
  const day = localTime(params.periodStart, params.utcOffset).slice(0, 10).replace(/-/g, '');
  return `${base}_${day}.${params.format}`;
}
