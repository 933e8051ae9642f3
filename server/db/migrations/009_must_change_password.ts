/**
 * users.must_change_password: 1 while the account still has a password somebody else set (a new
 * user's initial password, a reset: both the login account, spec §9). The session of such an
 * account may do nothing but change it (plugins/passwordChange.ts). Existing accounts are not
 * marked: the demo accounts log straight in.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
