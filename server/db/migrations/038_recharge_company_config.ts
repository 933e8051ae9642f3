/**
 * Issue 30 §3 and §4: recharge orders (every recharge of SMS or voice credit is an order beside
 * its balance_history row) and the company configuration of spec §3 (pageRefreshInterval,
 * ReportCheckTimeRange, deviceInfoShowDetail, webSetting; ShowReportWarningInfo and
 * defaultReportLogo are the companies columns of migration 016). The pages' operation codes are
 * seeded with their menus already (FULL), so none is added here. The IP white list is enforced at
 * login from now on: the entries stored before are switched off (disableStoredWhitelists).
 */
import { sql, type Kysely } from 'kysely';
import { tableWithId } from './columns';

/**
 * Until now an IP white list was stored, never enforced; enforced from now on, an entry kept from
 * before (the demo seed's 10.0.0.1 among them) would lock a company out at its next login. So the
 * entries of a database seeded before are switched off: an administrator turns them on knowingly.
 */
export async function disableStoredWhitelists(db: Kysely<unknown>): Promise<void> {
  const rows = (await sql<{ id: number; data: unknown }>`select id, data from records where resource = ${'ipWhitelist'}`.execute(db)).rows;
  for (const row of rows) {
    const data: unknown = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    if (!data || typeof data !== 'object' || (data as { enabled?: unknown }).enabled === false) continue;
    await sql`update records set data = ${JSON.stringify({ ...data, enabled: false })} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'recharge_orders')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('history_id', 'integer', (c) => c.notNull().references('balance_history.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharge_orders_company_created').on('recharge_orders').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('company_configs')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
    .addColumn('web_setting', 'text', (c) => c.notNull().defaultTo('{}'))
    // spec §9 defaults
    .addColumn('page_refresh_interval', 'integer', (c) => c.notNull().defaultTo(300))
    .addColumn('report_check_time_range', 'integer', (c) => c.notNull().defaultTo(31))
    .addColumn('device_info_show_detail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await disableStoredWhitelists(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_configs').execute();
  await db.schema.dropTable('recharge_orders').execute();
}
