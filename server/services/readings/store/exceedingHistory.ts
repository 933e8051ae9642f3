/**
 * The dashboard sparkline's figures: at each given moment, how many of the company's devices had
 * a latest reading out of their thresholds, that reading no older than their offline time (the
 * monitor's "exceeding": src/lib/readings.ts monitorState, with the reading's time standing in
 * for its arrival). One statement; per device and moment it is one index probe for the latest
 * reading at or before the moment (`order by ts desc limit 1` on the key (device, ts)), so the
 * cost is devices × moments, whatever the history holds. Portable SQL: a `union all` of the
 * moments (no VALUES list, whose column names differ between SQLite and PostgreSQL).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { offlineAfterSql } from './read';

export async function exceedingAt(db: Kysely<Database>, companyId: number, moments: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(moments.map((t) => [t, 0]));
  if (!moments.length) return counts;
  const points = sql.join(
    moments.map((t) => sql`select cast(${t} as bigint) as t`),
    sql` union all `,
  );
  const { rows } = await sql<{ t: number | string; n: number | string }>`
    with b as (${points})
    select b.t as t, count(*) as n
    from b
    cross join devices d
    join readings r on r.device_id = d.id
      and r.ts = (select r2.ts from readings r2 where r2.device_id = d.id and r2.ts <= b.t order by r2.ts desc limit 1)
    where d.company_id = ${companyId}
      and r.ts + ${offlineAfterSql()} >= b.t
      and (r.temperature < d.temperature_min or r.temperature > d.temperature_max
        or r.humidity < d.humidity_min or r.humidity > d.humidity_max)
    group by b.t`.execute(db);
  for (const row of rows) counts.set(Number(row.t), Number(row.n));
  return counts;
}
