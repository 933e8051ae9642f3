/**
 * Alarm statistics (issue 13 §4): of the alarms opened in a range that the user sees, the counts
 * by day (the user's calendar day), kind, level and organization, the mean time to acknowledge
 * (of the acknowledged ones) and the mean duration (of the ended ones). Grouped in SQL, portable:
 * a day is the integer division of the shifted time, no date function.
 */
import { sql, type Kysely } from 'kysely';
import type { AlarmKind, AlarmStats } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';
import { scopedAlarms } from './alarmRows';
import { alarmOrganization, type AlarmScope } from './scope';

const DAY = 86_400;
const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
const toMean = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));

export interface StatsRange {
  start: number;
  end: number;
  /** minutes east of UTC: the days are the user's */
  utcOffsetMinutes: number;
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01 in the user's zone). */
const dayText = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

export async function alarmStats(db: Kysely<Database>, scope: AlarmScope, range: StatsRange): Promise<AlarmStats> {
  const base = scopedAlarms(db, scope).where('alarms.created_at', '>=', range.start).where('alarms.created_at', '<=', range.end);
  const shift = range.utcOffsetMinutes * 60;
  // literals, not parameters: PostgreSQL groups by the select's expression only when the two are the same text
  const day = sql<number>`cast((alarms.created_at + ${sql.lit(Math.trunc(shift))}) / ${sql.lit(DAY)} as integer)`;
  const [days, kinds, levels, organizations, totals] = await Promise.all([
    base.select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy(day).execute(),
    base.select(['alarms.type as kind', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('alarms.type').execute(),
    base.select(['alarms.level as level', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('alarms.level').execute(),
    base
      .leftJoin('organizations', (join) => join.on((eb) => eb('organizations.id', '=', alarmOrganization(eb))))
      .select((eb) => [alarmOrganization(eb).as('organization'), eb.fn.max('organizations.name').as('name'), eb.fn.countAll<number | string>().as('n')])
      .groupBy((eb) => alarmOrganization(eb))
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.avg<number | string | null>(sql`alarms.acknowledged_at - alarms.created_at`).as('ack'),
        eb.fn.avg<number | string | null>(sql`alarms.ended_at - alarms.created_at`).as('duration'),
      ])
      .executeTakeFirst(),
  ]);

  const perDay = new Map(days.map((row) => [Number(row.day), toCount(row.n)]));
  const first = Math.floor((range.start + shift) / DAY);
  const last = Math.floor((range.end + shift) / DAY);
  const byDay: AlarmStats['byDay'] = [];
  for (let d = first; d <= last; d += 1) byDay.push({ day: dayText(d), count: perDay.get(d) ?? 0 });

  const most = <T extends { count: number }>(rows: T[], tie: (a: T, b: T) => number) => rows.sort((a, b) => b.count - a.count || tie(a, b));
  return {
    byDay,
    byKind: most(
      kinds.map((row) => ({ kind: row.kind as AlarmKind, count: toCount(row.n) })),
      (a, b) => a.kind.localeCompare(b.kind),
    ),
    byLevel: levels.map((row) => ({ level: row.level, count: toCount(row.n) })).sort((a, b) => a.level - b.level),
    byOrganization: most(
      organizations.map((row) => ({ organizationId: row.organization, organizationName: row.name ?? '', count: toCount(row.n) })),
      (a, b) => (a.organizationId ?? 0) - (b.organizationId ?? 0),
    ),
    total: toCount(totals?.n),
    meanAckSeconds: toMean(totals?.ack),
    meanDurationSeconds: toMean(totals?.duration),
  };
}
