/**
 * Failed logins per (account, client) (issue 10 §2): the '-9' captcha of spec §4 follows the
 * client that failed, so a stranger's failures no longer force it on the account's own browser.
 * login_attempts stays as the account-wide count behind the slow lockout (services/loginAttempts.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_client_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_client_failures_pk', ['username', 'client'])
    .execute();
  // old rows are pruned by age on every failure
  await db.schema.createIndex('login_client_failures_updated_at').on('login_client_failures').column('updated_at').execute();
  await db.schema.createIndex('login_attempts_updated_at').on('login_attempts').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_updated_at').execute();
  await db.schema.dropTable('login_client_failures').execute();
}
