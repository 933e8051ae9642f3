/**
 * Alarms for the alarm pages' tests (resources/alarm): alarms, their timeline entries and their
 * notifications written with plain Kysely inserts (not through the code under test), on the
 * devices of a fleet (fleetFixture.ts), so that a page filtered to the fleet's organization
 * shows exactly them. (The alarm routes' own tests use alarmWorld.ts.)
 */
import type { Insertable } from 'kysely';
import type { AlarmEventKind, AlarmKind, CallState, NotifyChannel, NotifyReason, SendState } from '../../src/lib/alarms';
import type { AlarmsTable } from '../../server/db/schema';
import type { Fleet } from './fleetFixture';
import type { TestPlatform } from './testPlatform';

export interface AlarmSeed {
  deviceId: number;
  kind?: AlarmKind;
  level?: number;
  /** unix seconds it opened */
  createdAt: number;
  peak?: number | null;
  threshold?: number | null;
  /** an ended alarm: when, why, by whom, with what reason */
  ended?: { at: number; reason: string; by?: string; comment?: string };
  acknowledged?: { at: number; by: string; comment: string; solutionId?: number };
  ruleId?: number | null;
}

/**
 * An alarm of the fleet's company and organization: open and not acknowledged unless told. An open
 * one exceeded until now (so that the engine's data timeout does not end it during the test).
 */
export async function insertAlarm(platform: TestPlatform, fleet: Fleet, seed: AlarmSeed): Promise<number> {
  const row: Insertable<AlarmsTable> = {
    device_id: seed.deviceId,
    company_id: fleet.companyId,
    organization_id: fleet.organizationId,
    type: seed.kind ?? 'temperature_high',
    level: seed.level ?? 1,
    status: seed.ended ? 'closed' : 'open',
    // never notified nor escalated by the engine while the test runs
    source: 'history',
    created_at: seed.createdAt,
    level_at: seed.createdAt,
    first_exceeded_at: seed.createdAt,
    last_exceeded_at: seed.ended?.at ?? Math.max(seed.createdAt, Math.floor(platform.clock.now() / 1000)),
    peak_value: seed.peak === undefined ? 9.6 : seed.peak,
    threshold: seed.threshold === undefined ? 8 : seed.threshold,
    rule_id: seed.ruleId ?? null,
    graded_alarm_id: null,
    ended_at: seed.ended?.at ?? null,
    end_reason: seed.ended?.reason ?? null,
    ended_by: null,
    ended_by_name: seed.ended?.by ?? '',
    close_comment: seed.ended?.comment ?? '',
    handling: seed.acknowledged || seed.ended?.reason === 'manual' ? 'processed' : 'unprocessed',
    acknowledged_at: seed.acknowledged?.at ?? null,
    acknowledged_by: null,
    acknowledged_by_name: seed.acknowledged?.by ?? '',
    ack_comment: seed.acknowledged?.comment ?? '',
    solution_id: seed.acknowledged?.solutionId ?? null,
    snoozed_until: null,
    last_sent_at: null,
  };
  return (await platform.app.db.insertInto('alarms').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Many alarms (a truncation test), one after the other. */
export async function insertAlarms(platform: TestPlatform, fleet: Fleet, seeds: readonly AlarmSeed[]): Promise<void> {
  for (const seed of seeds) await insertAlarm(platform, fleet, seed);
}

export interface EventSeed {
  kind: AlarmEventKind;
  ts: number;
  level?: number | null;
  actor?: string;
  detail?: Record<string, unknown>;
}

/** Timeline entries of an alarm, written in the order given. */
export async function insertAlarmEvents(platform: TestPlatform, fleet: Fleet, alarmId: number, events: readonly EventSeed[]): Promise<void> {
  await platform.app.db
    .insertInto('alarm_events')
    .values(
      events.map((event) => ({
        alarm_id: alarmId,
        company_id: fleet.companyId,
        ts: event.ts,
        kind: event.kind,
        level: event.level ?? null,
        actor_id: null,
        actor_name: event.actor ?? '',
        detail: JSON.stringify(event.detail ?? {}),
      })),
    )
    .execute();
}

export interface NotificationSeed {
  channel: NotifyChannel;
  receiverName: string;
  /** as sent: the pages show it masked */
  address: string;
  state: SendState;
  callState?: CallState | null;
  reason?: NotifyReason | null;
  level?: number;
  createdAt: number;
}

export async function insertNotifications(
  platform: TestPlatform,
  fleet: Fleet,
  alarmId: number,
  deviceId: number,
  seeds: readonly NotificationSeed[],
): Promise<void> {
  await platform.app.db
    .insertInto('alarm_notifications')
    .values(
      seeds.map((n) => ({
        alarm_id: alarmId,
        company_id: fleet.companyId,
        device_id: deviceId,
        level: n.level ?? 1,
        channel: n.channel,
        receiver_id: null,
        receiver_name: n.receiverName,
        address: n.address,
        text: '',
        state: n.state,
        call_state: n.callState ?? null,
        reason: n.reason ?? null,
        cost: 0,
        created_at: n.createdAt,
        updated_at: n.createdAt,
        due_at: null,
      })),
    )
    .execute();
}
