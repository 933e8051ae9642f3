/**
 * Renewal (issue 28 §3): the company's funds (whole yuan, what device renewals are paid from),
 * the expiration reminders of the renewal notice page (one per organization, spec §5), the
 * renewal orders (paid from the funds, or a simulated WeChat payment), and the renewal notice
 * page's add, edit, delete and export codes for a database seeded before them (a role that held
 * every code of the page keeps full access, as in migration 017).
 */
import { sql, type Kysely } from 'kysely';
import { actionCode } from '../../../src/lib/permissionCodes';
import { tableWithId } from './columns';

const ADDED_ACTIONS: ReadonlyArray<[action: string, fullname: string]> = [
  ['add', '新增'],
  ['edit', '编辑'],
  ['delete', '删除'],
  ['export', '导出'],
];

async function addNoticeActions(db: Kysely<unknown>): Promise<void> {
  const menu = (await sql<{ id: number; name_en: string }>`select id, name_en from menus where route_name = ${'RenewalNotice'}`.execute(db)).rows[0];
  if (!menu) return; // a new database: the seed makes them
  const before = (await sql<{ id: number }>`select id from operations where menu_id = ${menu.id}`.execute(db)).rows.map((r) => r.id);
  const holders = before.length
    ? (await sql<{ role_id: number }>`select role_id from role_operations where operation_id in (${sql.join(before)}) group by role_id having count(*) = ${before.length}`.execute(db)).rows
    : [];
  let sortcode = (before.length + 1) * 10;
  for (const [action, fullname] of ADDED_ACTIONS) {
    const code = actionCode('RenewalNotice', action);
    if ((await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]) continue;
    await sql`insert into operations (menu_id, code, fullname, sortcode, description) values (${menu.id}, ${code}, ${fullname}, ${sortcode}, ${`${menu.name_en}: ${action}`})`.execute(db);
    sortcode += 10;
    const added = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]!;
    for (const { role_id } of holders) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('funds_balance', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  await tableWithId(db, 'expiration_reminders')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('receiver_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // spec §5 "Only one expiration reminder per organization"; the company first, so a duplicate reads as the writer's own
    .addUniqueConstraint('expiration_reminders_organization', ['company_id', 'organization_id'])
    .execute();

  await tableWithId(db, 'renewal_orders')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('payer_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('device_ids', 'text', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('renewal_orders_company').on('renewal_orders').columns(['company_id', 'created_at']).execute();

  await addNoticeActions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [action] of ADDED_ACTIONS) {
    const code = actionCode('RenewalNotice', action);
    await sql`delete from role_operations where operation_id in (select id from operations where code = ${code})`.execute(db);
    await sql`delete from operations where code = ${code}`.execute(db);
  }
  await db.schema.dropTable('renewal_orders').execute();
  await db.schema.dropTable('expiration_reminders').execute();
  await db.schema.alterTable('companies').dropColumn('funds_balance').execute();
}
