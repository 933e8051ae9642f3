/**
 * One alarm's session (issue 13 §4 "Alarm session"): the alarm, its timeline (alarm_events in
 * order: opened, levels, notifications, acknowledgement, comments, snoozes, end) and every
 * notification it made. undefined when the user may not see it: another company's, an
 * invisible organization's and a missing one are alike.
 */
import type { Kysely } from 'kysely';
import type { AlarmEventKind, AlarmSession, AlarmTimelineEntry } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';
import { scopedAlarms, selectAlarmRows, toAlarmRows } from './alarmRows';
import { notificationsOf } from './notifications';
import type { AlarmScope } from './scope';

function detailOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function alarmSession(db: Kysely<Database>, scope: AlarmScope, id: number, nowUnix: number): Promise<AlarmSession | undefined> {
  const alarm = await selectAlarmRows(scopedAlarms(db, scope).where('alarms.id', '=', id)).executeTakeFirst();
  if (!alarm) return undefined;
  const [rows, events, notifications] = await Promise.all([
    toAlarmRows(db, scope.companyId, [alarm], nowUnix),
    db.selectFrom('alarm_events').selectAll().where('alarm_id', '=', id).orderBy('ts').orderBy('id').execute(),
    notificationsOf(db, scope.companyId, [id]),
  ]);
  const timeline: AlarmTimelineEntry[] = events.map((event) => ({
    id: event.id,
    kind: event.kind as AlarmEventKind,
    ts: event.ts,
    level: event.level,
    actor: event.actor_name,
    detail: detailOf(event.detail),
  }));
  return { alarm: rows[0]!, timeline, notifications: notifications.get(id) ?? [] };
}
