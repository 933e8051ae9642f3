/** Alarms of devices, minimal: enough for the dashboard's open-alarm figure (spec §3, §4). */
import { sql, type Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'alarms')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addCheckConstraint('alarms_level_range', sql`level between 1 and 5`)
    .addCheckConstraint('alarms_status_value', sql`status in ('open', 'closed')`)
    .execute();
  await db.schema.createIndex('alarms_company_status').on('alarms').columns(['company_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alarms').execute();
}
