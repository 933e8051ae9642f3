/**
 * The asset history (issue 29 §5): one row per change of an asset's status (spec §3's nine) and
 * per verification, written by the server only (services/resources/assetHooks.ts,
 * routes/assethistory). Rows copy the asset's name, code, role and organization of the moment, so
 * that they still read after the asset is renamed or deleted; no foreign key to the asset, for the
 * same reason. No route updates or deletes them.
 */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'asset_history')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('asset_name', 'text', (c) => c.notNull())
    .addColumn('asset_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asset_role', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    // 'status' (a change of status, or the initial one) or 'verify' (a verification)
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    // a verification's result: 1 passed, 2 failed
    .addColumn('result', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asset_history_company_at').on('asset_history').columns(['company_id', 'at']).execute();
  await db.schema.createIndex('asset_history_asset').on('asset_history').columns(['asset_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_history').execute();
}
