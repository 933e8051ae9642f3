/**
 * "Sound now" on the Alerters page (issue 13 §4 "Device alerter"): a test notification to one
 * alerter (an `alerter` record of the company: {name, number, organizationIds, enabled}). The row
 * is written 'toBeSent', due now, with no alarm; the notifier's delivery pass sends it through
 * the alerter provider like any other, and the page polls its state (GET /alarm/notification/{id}).
 * An alerter without a number is recorded 'unsent' with its reason: never silently dropped.
 */
import type { Kysely } from 'kysely';
import zhCN from '../../../locales/zh-CN.json';
import type { Database } from '../../db/schema';
import { ALERTER } from './config';

export interface SoundTest {
  companyId: number;
  alerterId: number;
  /** milliseconds, the app clock */
  nowMs: number;
}

/** The notification's id; undefined when the company has no such alerter. */
export async function soundAlerter(db: Kysely<Database>, test: SoundTest): Promise<number | undefined> {
  const record = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', ALERTER)
    .where('company_id', '=', test.companyId)
    .where('id', '=', test.alerterId)
    .executeTakeFirst();
  if (!record) return undefined;
  let alerter: { name?: unknown; number?: unknown } = {};
  try {
    alerter = JSON.parse(record.data) as typeof alerter;
  } catch {
    // a record that does not read has no number: recorded as unsent below
  }
  const name = typeof alerter.name === 'string' ? alerter.name : '';
  const number = typeof alerter.number === 'string' ? alerter.number : '';
  const now = Math.floor(test.nowMs / 1000);
  // the receivers read Chinese and a sent text is not translated afterwards (notify/notifyText.ts)
  const text = `${name}：${zhCN.alarm.alerterSound.text}`;
  const row = await db
    .insertInto('alarm_notifications')
    .values({
      alarm_id: null,
      company_id: test.companyId,
      device_id: null,
      level: 0,
      channel: 'alerter',
      receiver_id: null,
      receiver_name: name,
      address: number,
      text,
      state: number ? 'toBeSent' : 'unsent',
      reason: number ? null : 'noAddress',
      call_state: null,
      created_at: now,
      updated_at: now,
      due_at: number ? test.nowMs : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
