/**
 * The notifier's entries on an alarm's timeline (alarm_events): a level reached, and one entry per
 * notification whose detail follows the notification's state, so that the session shows every
 * notification with its final state (and its call state and reason). Notifications of no alarm
 * (balance warnings, an alerter's test sound) have no timeline.
 */
import type { Kysely } from 'kysely';
import type { CallState, NotifyChannel, NotifyReason, SendState } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';

export interface NotificationDetail {
  notificationId: number;
  channel: NotifyChannel;
  receiverName: string;
  state: SendState;
  callState: CallState | null;
  reason: NotifyReason | null;
}

export async function recordLevelEvent(db: Kysely<Database>, alarm: { id: number; company_id: number }, from: number, to: number, ts: number): Promise<void> {
  await db
    .insertInto('alarm_events')
    .values({ alarm_id: alarm.id, company_id: alarm.company_id, ts, kind: 'level', level: to, actor_id: null, actor_name: '', detail: JSON.stringify({ from, to }) })
    .execute();
}

export async function recordNotificationEvent(
  db: Kysely<Database>,
  alarm: { id: number; company_id: number },
  level: number,
  detail: NotificationDetail,
  ts: number,
): Promise<void> {
  // the id first: updateNotificationEvent finds the entry by this prefix
  const { notificationId, ...rest } = detail;
  await db
    .insertInto('alarm_events')
    .values({ alarm_id: alarm.id, company_id: alarm.company_id, ts, kind: 'notification', level, actor_id: null, actor_name: '', detail: JSON.stringify({ notificationId, ...rest }) })
    .execute();
}

/** The detail starts with the notification's id (recordNotificationEvent writes it first), so that its entry is found without reading the others. */
function detailPrefix(notificationId: number): string {
  return `{"notificationId":${notificationId},%`;
}

/** A notification's new state on its timeline entry. */
export async function updateNotificationEvent(db: Kysely<Database>, alarmId: number, change: Pick<NotificationDetail, 'notificationId' | 'state' | 'callState' | 'reason'>): Promise<void> {
  const entry = await db
    .selectFrom('alarm_events')
    .select(['id', 'detail'])
    .where('alarm_id', '=', alarmId)
    .where('kind', '=', 'notification')
    .where('detail', 'like', detailPrefix(change.notificationId))
    .executeTakeFirst();
  if (!entry) return;
  const detail = JSON.parse(entry.detail) as NotificationDetail;
  await db
    .updateTable('alarm_events')
    .set({ detail: JSON.stringify({ ...detail, state: change.state, callState: change.callState, reason: change.reason }) })
    .where('id', '=', entry.id)
    .execute();
}
