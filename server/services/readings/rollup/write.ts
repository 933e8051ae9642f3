/**
 * Writes the rollups of newly stored readings, in the ingestion's transaction: the batch is folded
 * per device and bucket here, then each bucket row is added to what the table holds (an upsert
 * whose min/max/sum/count combine, store/engineSql.ts names the engines' min and max).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { aggregateColumns, ROLLUP_COLUMNS, ROLLUP_FIELDS, ROLLUP_LEVELS, type RollupLevel } from '../../../db/rollupLevels';
import type { Database, ReadingsTable } from '../../../db/schema';
import { readingsEngineSql } from '../store/engineSql';
import { MultiRowStatement } from '../store/multiRow';

/** rows per statement: 47 columns × 500 = 23,500 bound values, under both engines' limits */
const ROWS_PER_STATEMENT = 500;

type Bucket = number[];

/** The batch folded into bucket rows, each in ROLLUP_COLUMNS order. */
export function foldRollups(rows: readonly ReadingsTable[], level: RollupLevel): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const row of rows) {
    const start = Math.floor(row.ts / level.seconds) * level.seconds;
    const key = `${row.device_id}:${start}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = [row.device_id, start, 0];
      for (let i = 0; i < ROLLUP_FIELDS.length; i += 1) bucket.push(Number.NaN, Number.NaN, 0, 0);
      buckets.set(key, bucket);
    }
    bucket[2]! += 1;
    ROLLUP_FIELDS.forEach((field, i) => {
      const value = row[field];
      if (value === null || value === undefined) return;
      const at = 3 + i * 4;
      bucket[at] = Number.isNaN(bucket[at]!) ? value : Math.min(bucket[at]!, value);
      bucket[at + 1] = Number.isNaN(bucket[at + 1]!) ? value : Math.max(bucket[at + 1]!, value);
      bucket[at + 2]! += value;
      bucket[at + 3]! += 1;
    });
  }
  return [...buckets.values()];
}

type RollupRow = Record<string, number | null>;

/**
 * The upsert of `rows` bucket rows into a level's table, compiled once per engine and row count
 * (multiRow.ts): only the rows' values are bound, the combining expressions are all references.
 */
function upsertStatement(table: RollupLevel['table']) {
  return new MultiRowStatement<RollupRow>(ROLLUP_COLUMNS, ROWS_PER_STATEMENT, (db, rows) => {
    const engine = readingsEngineSql(db);
    const t = (column: string) => sql.ref(`${table}.${column}`);
    const e = (column: string) => sql.ref(`excluded.${column}`);
    const sets: Record<string, RawBuilder<unknown>> = { n: sql`${t('n')} + ${e('n')}` };
    for (const field of ROLLUP_FIELDS) {
      const [min, max, sum, n] = aggregateColumns(field);
      sets[min] = engine.smaller(t(min), e(min));
      sets[max] = engine.larger(t(max), e(max));
      sets[sum] = sql`coalesce(${t(sum)}, ${sql.lit(0)}) + coalesce(${e(sum)}, ${sql.lit(0)})`;
      sets[n] = sql`${t(n)} + ${e(n)}`;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rollup tables' columns are made from ROLLUP_FIELDS, not declared in schema.ts
    const any = db as unknown as Kysely<any>;
    return any
      .insertInto(table)
      .values(MultiRowStatement.placeholders<RollupRow>(ROLLUP_COLUMNS, rows))
      .onConflict((oc) => oc.columns(['device_id', 'bucket']).doUpdateSet(sets));
  });
}

const UPSERTS = new Map(ROLLUP_LEVELS.map((level) => [level.table, upsertStatement(level.table)]));

/** Adds the new readings to every rollup level (inside the caller's transaction). */
export async function writeRollups(db: Kysely<Database>, rows: readonly ReadingsTable[]): Promise<void> {
  if (!rows.length) return;
  for (const level of ROLLUP_LEVELS) {
    const buckets = foldRollups(rows, level).map((bucket) => Object.fromEntries(ROLLUP_COLUMNS.map((column, i) => [column, Number.isNaN(bucket[i]!) ? null : bucket[i]!])));
    await UPSERTS.get(level.table)!.execute(db, buckets);
  }
}
