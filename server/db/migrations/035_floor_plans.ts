/**
 * Floor plans (issue 29 §5): a plan image of one of the company's organizations (its site), and
 * the company's devices placed on it as fractions of the image (0…1 from the left and the top).
 */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'floor_plans')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('floor_plans_company').on('floor_plans').column('company_id').execute();
  await db.schema
    .createTable('floor_plan_devices')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('floor_plans.id').onDelete('cascade'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('floor_plan_devices_pk', ['plan_id', 'device_id'])
    .execute();
  await db.schema.createIndex('floor_plan_devices_device').on('floor_plan_devices').column('device_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('floor_plan_devices').execute();
  await db.schema.dropTable('floor_plans').execute();
}
