/**
 * Schema-driven resources (docs/resources-design.md "Storage"): the generic document table
 * `records`, and waybills widened to the spec §3 fields (consignor, consignee, assets).
 */
import type { Kysely } from 'kysely';
import { isPostgres, tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'records')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    // the record's properties (camelCase, as on the wire): JSON text on SQLite, jsonb on PostgreSQL,
    // where lists filter and sort through expression indexes (services/resources/engineSql.ts)
    .addColumn('data', isPostgres(db) ? 'jsonb' : 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('records_resource_company').on('records').columns(['resource', 'company_id']).execute();

  // institution, address, contact person, contact number: JSON objects
  await db.schema.alterTable('waybills').addColumn('consignor', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('waybills').addColumn('consignee', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  // ids of the assets carried, a JSON list
  await db.schema.alterTable('waybills').addColumn('assets', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['assets', 'consignee', 'consignor']) await db.schema.alterTable('waybills').dropColumn(column).execute();
  await db.schema.dropTable('records').execute();
}
