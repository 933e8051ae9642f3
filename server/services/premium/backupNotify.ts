/**
 * Telling a backup's recipients that its file is ready (issue 30 §2 "recipients are notified
 * through the notification channels of Alarms"): one e-mail row of alarm_notifications per
 * recipient address of the configuration (no alarm, no device, no receiver, not charged),
 * 'toBeSent' and due now, which the alarm notifier's e-mail provider sends. A failed backup tells
 * them too. The text in zh-CN, as every notification's (alarms/notify/notifyText.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_LANGUAGE } from '../../messages';
import { queueEmail } from '../alarms/notify/emailReceivers';
import type { JobRow } from '../downloads/jobStore';
import { periodText } from '../reports/scheduleRecords';
import type { BackupJobParams } from './backupRecords';
import { premiumText } from './premiumText';

export function backupReadyText(params: BackupJobParams, job: Pick<JobRow, 'state' | 'file_name' | 'keep_days'>): string {
  const period = periodText({ frequency: params.frequency === 'automatic' ? 'daily' : params.frequency, periodStart: params.periodStart, periodEnd: params.periodEnd, utcOffset: params.utcOffset });
  const values = { name: params.name, period, file: job.file_name ?? '', days: job.keep_days };
  return premiumText(DEFAULT_LANGUAGE, job.state === 'done' ? 'backup.notifyReady' : 'backup.notifyFailed', values);
}

/** After a dataBackup job settled: the recipients' rows; answers their ids. */
export async function notifyBackupRecipients(db: Kysely<Database>, job: JobRow, nowUnix: number): Promise<number[]> {
  if (job.kind !== 'dataBackup' || (job.state !== 'done' && job.state !== 'failed')) return [];
  const params = JSON.parse(job.params) as BackupJobParams;
  const text = backupReadyText(params, job);
  const ids: number[] = [];
  for (const address of params.recipients) {
    ids.push(await queueEmail(db, { companyId: job.company_id, receiverId: null, receiverName: address, address, text }, nowUnix));
  }
  return ids;
}
