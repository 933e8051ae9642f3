/**
 * A storage fault on purpose: inserts into `table` whose row matches `condition` (SQL over `new`)
 * fail, on SQLite or PostgreSQL, until the returned function is called.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/migrations/columns';

export async function refuseInserts(db: Kysely<unknown>, table: string, condition: string): Promise<() => Promise<void>> {
  const name = `refuse_${table}`;
  if (isPostgres(db)) {
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
      begin if ${sql.raw(condition)} then raise exception 'refused'; end if; return new; end $$`.execute(db);
    await sql`create trigger ${sql.id(name)} before insert on ${sql.table(table)} for each row execute function ${sql.id(name)}()`.execute(db);
    return async () => {
      await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.id(name)}()`.execute(db);
    };
  }
  await sql`create trigger ${sql.id(name)} before insert on ${sql.table(table)} when ${sql.raw(condition)} begin select raise(abort, 'refused'); end`.execute(db);
  return async () => {
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  };
}
