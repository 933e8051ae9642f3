/**
 * The statistics overview's alarm figures (issue 14 §3): open alarms per organization, and
 * excursions — temperature or humidity alarms (maps/siteFigures.ts EXCURSION_KINDS) — opened per
 * organization and day of the window, in the user's scope (alarms/queries/scope.ts: an alarm's
 * organization is its own, else its device's). Grouped in SQL, portable: the day is integer
 * arithmetic on the opening time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scopedAlarms } from '../alarms/queries/alarmRows';
import { alarmOrganization, type AlarmScope } from '../alarms/queries/scope';
import { EXCURSION_KINDS } from '../maps/siteFigures';

const DAY = 86_400;
const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export interface OrganizationAlarms {
  organizationId: number;
  open: number;
}

export interface DayExcursions {
  organizationId: number;
  /** unix seconds of the day's start in the zone */
  day: number;
  excursions: number;
}

export async function openAlarmsByOrganization(db: Kysely<Database>, scope: AlarmScope): Promise<OrganizationAlarms[]> {
  const rows = await scopedAlarms(db, scope)
    .where('alarms.status', '=', 'open')
    .select((eb) => [alarmOrganization(eb).as('organization'), eb.fn.countAll<number | string>().as('n')])
    .groupBy((eb) => alarmOrganization(eb))
    .execute();
  return rows.flatMap((row) => (row.organization === null ? [] : [{ organizationId: row.organization, open: toCount(row.n) }]));
}

/** Excursions opened in [start, end], per organization and day of the zone. */
export async function excursionsByDay(db: Kysely<Database>, scope: AlarmScope, start: number, end: number, utcOffsetMinutes: number): Promise<DayExcursions[]> {
  const shift = Math.trunc(utcOffsetMinutes * 60);
  // literals, so that the GROUP BY is the very expression selected (both are integers of ours)
  const dayIndex = sql<number>`(alarms.created_at + ${sql.lit(shift)}) / ${sql.lit(DAY)}`;
  const rows = await scopedAlarms(db, scope)
    .where('alarms.type', 'in', EXCURSION_KINDS)
    .where('alarms.created_at', '>=', start)
    .where('alarms.created_at', '<=', end)
    .select((eb) => [alarmOrganization(eb).as('organization'), dayIndex.as('day_index'), eb.fn.countAll<number | string>().as('n')])
    .groupBy((eb) => [alarmOrganization(eb), dayIndex])
    .execute();
  return rows.flatMap((row) =>
    row.organization === null ? [] : [{ organizationId: row.organization, day: Number(row.day_index) * DAY - shift, excursions: toCount(row.n) }],
  );
}
