/**
 * The readings store's SQL that differs between SQLite and PostgreSQL, named here and nowhere else
 * (engineSql.test.ts runs each on both engines):
 * - the smaller and the larger of two values, either of which may be NULL: SQLite's scalar
 *   min()/max() answer NULL when one is, PostgreSQL's least()/greatest() skip it;
 * - holding devices for the rest of a transaction, so that two instances judging batches of the
 *   same device take turns: PostgreSQL's transaction-scoped advisory locks; SQLite writes one
 *   transaction at a time already;
 * - many rows as one JSON text (an array of row arrays, in order): a range of a rollup read for a
 *   chart comes back as one value, which JSON.parse reads far faster than the drivers make a row
 *   object of each (rollup/read.ts).
 * Writing a batch differs as a whole, so it has files of its own: PostgreSQL binds one array a
 * column (unnest.ts) and stores the rows and both rollups in one statement (writePostgres.ts; the
 * latest state's upsert and lookup in state.ts take the same arrays), where SQLite runs multi-row
 * statements (multiRow.ts, write.ts, rollup/write.ts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/migrations/columns';
import type { Database } from '../../../db/schema';

export interface ReadingsEngineSql {
  smaller(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<unknown>;
  larger(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<unknown>;
  /** holds the devices until the transaction ends (in id order: two batches never wait on each other in a circle) */
  lockDevices(trx: Kysely<Database>, ids: readonly number[]): Promise<void>;
  /** an aggregate: the rows' `columns` as one JSON array of arrays, in `order`; NULL when there is no row */
  jsonRows(columns: ReadonlyArray<RawBuilder<unknown>>, order: RawBuilder<unknown>): RawBuilder<string | null>;
}

const sqlite: ReadingsEngineSql = {
  smaller: (a, b) => sql`min(coalesce(${a}, ${b}), coalesce(${b}, ${a}))`,
  larger: (a, b) => sql`max(coalesce(${a}, ${b}), coalesce(${b}, ${a}))`,
  lockDevices: async () => undefined,
  jsonRows: (columns, order) => sql<string | null>`json_group_array(json_array(${sql.join(columns)}) order by ${order})`,
};

/** the advisory lock space of devices (the first key of the two-key form) */
const DEVICE_LOCKS = 27_001;

const postgres: ReadingsEngineSql = {
  smaller: (a, b) => sql`least(${a}, ${b})`,
  larger: (a, b) => sql`greatest(${a}, ${b})`,
  lockDevices: async (trx, ids) => {
    if (!ids.length) return;
    const sorted = [...new Set(ids)].sort((x, y) => x - y);
    await sql`select pg_advisory_xact_lock(${sql.lit(DEVICE_LOCKS)}, d) from unnest(${sorted}::int[]) as d order by d`.execute(trx);
  },
  jsonRows: (columns, order) => sql<string | null>`json_agg(json_build_array(${sql.join(columns)}) order by ${order})::text`,
};

export function readingsEngineSql(db: Kysely<Database>): ReadingsEngineSql {
  return isPostgres(db) ? postgres : sqlite;
}
