/**
 * A chart's rows from a rollup (issue 27 §1): each bucket of the span gives, per field, its min and
 * its max as two points, a quarter and three quarters into the bucket (one point, mid-bucket, when
 * they are equal), so the downsampler that follows (chart.ts) still sees every excursion's extreme.
 * Which of the two came first inside the bucket is not kept: at a chart's resolution of days it
 * does not show. Points are kept inside the span asked for.
 */
import { sql, type Kysely } from 'kysely';
import type { ReadingField } from '../../../../src/lib/readings';
import { aggregateColumns, ROLLUP_FIELDS, type RollupField, type RollupLevel } from '../../../db/rollupLevels';
import type { Database } from '../../../db/schema';
import type { StoredReading } from '../chart';
import type { TimeSpan } from '../store/read';

export interface RollupChartRows {
  rows: StoredReading[];
  /** the readings the buckets hold */
  total: number;
  /** rollup rows read */
  read: number;
}

const rolled = (field: ReadingField): field is RollupField => (ROLLUP_FIELDS as readonly string[]).includes(field);

export async function rollupChartRows(db: Kysely<Database>, deviceId: number, span: TimeSpan, fields: readonly ReadingField[], level: RollupLevel): Promise<RollupChartRows> {
  const charted = fields.filter(rolled);
  const columns = charted.flatMap((field) => {
    const [min, max, , n] = aggregateColumns(field);
    return [sql.ref(min), sql.ref(max), sql.ref(n)];
  });
  const first = Math.floor(span.start / level.seconds) * level.seconds;
  const { rows } = await sql<Record<string, number | null>>`select bucket, n ${columns.length ? sql`, ${sql.join(columns)}` : sql``}
    from ${sql.table(level.table)} where device_id = ${deviceId} and bucket >= ${first} and bucket <= ${span.end} order by bucket`.execute(db);
  const out: StoredReading[] = [];
  let total = 0;
  const inside = (ts: number) => Math.min(span.end, Math.max(span.start, ts));
  for (const row of rows) {
    const bucket = Number(row.bucket);
    total += Number(row.n ?? 0);
    const low: StoredReading = { ts: inside(bucket + level.seconds / 4) };
    const high: StoredReading = { ts: inside(bucket + (3 * level.seconds) / 4) };
    const mid: StoredReading = { ts: inside(bucket + level.seconds / 2) };
    let split = false;
    let single = false;
    for (const field of charted) {
      const [min, max, , n] = aggregateColumns(field);
      if (!row[n]) continue;
      if (row[min] === row[max]) {
        mid[field] = row[min];
        single = true;
      } else {
        low[field] = row[min];
        high[field] = row[max];
        split = true;
      }
    }
    if (split) out.push(low);
    if (single) out.push(mid);
    if (split) out.push(high);
  }
  out.sort((a, b) => a.ts - b.ts);
  return { rows: out, total, read: rows.length };
}
