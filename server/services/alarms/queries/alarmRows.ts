/**
 * Alarms as the pages list them (src/lib/alarms.ts AlarmRow): one select over alarms, their
 * device and their organization, shared by the history, the advanced history and the session.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AlarmKind, AlarmRow, AlarmStatus, EndReason, HandlingState } from '../../../../src/lib/alarms';
import { isEndDetail } from '../../../../src/lib/alarmEnds';
import type { AlarmsTable, Database } from '../../../db/schema';
import { ALARM_RULE } from '../config';
import { recordNames } from './recordNames';
import { alarmOrganization, inScope, type AlarmScope } from './scope';

/** alarms joined with devices, in the user's scope: add conditions, then select rows or a count. */
export function scopedAlarms(db: Kysely<Database>, scope: AlarmScope) {
  return db.selectFrom('alarms').innerJoin('devices', 'devices.id', 'alarms.device_id').where(inScope(scope));
}

type Scoped = ReturnType<typeof scopedAlarms>;

export type AlarmRowSource = Selectable<AlarmsTable> & {
  device_number: string;
  device_name: string;
  organization: number | null;
  organization_name: string | null;
};

/** The rows' columns, with the organization's name. */
export function selectAlarmRows(query: Scoped) {
  return query
    .leftJoin('organizations', (join) => join.on((eb) => eb('organizations.id', '=', alarmOrganization(eb))))
    .selectAll('alarms')
    .select((eb) => [
      'devices.number as device_number',
      'devices.name as device_name',
      alarmOrganization(eb).as('organization'),
      'organizations.name as organization_name',
    ]);
}

/** Unix seconds the alarm lasted: to its end, or to now while open (an old closed one without an end: its last exceeding). */
function durationOf(alarm: AlarmRowSource, nowUnix: number): number {
  const end = alarm.ended_at ?? (alarm.status === 'closed' ? (alarm.last_exceeded_at ?? alarm.created_at) : nowUnix);
  return Math.max(0, end - alarm.created_at);
}

export function toAlarmRow(alarm: AlarmRowSource, ruleNames: ReadonlyMap<number, string>, nowUnix: number): AlarmRow {
  const first = alarm.first_exceeded_at ?? alarm.created_at;
  return {
    id: alarm.id,
    deviceId: alarm.device_id,
    deviceNumber: alarm.device_number,
    deviceName: alarm.device_name,
    organizationId: alarm.organization,
    organizationName: alarm.organization_name ?? '',
    kind: alarm.type as AlarmKind,
    level: alarm.level,
    status: alarm.status as AlarmStatus,
    handling: alarm.handling as HandlingState,
    ruleId: alarm.rule_id,
    ruleName: alarm.rule_id === null ? '' : (ruleNames.get(alarm.rule_id) ?? ''),
    createdAt: alarm.created_at,
    firstExceededAt: first,
    lastExceededAt: alarm.last_exceeded_at ?? first,
    peakValue: alarm.peak_value,
    threshold: alarm.threshold,
    durationSeconds: durationOf(alarm, nowUnix),
    endedAt: alarm.ended_at,
    endReason: alarm.end_reason as EndReason | null,
    endDetail: isEndDetail(alarm.end_detail) ? alarm.end_detail : null,
    endMinutes: isEndDetail(alarm.end_detail) ? alarm.end_minutes : null,
    endedBy: alarm.ended_by_name,
    closeComment: alarm.close_comment,
    acknowledgedAt: alarm.acknowledged_at,
    acknowledgedBy: alarm.acknowledged_by_name,
    ackComment: alarm.ack_comment,
    solutionId: alarm.solution_id,
    snoozedUntil: alarm.snoozed_until,
  };
}

/** Rows with their rules' names (one query for all of them). */
export async function toAlarmRows(db: Kysely<Database>, companyId: number, alarms: readonly AlarmRowSource[], nowUnix: number): Promise<AlarmRow[]> {
  const names = await recordNames(db, ALARM_RULE, companyId, alarms.map((alarm) => alarm.rule_id));
  return alarms.map((alarm) => toAlarmRow(alarm, names, nowUnix));
}
