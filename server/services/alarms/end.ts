/**
 * Ending alarms (spec §4): automatically (data timeout, rule edited, rule deleted, graded alarm
 * disabled) or by a manual close with a reason. Every ending records why, when and who (nobody
 * for an automatic one), and an `ended` entry on the alarm's timeline. A manual close marks the
 * alarm processed; an automatic end keeps the handling it had (processed once acknowledged).
 * Open alarms only: an alarm already ended is left as it is and not returned.
 */
import type { Kysely } from 'kysely';
import type { EndReason } from '../../../src/lib/alarms';
import type { EndNote } from '../../../src/lib/alarmEnds';
import type { Database } from '../../db/schema';
import { alarmsChanged } from './changes';

export interface EndActor {
  id: number;
  name: string;
}

export interface EndAlarms {
  ids: readonly number[];
  reason: EndReason;
  /** null for an automatic end */
  actor: EndActor | null;
  /** the close's reason text (manual) */
  comment?: string;
  /** unix seconds of the end; a data timeout passes the last exceeding time plus the timeout when that is earlier than now */
  endedAt: number | ((alarm: { id: number; last_exceeded_at: number | null }) => number);
  /** a data timeout's detail and minutes by alarm id (engine/endNotes.ts), stored and put on the timeline */
  notes?: ReadonlyMap<number, EndNote>;
}

/** Ends the open ones among `ids`; returns the ids it ended. Call inside a transaction when it must go with other writes. */
export async function endAlarms(db: Kysely<Database>, end: EndAlarms): Promise<number[]> {
  if (!end.ids.length) return [];
  const open = await db.selectFrom('alarms').select(['id', 'company_id', 'level', 'last_exceeded_at']).where('id', 'in', [...end.ids]).where('status', '=', 'open').execute();
  for (const alarm of open) {
    const endedAt = typeof end.endedAt === 'function' ? end.endedAt(alarm) : end.endedAt;
    const note = end.notes?.get(alarm.id);
    await db
      .updateTable('alarms')
      .set({
        status: 'closed',
        ended_at: endedAt,
        end_reason: end.reason,
        end_detail: note?.detail ?? null,
        end_minutes: note?.minutes ?? null,
        ended_by: end.actor?.id ?? null,
        ended_by_name: end.actor?.name ?? '',
        ...(end.reason === 'manual' ? { handling: 'processed', close_comment: end.comment ?? '' } : {}),
      })
      .where('id', '=', alarm.id)
      .where('status', '=', 'open')
      .execute();
    await db
      .insertInto('alarm_events')
      .values({
        alarm_id: alarm.id,
        company_id: alarm.company_id,
        ts: endedAt,
        kind: 'ended',
        level: alarm.level,
        actor_id: end.actor?.id ?? null,
        actor_name: end.actor?.name ?? '',
        detail: JSON.stringify({ reason: end.reason, ...(end.comment ? { comment: end.comment } : {}), ...(note ?? {}) }),
      })
      .execute();
  }
  alarmsChanged(db, open);
  return open.map((alarm) => alarm.id);
}
