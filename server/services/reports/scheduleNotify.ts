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
import { companyAlarmConfig } from '../alarms/config';
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
  const config = await companyAlarmConfig(db, job.company_id, nowUnix);
  const text = readyText(params, job);
  const ids: number[] = [];
  for (const receiverId of params.receiverIds) {
    const receiver = config.receivers.get(receiverId);
    if (!receiver || receiver.enabled === false) continue;
    const address = receiver.email?.trim() ?? '';
    const row = await db
      .insertInto('alarm_notifications')
      .values({
        alarm_id: null,
        company_id: job.company_id,
        device_id: null,
        level: 0,
        channel: 'email',
        receiver_id: receiver.id,
        receiver_name: receiver.name,
        address,
        text,
        state: address ? 'toBeSent' : 'unsent',
        reason: address ? null : 'noAddress',
        call_state: null,
        cost: 0,
        created_at: nowUnix,
        updated_at: nowUnix,
        due_at: address ? nowUnix * 1000 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
