/**
 * One send of a level (issue 13 §2): a notification row per channel and receiver, each checked
 * before it may go (limits.ts), SMS and voice charged (services/credit). A row that may go is
 * left 'toBeSent', due now: the notifier's delivery pass hands it to its channel's provider. Every
 * row, sent or not, gets its timeline entry.
 */
import type { Kysely } from 'kysely';
import type { NotifyChannel, NotifyReason, SendState } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';
import { deductCredit } from '../../credit';
import type { AlarmReceiverConfig, GradedLevelConfig } from '../config';
import { boundOpenIds } from '../../wechatBindings';
import { addressOf, isPersonal } from './addresses';
import { limitReason } from './limits';
import { recordNotificationEvent } from './timeline';

export interface NotifySettings {
  creditPerSms: number;
  creditPerVoiceCall: number;
  dayUtcOffsetMinutes: number;
}

/** The alarm as a send needs it. */
export interface SendingAlarm {
  id: number;
  company_id: number;
  device_id: number;
  level: number;
  text: string;
}

interface Recipient {
  receiver: AlarmReceiverConfig | null;
  address: string;
}

function recipientsOf(channel: NotifyChannel, level: GradedLevelConfig, receivers: ReadonlyMap<number, AlarmReceiverConfig>, bound: ReadonlyMap<number, string>): Recipient[] {
  if (!isPersonal(channel)) return [{ receiver: null, address: '' }];
  const out: Recipient[] = [];
  for (const id of new Set(level.receiverIds ?? [])) {
    const receiver = receivers.get(id);
    // a removed or disabled receiver is no longer one of the level's receivers
    if (!receiver || receiver.enabled === false) continue;
    out.push({ receiver, address: addressOf(channel, receiver, receiver.userId ? bound.get(receiver.userId) : undefined) });
  }
  return out;
}

/** Sends `level` of `alarm`; returns the ids of the rows written. */
export async function sendLevel(
  db: Kysely<Database>,
  alarm: SendingAlarm,
  level: GradedLevelConfig,
  context: { receivers: ReadonlyMap<number, AlarmReceiverConfig>; messageLimit: number; now: number; settings: NotifySettings },
): Promise<number[]> {
  const { now, settings } = context;
  const ids: number[] = [];
  const channels = new Set(level.channels ?? []);
  const userIds = (level.receiverIds ?? []).flatMap((id) => context.receivers.get(id)?.userId ?? []);
  const bound = channels.has('wechat') ? await boundOpenIds(db, alarm.company_id, userIds) : new Map<number, string>();
  for (const channel of channels) {
    for (const { receiver, address } of recipientsOf(channel, level, context.receivers, bound)) {
      const receiverId = receiver?.id ?? null;
      let reason: NotifyReason | null = null;
      if (isPersonal(channel) && !address) reason = 'noAddress';
      else reason = await limitReason(db, { alarmId: alarm.id, deviceId: alarm.device_id, channel, receiverId, address, messageLimit: context.messageLimit }, now, settings.dayUtcOffsetMinutes);
      const state: SendState = reason ? 'unsent' : 'toBeSent';
      const row = await db
        .insertInto('alarm_notifications')
        .values({
          alarm_id: alarm.id,
          company_id: alarm.company_id,
          device_id: alarm.device_id,
          level: alarm.level,
          channel,
          receiver_id: receiverId,
          receiver_name: receiver?.name ?? '',
          address,
          text: alarm.text,
          state,
          call_state: null,
          reason,
          cost: 0,
          created_at: now,
          updated_at: now,
          due_at: reason ? null : now * 1000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let final: { state: SendState; reason: NotifyReason | null } = { state, reason };
      if (!reason && (channel === 'sms' || channel === 'voice')) {
        const cost = channel === 'sms' ? settings.creditPerSms : settings.creditPerVoiceCall;
        const charged = await deductCredit(db, { companyId: alarm.company_id, kind: channel, cost, notificationId: row.id, now });
        final = charged.ok ? final : { state: 'failed', reason: 'insufficientBalance' };
        await db
          .updateTable('alarm_notifications')
          .set(charged.ok ? { cost: charged.charged } : { state: 'failed', reason: 'insufficientBalance', due_at: null })
          .where('id', '=', row.id)
          .execute();
      }
      await recordNotificationEvent(db, alarm, alarm.level, { notificationId: row.id, channel, receiverName: receiver?.name ?? '', state: final.state, callState: null, reason: final.reason }, now);
      ids.push(row.id);
    }
  }
  return ids;
}
