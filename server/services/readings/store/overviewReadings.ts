/**
 * The statistics overview's figures from the readings and the latest states (issue 14 §3): devices
 * and online per organization, and per organization and day the readings judged against their
 * device's thresholds and those inside. Portable SQL: integer arithmetic for the day, CASE for
 * the judgment (a null on either side compares to null: not outside, as the monitor's state).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { onlineSql } from './read';

type Db = Kysely<Database>;

const DAY = 86_400;

export interface OverviewScope {
  companyId: number;
  /** null: every organization of the company */
  organizationIds: readonly number[] | null;
}

function scoped(scope: OverviewScope): Array<RawBuilder<SqlBool>> {
  const conditions = [sql<SqlBool>`d.company_id = ${scope.companyId}`];
  const ids = scope.organizationIds;
  if (ids) conditions.push(ids.length ? sql<SqlBool>`d.organization_id in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`);
  return conditions;
}

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export interface OrganizationDevices {
  organizationId: number;
  devices: number;
  online: number;
}

/** Devices and the online ones now (the monitor's rule, read.ts onlineSql), per organization. */
export async function devicesByOrganization(db: Db, scope: OverviewScope, nowUnix: number): Promise<OrganizationDevices[]> {
  let query = db
    .selectFrom('devices as d')
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .select([
      'd.organization_id',
      (eb) => eb.fn.countAll<number | string>().as('devices'),
      (eb) => eb.fn.sum<number | string | null>(sql`case when ${onlineSql(nowUnix)} then 1 else 0 end`).as('online'),
    ]);
  for (const condition of scoped(scope)) query = query.where(condition);
  const rows = await query.groupBy('d.organization_id').execute();
  return rows.map((row) => ({ organizationId: row.organization_id, devices: count(row.devices), online: count(row.online) }));
}

export interface RangeCounts {
  organizationId: number;
  /** unix seconds of the day's start in the zone */
  day: number;
  /** readings with a value that has a threshold to be judged against */
  judged: number;
  /** of those, inside every threshold they have */
  inside: number;
}

/**
 * Per organization and day (in the zone) of [start, end]: the readings judged against their
 * device's thresholds, and those inside. A reading is judged when it has a temperature and its
 * device a temperature limit, or a humidity and a humidity limit; it is outside when any of its
 * values breaks its limit. Each device's rows come from its own (device_id, ts) key range.
 */
export async function readingsInRange(db: Db, scope: OverviewScope, start: number, end: number, utcOffsetMinutes: number): Promise<RangeCounts[]> {
  const shift = utcOffsetMinutes * 60;
  const judged = sql`case when (r.temperature is not null and (d.temperature_min is not null or d.temperature_max is not null))
    or (r.humidity is not null and (d.humidity_min is not null or d.humidity_max is not null)) then 1 else 0 end`;
  const outside = sql`case when r.temperature < d.temperature_min or r.temperature > d.temperature_max
    or r.humidity < d.humidity_min or r.humidity > d.humidity_max then 1 else 0 end`;
  // whole days since the epoch in the zone: integer division of non-negative integers, the same in SQLite and PostgreSQL
  // (literals, not parameters: the GROUP BY must be the very expression the SELECT has; both are integers of ours)
  const dayIndex = sql<number>`(r.ts + ${sql.lit(Math.trunc(shift))}) / ${sql.lit(DAY)}`;
  let query = db
    .selectFrom('devices as d')
    .innerJoin('readings as r', 'r.device_id', 'd.id')
    .select([
      'd.organization_id',
      dayIndex.as('day_index'),
      (eb) => eb.fn.sum<number | string | null>(judged).as('judged'),
      (eb) => eb.fn.sum<number | string | null>(outside).as('outside'),
    ])
    .where('r.ts', '>=', start)
    .where('r.ts', '<=', end);
  for (const condition of scoped(scope)) query = query.where(condition);
  const rows = await query.groupBy(['d.organization_id', dayIndex]).execute();
  return rows.map((row) => {
    const judgedCount = count(row.judged);
    return { organizationId: row.organization_id, day: Number(row.day_index) * DAY - shift, judged: judgedCount, inside: judgedCount - count(row.outside) };
  });
}
