/**
 * role_permission_log: every change to a role's menus or operation codes (spec §6 "a
 * permission-change log"): who, when, what was added and what was removed. Written in the
 * transaction that saves the role (services/resources/roleHooks.ts).
 *
 * An audit trail outlives what it describes, so there is no foreign key: a deleted role, menu or
 * operation leaves its entries, and each entry keeps the names it had (JSON snapshots) instead
 * of ids that could later mean something else or nothing. Entries are never changed or removed:
 * the API has no such route, and on SQLite triggers refuse it even from a hand-written query.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'role_permission_log')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    /** the actor's login account then: the user may be renamed or deleted later */
    .addColumn('actor_username', 'text', (c) => c.notNull())
    /** unix seconds */
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** JSON arrays of {id, title: LocalizedTitle} and {id, code, fullname, menuId, menuTitle} */
    .addColumn('added_menus', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('removed_menus', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('added_operations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('removed_operations', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('role_permission_log_role').on('role_permission_log').columns(['role_id', 'id']).execute();
  if (isPostgres(db)) {
    await sql`create function role_permission_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'role_permission_log is append-only'; end $$`.execute(db);
    await sql`create trigger role_permission_log_append_only before update or delete on role_permission_log
      for each row execute function role_permission_log_append_only()`.execute(db);
    return;
  }
  await sql`create trigger role_permission_log_no_update before update on role_permission_log
    begin select raise(abort, 'role_permission_log is append-only'); end`.execute(db);
  await sql`create trigger role_permission_log_no_delete before delete on role_permission_log
    begin select raise(abort, 'role_permission_log is append-only'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists role_permission_log_append_only on role_permission_log`.execute(db);
    await sql`drop function if exists role_permission_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger if exists role_permission_log_no_update`.execute(db);
    await sql`drop trigger if exists role_permission_log_no_delete`.execute(db);
  }
  await db.schema.dropTable('role_permission_log').execute();
}
