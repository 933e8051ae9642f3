/**
 * The audit trail and the login log (issue 30 §1). audit_entries: every write through the API,
 * recorded in the write's own transaction (services/audit/recordAudit.ts), chained by hashes.
 * login_log: every login attempt and logout. Both are append-only: no route changes them, and
 * triggers refuse an update or delete even from a hand-written query (as role_permission_log,
 * migration 012). No foreign keys: a trail outlives the users and records it names.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, tableWithId } from './columns';

const APPEND_ONLY = ['audit_entries', 'login_log'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'audit_entries')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_id', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_entries_company').on('audit_entries').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_record').on('audit_entries').columns(['entity', 'record_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_time').on('audit_entries').columns(['created_at', 'id']).execute();

  await tableWithId(db, 'login_log')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_log_company').on('login_log').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('login_log_time').on('login_log').columns(['created_at', 'id']).execute();

  for (const table of APPEND_ONLY) {
    if (isPostgres(db)) {
      await sql`create function ${sql.raw(`${table}_append_only`)}() returns trigger language plpgsql as ${sql.raw(`$$
        begin raise exception '${table} is append-only'; end $$`)}`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.raw(table)}
        for each row execute function ${sql.raw(`${table}_append_only`)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(`${table}_no_update`)} before update on ${sql.raw(table)}
        begin select raise(abort, ${sql.raw(`'${table} is append-only'`)}); end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.raw(table)}
        begin select raise(abort, ${sql.raw(`'${table} is append-only'`)}); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of APPEND_ONLY) {
    if (isPostgres(db)) {
      await sql`drop trigger if exists ${sql.raw(`${table}_append_only`)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function if exists ${sql.raw(`${table}_append_only`)}()`.execute(db);
    } else {
      await sql`drop trigger if exists ${sql.raw(`${table}_no_update`)}`.execute(db);
      await sql`drop trigger if exists ${sql.raw(`${table}_no_delete`)}`.execute(db);
    }
    await db.schema.dropTable(table).execute();
  }
}
