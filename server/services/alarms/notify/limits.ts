/**
 * The checks a notification passes before it goes to a provider (spec §5, §8, §9). Over one, the
 * row is kept as 'unsent' with the reason, never dropped. What counts is what was attempted: rows
 * neither 'unsent' nor failed for want of credit (a call never dialled does not use up a number's
 * minute).
 *   - messageLimit: one alarm's messages per channel and receiver (the rule's 2–10, default 3);
 *     per receiver, so that a level reaching a new receiver is not blocked by the earlier ones;
 *   - voice per called number: 1 a minute, 5 an hour, 20 in 24 hours (any company: it is the number);
 *   - WeChat and e-mail: 200 a day per device, the day in ALARM_DAY_UTC_OFFSET_MINUTES.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ALARM_LIMITS, type NotifyChannel, type NotifyReason } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';

export const DEFAULT_MESSAGE_LIMIT = 3;

/** The rule's messageLimit inside spec §5's 2–10; the default without a rule or a value. */
export function messageLimitOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_MESSAGE_LIMIT;
  return Math.min(ALARM_LIMITS.messageLimitMax, Math.max(ALARM_LIMITS.messageLimitMin, Math.round(value)));
}

/** Unix seconds of the start of the calendar day holding `now`, in the zone `utcOffsetMinutes` east of UTC. */
export function dayStart(now: number, utcOffsetMinutes: number): number {
  const offset = utcOffsetMinutes * 60;
  return Math.floor((now + offset) / 86_400) * 86_400 - offset;
}

function attempted(eb: ExpressionBuilder<Database, 'alarm_notifications'>) {
  return eb.and([eb('state', '!=', 'unsent'), eb.or([eb('reason', 'is', null), eb('reason', '!=', 'insufficientBalance')])]);
}

export interface LimitCandidate {
  alarmId: number;
  deviceId: number;
  channel: NotifyChannel;
  receiverId: number | null;
  address: string;
  /** the rule's */
  messageLimit: number;
}

const VOICE_WINDOWS: ReadonlyArray<{ seconds: number; max: number; reason: NotifyReason }> = [
  { seconds: 60, max: ALARM_LIMITS.voicePerMinute, reason: 'voicePerMinute' },
  { seconds: 3_600, max: ALARM_LIMITS.voicePerHour, reason: 'voicePerHour' },
  { seconds: 86_400, max: ALARM_LIMITS.voicePer24Hours, reason: 'voicePerDay' },
];

const DAILY_CAPS: Partial<Record<NotifyChannel, { max: number; reason: NotifyReason }>> = {
  wechat: { max: ALARM_LIMITS.wechatPerDevicePerDay, reason: 'wechatPerDay' },
  email: { max: ALARM_LIMITS.emailPerDevicePerDay, reason: 'emailPerDay' },
};

async function count(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.n ?? 0);
}

/** The first limit the candidate is over, or null when it may be sent. */
export async function limitReason(db: Kysely<Database>, candidate: LimitCandidate, now: number, dayUtcOffsetMinutes: number): Promise<NotifyReason | null> {
  const { alarmId, deviceId, channel, receiverId, address } = candidate;
  const n = sql<number>`count(*)`.as('n');

  const sentByAlarm = await count(
    db
      .selectFrom('alarm_notifications')
      .select(n)
      .where('alarm_id', '=', alarmId)
      .where('channel', '=', channel)
      .where('receiver_id', receiverId === null ? 'is' : '=', receiverId)
      .where(attempted)
      .executeTakeFirst(),
  );
  if (sentByAlarm >= candidate.messageLimit) return 'messageLimit';

  if (channel === 'voice') {
    // one query for the widest window; the narrower ones are counted from its rows' times
    const calls = await db
      .selectFrom('alarm_notifications')
      .select('created_at')
      .where('channel', '=', 'voice')
      .where('address', '=', address)
      .where('created_at', '>', now - 86_400)
      .where(attempted)
      .execute();
    for (const window of VOICE_WINDOWS) {
      if (calls.filter((call) => Number(call.created_at) > now - window.seconds).length >= window.max) return window.reason;
    }
  }

  const cap = DAILY_CAPS[channel];
  if (cap) {
    const today = await count(
      db
        .selectFrom('alarm_notifications')
        .select(n)
        .where('device_id', '=', deviceId)
        .where('channel', '=', channel)
        .where('created_at', '>=', dayStart(now, dayUtcOffsetMinutes))
        .where(attempted)
        .executeTakeFirst(),
    );
    if (today >= cap.max) return cap.reason;
  }
  return null;
}
