/**
 * The device statistics' counts: the company's devices by type, model and organization, and by
 * battery bucket (the latest reading's battery, else the device record's). Grouped in SQL; the
 * states per monitor state come from the monitor's own query (read.ts monitorRows). Portable SQL.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { BATTERY_BUCKETS } from '../../../../src/lib/fleet';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface FleetFilter {
  companyId: number;
  organizationIds?: readonly number[];
  type?: string;
}

function fleet(db: Db, filter: FleetFilter) {
  let query = db.selectFrom('devices as d').where('d.company_id', '=', filter.companyId);
  if (filter.organizationIds)
    query = filter.organizationIds.length ? query.where('d.organization_id', 'in', filter.organizationIds) : query.where(sql<SqlBool>`1 = 0`);
  if (filter.type) query = query.where('d.type', '=', filter.type);
  return query;
}

const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** Devices per value of a column, most first, then by value. */
export async function countBy(
  db: Db,
  filter: FleetFilter,
  column: 'type' | 'model' | 'organization_id',
): Promise<Array<{ key: string | number; count: number }>> {
  const ref = sql.ref(`d.${column}`);
  const rows = await fleet(db, filter)
    .select([sql<string | number>`${ref}`.as('key'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(ref)
    .execute();
  return rows.map((row) => ({ key: row.key, count: toCount(row.n) })).sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)));
}

/** Devices per BATTERY_BUCKETS entry, and those with no battery figure at all. */
export async function batteryBuckets(db: Db, filter: FleetFilter): Promise<{ buckets: number[]; unknown: number }> {
  const battery = sql<number | null>`coalesce(s.battery, d.battery)`;
  const row = await fleet(db, filter)
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .select((eb) => [
      ...BATTERY_BUCKETS.map(([low, high], i) =>
        eb.fn.sum<number | string | null>(sql`case when ${battery} >= ${low} and ${battery} <= ${high} then 1 else 0 end`).as(`b${i}`),
      ),
      eb.fn.sum<number | string | null>(sql`case when ${battery} is null then 1 else 0 end`).as('unknown'),
    ])
    .executeTakeFirst();
  const values = (row ?? {}) as Record<string, number | string | null>;
  return { buckets: BATTERY_BUCKETS.map((_, i) => toCount(values[`b${i}`])), unknown: toCount(values.unknown) };
}

/**
 * For each day [start, start + 86,400): how many of the devices sent at least one reading. One
 * statement; each device and day is an index probe on the readings' key (device, ts), never a scan
 * of the history, so the cost grows with devices × days, not with readings.
 */
export async function reportingPerDay(db: Db, filter: FleetFilter, dayStarts: readonly number[]): Promise<number[]> {
  if (!dayStarts.length) return [];
  const row = await fleet(db, filter)
    .select((eb) =>
      dayStarts.map((start, i) =>
        eb.fn
          .sum<number | string | null>(
            sql`case when exists (select 1 from readings r where r.device_id = d.id and r.ts >= ${start} and r.ts < ${start + 86_400}) then 1 else 0 end`,
          )
          .as(`d${i}`),
      ),
    )
    .executeTakeFirst();
  const values = (row ?? {}) as Record<string, number | string | null>;
  return dayStarts.map((_, i) => toCount(values[`d${i}`]));
}
