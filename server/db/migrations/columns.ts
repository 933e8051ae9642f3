/**
 * Column helpers that keep the migrations portable: SQLite today, PostgreSQL later.
 * Everything else in the migrations uses types both understand (integer, bigint, text, double precision).
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `create table` with an auto-incrementing integer primary key `id`. */
export function tableWithId(db: Kysely<unknown>, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
