/**
 * The premium timer (issue 30 §2): at each tick it ends the trials whose 15 days are over
 * (services.ts endDueTrials), then makes the data backups that are due, for the companies whose
 * backup service is subscribed or in trial only:
 * - the automatic backup, daily at 00:00 (spec §9): the previous day of every device the
 *   company's configurations name (each once);
 * - each backup configuration's regular backup at 03:00, daily (the previous day), weekly on
 *   Monday (the previous week) or monthly on the 1st (the previous month) — schedulePeriods.ts.
 * A backup holds at most MaxDevices devices (config backupMaxDevices), and at most the trial's 50
 * while in trial: the first ones, in the configuration's order. Each run is claimed in backup_runs
 * (company, configuration, period start) before its job is made: a period runs once across ticks,
 * restarts and instances (and the tick runs under a lease: plugins/premiumScheduler.ts). As the
 * report scheduler: only periods made after the service or configuration began, and after a stop
 * only the latest due period. The job's owner is the company's first admin user.
 */
import type { FastifyInstance } from 'fastify';
import type { KeepDays } from '../../../src/lib/downloads';
import { AUTOMATIC_BACKUP_HOUR, REGULAR_BACKUP_HOUR, SERVICE_STATE } from '../../../src/lib/premium';
import { DEFAULT_LANGUAGE } from '../../messages';
import { duePeriodSince, type SchedulePeriod } from '../reports/schedulePeriods';
import { periodText } from '../reports/scheduleRecords';
import { companyOwner } from '../scheduledExports/companyOwner';
import { oneTickAtATime, type Ticker } from '../scheduledExports/oneTickAtATime';
import type { AuthUser } from '../users';
import { AUTOMATIC_CONFIG_ID, BACKUP_CONFIG, type BackupJobParams, type StoredBackupConfig } from './backupRecords';
import { premiumText } from './premiumText';
import { endDueTrials } from './services';

/** `tick()` ends due trials and makes the backups due now; answers the backup jobs made. */
export type PremiumScheduler = Ticker;

interface BackupCompany {
  companyId: number;
  /** when the service became active (its row's last change) */
  since: number;
  limit: number;
}

async function backupCompanies(app: FastifyInstance, now: number): Promise<BackupCompany[]> {
  const rows = await app.db
    .selectFrom('premium_services')
    .select(['company_id', 'state', 'trial_ends_at', 'device_limit', 'updated_at'])
    .where('service', '=', 'backup')
    .where('state', 'in', [SERVICE_STATE.subscribed, SERVICE_STATE.trial])
    .orderBy('company_id')
    .execute();
  const max = app.config.backupMaxDevices;
  return rows.flatMap((row) => {
    if (row.state === SERVICE_STATE.trial && (row.trial_ends_at === null || Number(row.trial_ends_at) <= now)) return [];
    const limit = row.state === SERVICE_STATE.trial ? Math.min(max, row.device_limit ?? max) : max;
    return [{ companyId: row.company_id, since: Number(row.updated_at ?? 0), limit }];
  });
}

async function configsOf(app: FastifyInstance, companyId: number): Promise<StoredBackupConfig[]> {
  const rows = await app.db.selectFrom('records').select(['id', 'data', 'created_at']).where('resource', '=', BACKUP_CONFIG).where('company_id', '=', companyId).orderBy('id').execute();
  return rows.map((row) => ({ ...(JSON.parse(row.data) as Omit<StoredBackupConfig, 'id' | 'companyId' | 'createdAt'>), id: row.id, companyId, createdAt: Number(row.created_at) }));
}

async function claimRun(app: FastifyInstance, companyId: number, configId: number, period: SchedulePeriod): Promise<boolean> {
  const result = await app.db
    .insertInto('backup_runs')
    .values({ config_id: configId, company_id: companyId, period_start: period.start, period_end: period.end, job_id: null, created_at: app.nowUnix() })
    .onConflict((oc) => oc.columns(['company_id', 'config_id', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function createPremiumScheduler(app: FastifyInstance): PremiumScheduler {
  const offset = () => app.config.backupUtcOffsetMinutes;

  async function makeJob(company: BackupCompany, owner: AuthUser, params: BackupJobParams, keepDays: KeepDays, period: SchedulePeriod): Promise<boolean> {
    const configId = params.configId ?? AUTOMATIC_CONFIG_ID;
    if (!(await claimRun(app, company.companyId, configId, period))) return false;
    const title = premiumText(DEFAULT_LANGUAGE, 'backup.jobTitle', {
      name: params.name,
      period: periodText({ frequency: params.frequency === 'automatic' ? 'daily' : params.frequency, periodStart: params.periodStart, periodEnd: params.periodEnd, utcOffset: params.utcOffset }),
      format: params.format.toUpperCase(),
    });
    const job = await app.downloads.create({ user: owner, kind: 'dataBackup', params, title, lang: DEFAULT_LANGUAGE, keepDays });
    if (!job) return false;
    await app.db
      .updateTable('backup_runs')
      .set({ job_id: job.id })
      .where('company_id', '=', company.companyId)
      .where('config_id', '=', configId)
      .where('period_start', '=', period.start)
      .execute();
    return true;
  }

  async function automatic(company: BackupCompany, owner: AuthUser, configs: readonly StoredBackupConfig[], now: number): Promise<number> {
    const period = duePeriodSince('daily', now, offset(), AUTOMATIC_BACKUP_HOUR, company.since);
    if (!period) return 0;
    // the devices the company chose to back up: every configuration's, once each
    const deviceIds = [...new Set(configs.flatMap((config) => config.deviceIds))].slice(0, company.limit);
    if (!deviceIds.length) return 0;
    const params: BackupJobParams = {
      configId: null,
      name: premiumText(DEFAULT_LANGUAGE, 'backup.automaticName'),
      baseName: 'auto-backup',
      frequency: 'automatic',
      deviceIds,
      format: 'xlsx',
      recipients: [],
      periodStart: period.start,
      periodEnd: period.end,
      utcOffset: offset(),
    };
    return (await makeJob(company, owner, params, 7, period)) ? 1 : 0;
  }

  async function regular(company: BackupCompany, owner: AuthUser, config: StoredBackupConfig, now: number): Promise<number> {
    const period = duePeriodSince(config.frequency, now, offset(), REGULAR_BACKUP_HOUR, Math.max(config.createdAt, company.since));
    if (!period) return 0;
    const params: BackupJobParams = {
      configId: config.id,
      name: config.name,
      baseName: config.fileName ?? config.name,
      frequency: config.frequency,
      deviceIds: config.deviceIds.slice(0, company.limit),
      format: config.format === 'csv' ? 'csv' : 'xlsx',
      recipients: config.recipients ?? [],
      periodStart: period.start,
      periodEnd: period.end,
      utcOffset: offset(),
    };
    return (await makeJob(company, owner, params, config.keepDays === 30 ? 30 : 7, period)) ? 1 : 0;
  }

  async function runDue(): Promise<number> {
    const now = app.nowUnix();
    await endDueTrials(app.db, now);
    let made = 0;
    for (const company of await backupCompanies(app, now)) {
      const owner = await companyOwner(app, company.companyId);
      if (!owner) {
        app.log.warn({ companyId: company.companyId }, 'data backup not made: the company has no admin user');
        continue;
      }
      const configs = await configsOf(app, company.companyId);
      made += await automatic(company, owner, configs, now);
      for (const config of configs) made += await regular(company, owner, config, now);
    }
    return made;
  }

  return oneTickAtATime(runDue);
}
