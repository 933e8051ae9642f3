/**
 * WeChat binding (issue 28 §4): a user's bound open id, which the alarm notifier's WeChat channel
 * targets for receivers that are that user, and the short-lived QR tickets of the binding flow.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_bindings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wechat_tickets')
    .addColumn('ticket', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('open_id', 'text')
    .execute();
  await db.schema.createIndex('wechat_tickets_expiry').on('wechat_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wechat_tickets').execute();
  await db.schema.dropTable('wechat_bindings').execute();
}
