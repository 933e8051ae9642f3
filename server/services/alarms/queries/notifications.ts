/**
 * Notifications as the pages show them (src/lib/alarms.ts AlarmNotification): the address masked
 * (138****0001), since a history page is read by more people than the receivers' own form.
 */
import type { Kysely, Selectable } from 'kysely';
import { type AlarmNotification, type CallState, type NotifyChannel, type NotifyReason, type SendState } from '../../../../src/lib/alarms';
import { maskAddress } from '../../../../src/lib/maskAddress';
import type { AlarmNotificationsTable, Database } from '../../../db/schema';

export function toNotification(row: Selectable<AlarmNotificationsTable>): AlarmNotification {
  return {
    id: row.id,
    alarmId: row.alarm_id,
    level: row.level,
    channel: row.channel as NotifyChannel,
    receiverId: row.receiver_id,
    receiverName: row.receiver_name,
    address: row.address ? maskAddress(row.address) : '',
    text: row.text,
    state: row.state as SendState,
    callState: row.call_state as CallState | null,
    reason: row.reason as NotifyReason | null,
    cost: row.cost,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The notifications of these alarms, in the order they were made, by alarm: one query for them all. */
export async function notificationsOf(db: Kysely<Database>, companyId: number, alarmIds: readonly number[]): Promise<Map<number, AlarmNotification[]>> {
  const byAlarm = new Map<number, AlarmNotification[]>(alarmIds.map((id) => [id, []]));
  if (!alarmIds.length) return byAlarm;
  const rows = await db
    .selectFrom('alarm_notifications')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('alarm_id', 'in', [...alarmIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byAlarm.get(row.alarm_id!)?.push(toNotification(row));
  return byAlarm;
}
