/**
 * An e-mail with no alarm behind it (a balance warning, a scheduled report ready) to some of a
 * company's alarm receivers: one alarm_notifications row per enabled receiver (no alarm, no device,
 * not charged), 'toBeSent' and due now for the notifier's e-mail provider, or 'unsent' 'noAddress'
 * for a receiver without an e-mail. Answers the rows' ids.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { companyAlarmConfig } from '../config';

export interface QueuedEmail {
  companyId: number;
  /** the alarm receiver it goes to; null for a user or a bare address */
  receiverId: number | null;
  receiverName: string;
  address: string;
  text: string;
}

/**
 * One e-mail with no alarm behind it: its alarm_notifications row (no alarm, no device, not
 * charged), 'toBeSent' and due now for the notifier's e-mail provider, or 'unsent' 'noAddress'
 * without an address. Answers the row's id.
 */
export async function queueEmail(db: Kysely<Database>, email: QueuedEmail, nowUnix: number): Promise<number> {
  const address = email.address.trim();
  const row = await db
    .insertInto('alarm_notifications')
    .values({
      alarm_id: null,
      company_id: email.companyId,
      device_id: null,
      level: 0,
      channel: 'email',
      receiver_id: email.receiverId,
      receiver_name: email.receiverName,
      address,
      text: email.text,
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
  return row.id;
}

export async function emailReceivers(db: Kysely<Database>, companyId: number, receiverIds: readonly number[], text: string, nowUnix: number): Promise<number[]> {
  const config = await companyAlarmConfig(db, companyId, nowUnix);
  const ids: number[] = [];
  for (const receiverId of receiverIds) {
    const receiver = config.receivers.get(receiverId);
    if (!receiver || receiver.enabled === false) continue;
    ids.push(await queueEmail(db, { companyId, receiverId: receiver.id, receiverName: receiver.name, address: receiver.email ?? '', text }, nowUnix));
  }
  return ids;
}
