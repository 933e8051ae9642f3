/**
 * Issue 28 §3, the renewal notice settings sent (services/renewal/expirationReminders.ts): which
 * device was reminded of which expiry date. One row per device and expiry date, written in the
 * transaction that queues the e-mails, before any provider is called: a second tick, or a second
 * instance, finds the row and sends nothing; a renewal (a new expiry date) reminds again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expiration_reminded')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('expire_date', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('reminder_id', 'integer', (c) => c.notNull())
    .addColumn('reminded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expiration_reminded_device_expiry', ['device_id', 'expire_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expiration_reminded').execute();
}
