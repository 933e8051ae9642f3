/**
 * Telling a scheduled report's receivers that it is ready (issue 14 §3 "a notification to the
 * receivers when ready"), the way a balance warning tells its own (services/credit/balanceWarning.ts):
 * one e-mail row of alarm_notifications per enabled receiver (no alarm, no device, not charged),
 * 'toBeSent' and due now for the notifier's e-mail provider, or 'unsent' 'noAddress' for a receiver
 * without an e-mail. A failed run tells them too, so that a missing report is not a silence.
 * The text in zh-CN, as every notification's (alarms/notify/notifyText.ts: a sent message cannot be
 * translated later): the `scheduledReport.*` labels of the locale files around the values.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_LANGUAGE } from '../../messages';
import { emailReceivers } from '../alarms/notify/emailReceivers';
import type { JobRow } from '../downloads/jobStore';
import { periodText, scheduleText, type ScheduledReportParams } from './scheduleRecords';

export function readyText(params: ScheduledReportParams, job: Pick<JobRow, 'state' | 'file_name' | 'keep_days'>): string {
  const values = { name: params.name, period: periodText(params), file: job.file_name ?? '', days: job.keep_days };
  return scheduleText(DEFAULT_LANGUAGE, job.state === 'done' ? 'notifyReady' : 'notifyFailed', values);
}

/** After a scheduledReport job settled: the receivers' rows; answers their ids. */
export async function notifyReceivers(db: Kysely<Database>, job: JobRow, nowUnix: number): Promise<number[]> {
  if (job.kind !== 'scheduledReport' || (job.state !== 'done' && job.state !== 'failed')) return [];
  const params = JSON.parse(job.params) as ScheduledReportParams;
  return emailReceivers(db, job.company_id, params.receiverIds, readyText(params, job), nowUnix);
}
