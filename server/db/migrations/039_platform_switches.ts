/**
 * Issue 30 §5, the customer-success tools: the date each device's battery was fitted (device
 * analysis: spec §9 "replace after 2 years"), the QA tools' log, and for a database seeded before
 * (a fresh one gets them from the menu seed) the codes of the two pages' actions: running QA
 * actions (qatoolsindex_edit) and recording a battery date (toolsdeviceanalysis_edit). They go to
 * the roles of administrators (admin value ≤ 1, spec §4) that see the page, as migration 025 did.
 * The platform switches themselves need no table: they are one `settings` row.
 */
import { sql, type Kysely } from 'kysely';
import { actionCode } from '../../../src/lib/permissionCodes';
import { tableWithId } from './columns';

export const SWITCHES_CODES: ReadonlyArray<[page: string, action: string, fullname: string]> = [
  ['QatoolsIndex', 'edit', '编辑'],
  ['ToolsDeviceAnalysis', 'edit', '编辑'],
];

export async function addSwitchesCodes(db: Kysely<unknown>): Promise<void> {
  for (const [page, action, fullname] of SWITCHES_CODES) {
    const menu = (await sql<{ id: number; name_en: string }>`select id, name_en from menus where route_name = ${page}`.execute(db)).rows[0];
    if (!menu) continue;
    const code = actionCode(page, action);
    if ((await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]) continue;
    const holders = await sql<{ role_id: number }>`
      select distinct role_menus.role_id from role_menus join users on users.role_id = role_menus.role_id
      where role_menus.menu_id = ${menu.id} and users.admin <= 1`.execute(db);
    await sql`insert into operations (menu_id, code, fullname, sortcode, description)
      values (${menu.id}, ${code}, ${fullname}, ${30}, ${`${menu.name_en}: ${action}`})`.execute(db);
    const added = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]!;
    for (const { role_id } of holders.rows) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_batteries')
    .addColumn('device_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('installed_at', 'bigint', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'qa_actions')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('device_id', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qa_actions_company_time').on('qa_actions').columns(['company_id', 'created_at']).execute();
  await addSwitchesCodes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [page, action] of SWITCHES_CODES) {
    const code = actionCode(page, action);
    await sql`delete from role_operations where operation_id in (select id from operations where code = ${code})`.execute(db);
    await sql`delete from operations where code = ${code}`.execute(db);
  }
  await db.schema.dropTable('qa_actions').execute();
  await db.schema.dropTable('device_batteries').execute();
}
