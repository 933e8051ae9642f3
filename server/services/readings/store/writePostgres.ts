/**
 * Storing readings on PostgreSQL: the rows and both rollups in ONE statement. The rows travel as one
 * array per column (`unnest`), so the statement's text and its plan stay small whatever the batch
 * (a VALUES list of 500 rows binds 7,500 values, and the rollups' upserts 23,500 each, which
 * PostgreSQL parsed and planned again on every batch: most of a batch's time). The rows newly
 * stored (`on conflict do nothing … returning`) are folded per device and bucket by the database
 * itself and added to each rollup (min/max/sum/count combined), so that a batch sent twice adds
 * nothing. SQLite keeps write.ts's multi-row statements and rollup/write.ts's fold.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { aggregateColumns, ROLLUP_FIELDS, ROLLUP_LEVELS, type RollupLevel } from '../../../db/rollupLevels';
import type { Database, ReadingsTable } from '../../../db/schema';
import { ArrayStatement, READING_FIELD_COLUMNS, type ArrayColumn } from './unnest';

/** Rows per statement: bounds the arrays' text, not PostgreSQL (a batch of the endpoint is 500). */
const ROWS_PER_STATEMENT = 5000;

const COLUMNS: ReadonlyArray<ArrayColumn<ReadingsTable>> = [{ name: 'device_id', type: 'integer' }, { name: 'ts', type: 'bigint' }, ...READING_FIELD_COLUMNS];

/** The insert of one level's buckets folded from `fresh`, added to what the table holds. */
function rollupInsert(level: RollupLevel): RawBuilder<unknown> {
  const table = sql.table(level.table);
  const t = (column: string) => sql.ref(`${level.table}.${column}`);
  const e = (column: string) => sql.ref(`excluded.${column}`);
  const columns = [sql.ref('device_id'), sql.ref('bucket'), sql.ref('n')];
  const folds = [sql.ref('device_id'), sql`ts / ${sql.lit(level.seconds)} * ${sql.lit(level.seconds)}`, sql`count(*)`];
  const sets = [sql`n = ${t('n')} + ${e('n')}`];
  for (const field of ROLLUP_FIELDS) {
    const [min, max, sum, n] = aggregateColumns(field);
    const value = sql.ref(field);
    columns.push(sql.ref(min), sql.ref(max), sql.ref(sum), sql.ref(n));
    // a sum of no values is 0, as rollup/write.ts's fold makes it on SQLite
    folds.push(sql`min(${value})`, sql`max(${value})`, sql`coalesce(sum(${value}), 0)`, sql`count(${value})`);
    sets.push(
      sql`${sql.ref(min)} = least(${t(min)}, ${e(min)})`,
      sql`${sql.ref(max)} = greatest(${t(max)}, ${e(max)})`,
      sql`${sql.ref(sum)} = coalesce(${t(sum)}, 0) + coalesce(${e(sum)}, 0)`,
      sql`${sql.ref(n)} = ${t(n)} + ${e(n)}`,
    );
  }
  return sql`insert into ${table} (${sql.join(columns)})
    select ${sql.join(folds)} from fresh group by 1, 2
    on conflict (device_id, bucket) do update set ${sql.join(sets)}`;
}

const ROLLUP_INSERTS = ROLLUP_LEVELS.map(rollupInsert);

/** One statement: the rows inserted, the new ones rolled up at every level; returns the new ones' keys. */
const store = new ArrayStatement<ReadingsTable>(COLUMNS, (_db, rows) => {
  const names = COLUMNS.map(({ name }) => sql.ref(name));
  const levels = ROLLUP_INSERTS.map((insert, i) => sql`${sql.raw(`rollup_${i}`)} as (${insert})`);
  return sql`with fresh as (
      insert into readings (${sql.join(names)}) ${rows}
      on conflict (device_id, ts) do nothing
      returning ${sql.join(names)}
    ), ${sql.join(levels)}
    select device_id, ts from fresh`;
});

/**
 * Inserts the rows and adds the new ones to the rollups (inside the caller's transaction); returns
 * the new ones. Rows whose (device_id, ts) is already stored, or repeated earlier in `rows`, are
 * left as they were.
 */
export async function storeReadingsPostgres(db: Kysely<Database>, rows: readonly ReadingsTable[]): Promise<ReadingsTable[]> {
  const keys = new Set<string>();
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const { rows: stored } = await store.execute<{ device_id: number; ts: number }>(db, rows.slice(start, start + ROWS_PER_STATEMENT));
    for (const row of stored) keys.add(`${row.device_id}:${Number(row.ts)}`);
  }
  if (keys.size === rows.length) return [...rows];
  // of a (device, ts) repeated in `rows`, the first was stored
  return rows.filter((row) => {
    const key = `${row.device_id}:${row.ts}`;
    return keys.delete(key);
  });
}
