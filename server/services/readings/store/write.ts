/**
 * Storing readings. A (device, ts) stored before is skipped by the database itself
 * (`on conflict do nothing`), so a batch sent twice stores nothing the second time and the count
 * of rows changed tells stored from duplicate. The INSERT is compiled once per row count
 * (multiRow.ts): issue 12 asks for ≥ 65k readings/s in-process.
 */
import type { Kysely } from 'kysely';
import { READING_FIELDS } from '../../../../src/lib/readings';
import type { Database, ReadingsTable } from '../../../db/schema';
import { isPostgres } from '../../../db/migrations/columns';
import { writeRollups } from '../rollup/write';
import { MultiRowStatement } from './multiRow';
import { storeReadingsPostgres } from './writePostgres';

/** The columns of `readings`, in the order their values are bound. */
export const READING_COLUMNS = ['device_id', 'ts', ...READING_FIELDS] as const satisfies ReadonlyArray<keyof ReadingsTable>;

/**
 * Rows per INSERT: 500 × 15 columns = 7,500 bound variables, under SQLite's limit of 32,766
 * (since 3.32) and PostgreSQL's 65,535. 500 is also the batch size the endpoint is measured
 * with, which then takes one statement. Larger statements measured no faster: SQLite's
 * prepare (which Kysely's driver repeats on every execution) grows with the text.
 */
export const ROWS_PER_STATEMENT = 500;

const insert = new MultiRowStatement<ReadingsTable>(READING_COLUMNS, ROWS_PER_STATEMENT, (db, rows) =>
  db
    .insertInto('readings')
    .values(MultiRowStatement.placeholders<ReadingsTable>(READING_COLUMNS, rows))
    .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
    // the rows stored, not those already there: what the rollups add up (both engines return only inserted rows)
    .returning(['device_id', 'ts']),
);

/**
 * Inserts the rows (inside the caller's transaction); returns those that were new. Rows whose
 * (device_id, ts) is already stored, or repeated earlier in `rows`, are left as they were.
 */
export async function insertReadings(db: Kysely<Database>, rows: readonly ReadingsTable[]): Promise<ReadingsTable[]> {
  const stored = await insert.returning<{ device_id: number; ts: number }>(db, rows);
  if (stored.length === rows.length) return [...rows];
  const keys = new Set(stored.map((row) => `${row.device_id}:${Number(row.ts)}`));
  // of a (device, ts) repeated in `rows`, the first was stored
  return rows.filter((row) => keys.delete(`${row.device_id}:${row.ts}`));
}

/**
 * Stores the rows and adds the new ones to the rollups (inside the caller's transaction); returns
 * the new ones. PostgreSQL does both in one statement (writePostgres.ts).
 */
export async function storeReadings(db: Kysely<Database>, rows: readonly ReadingsTable[]): Promise<ReadingsTable[]> {
  if (!rows.length) return [];
  if (isPostgres(db)) return storeReadingsPostgres(db, rows);
  const stored = await insertReadings(db, rows);
  await writeRollups(db, stored);
  return stored;
}
