/**
 * A chart's rows from a rollup (issue 27 §1): each bucket of the span gives, per field, its min and
 * its max as two points, a quarter and three quarters into the bucket (one point, mid-bucket, when
 * they are equal), so the downsampler that follows (chart.ts) still sees every excursion's extreme.
 * Which of the two came first inside the bucket is not kept: at a chart's resolution of days it
 * does not show. Points are kept inside the span asked for. The range comes back as one JSON value
 * (store/engineSql.ts jsonRows): a month of hours is 745 rows of up to 17 columns, and the drivers
 * took longer to make their row objects than the database took to find them.
 */
import { sql, type Kysely } from 'kysely';
import type { ReadingField } from '../../../../src/lib/readings';
import { aggregateColumns, ROLLUP_FIELDS, type RollupField, type RollupLevel } from '../../../db/rollupLevels';
import type { Database } from '../../../db/schema';
import type { StoredReading } from '../chart';
import { readingsEngineSql } from '../store/engineSql';
import type { TimeSpan } from '../store/read';

export interface RollupChartRows {
  rows: StoredReading[];
  /** the readings the buckets hold */
  total: number;
  /** rollup rows read */
  read: number;
}

const rolled = (field: ReadingField): field is RollupField => (ROLLUP_FIELDS as readonly string[]).includes(field);

/** One row of the JSON: bucket, n, then min, max and count of each charted field. */
type JsonRow = Array<number | null>;

export async function rollupChartRows(db: Kysely<Database>, deviceId: number, span: TimeSpan, fields: readonly ReadingField[], level: RollupLevel): Promise<RollupChartRows> {
  const charted = fields.filter(rolled);
  const columns = [sql.ref('bucket'), sql.ref('n')];
  for (const field of charted) {
    const [min, max, , n] = aggregateColumns(field);
    columns.push(sql.ref(min), sql.ref(max), sql.ref(n));
  }
  const first = Math.floor(span.start / level.seconds) * level.seconds;
  const { rows: found } = await sql<{ rows: string | null }>`select ${readingsEngineSql(db).jsonRows(columns, sql.ref('bucket'))} as rows
    from ${sql.table(level.table)} where device_id = ${deviceId} and bucket >= ${first} and bucket <= ${span.end}`.execute(db);
  const text = found[0]?.rows;
  const rows: JsonRow[] = text ? (JSON.parse(text) as JsonRow[]) : [];
  const out: StoredReading[] = [];
  let total = 0;
  const inside = (ts: number) => Math.min(span.end, Math.max(span.start, ts));
  for (const row of rows) {
    const bucket = Number(row[0]);
    total += Number(row[1] ?? 0);
    let low: StoredReading | null = null;
    let mid: StoredReading | null = null;
    let high: StoredReading | null = null;
    charted.forEach((field, i) => {
      const [min, max, n] = [row[2 + 3 * i] ?? null, row[3 + 3 * i] ?? null, row[4 + 3 * i]];
      if (!n) return;
      if (min === max) {
        mid ??= { ts: inside(bucket + level.seconds / 2) };
        mid[field] = min;
      } else {
        low ??= { ts: inside(bucket + level.seconds / 4) };
        high ??= { ts: inside(bucket + (3 * level.seconds) / 4) };
        low[field] = min;
        high[field] = max;
      }
    });
    if (low) out.push(low);
    if (mid) out.push(mid);
    if (high) out.push(high);
  }
  // in order already, but for the span's edges: clamped times may meet there
  out.sort((a, b) => a.ts - b.ts);
  return { rows: out, total, read: rows.length };
}
