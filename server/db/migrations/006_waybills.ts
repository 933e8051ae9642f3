/** Waybills, minimal: enough for the dashboard's in-transit figure (spec §3 Waybill). */
import { sql, type Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'waybills')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('departure_time', 'bigint')
    .addColumn('delivery_time', 'bigint')
    .addColumn('min_temperature', 'double precision', (c) => c.notNull())
    .addColumn('max_temperature', 'double precision', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addCheckConstraint('waybills_status_value', sql`status between 1 and 4`)
    .addCheckConstraint('waybills_temperature_range', sql`min_temperature <= max_temperature`)
    .execute();
  await db.schema.createIndex('waybills_company_status').on('waybills').columns(['company_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waybills').execute();
}
