/**
 * Devices, minimal: enough for the dashboard's figures (spec §3 Device). A later issue makes
 * the entities schema-driven and may widen this table.
 */
import { sql, type Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'devices')
    .addColumn('name', 'text', (c) => c.notNull())
    // 8 digits, kept as text so leading zeros survive
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('battery', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('signal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire_date', 'bigint', (c) => c.notNull())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addCheckConstraint('devices_number_digits', sql`length(number) = 8`)
    .addCheckConstraint('devices_online_flag', sql`online in (0, 1)`)
    .addCheckConstraint('devices_battery_range', sql`battery between 0 and 100`)
    .execute();
  await db.schema.createIndex('devices_company_expire').on('devices').columns(['company_id', 'expire_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('devices').execute();
}
