/**
 * Premium services (issue 30 §2): each company's state of the data backup, the data interface
 * (docking) and the TV show (spec §4 "not activated, subscribed, in trial"), with a trial's end
 * and device limit (spec §9: 15 days, 50 devices); the data backups' runs (one per configuration
 * and period, across ticks, restarts and instances); and, for a database seeded before it, the
 * page's activation code `managementpremiumservices_edit`, granted to the roles of platform
 * administrators (admin value 0) that see the page: activation is the platform's sales' (spec §6).
 * The data interface's state stays in companies.data_interface (028), copied here for its history.
 */
import { sql, type Kysely } from 'kysely';

const PAGE = 'ManagementPremiumServices';
export const ACTIVATE_CODE = 'managementpremiumservices_edit';

export async function addActivationCode(db: Kysely<unknown>): Promise<void> {
  const menu = (await sql<{ id: number }>`select id from menus where route_name = ${PAGE}`.execute(db)).rows[0];
  if (!menu) return;
  if ((await sql<{ id: number }>`select id from operations where code = ${ACTIVATE_CODE}`.execute(db)).rows[0]) return;
  await sql`insert into operations (menu_id, code, fullname, sortcode, description)
    values (${menu.id}, ${ACTIVATE_CODE}, ${'编辑'}, ${30}, ${'Premium services: activate'})`.execute(db);
  const added = (await sql<{ id: number }>`select id from operations where code = ${ACTIVATE_CODE}`.execute(db)).rows[0]!;
  const holders = await sql<{ role_id: number }>`
    select distinct role_menus.role_id from role_menus join users on users.role_id = role_menus.role_id
    where role_menus.menu_id = ${menu.id} and users.admin = 0`.execute(db);
  for (const { role_id } of holders.rows) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('premium_services')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_ends_at', 'bigint')
    .addColumn('device_limit', 'integer')
    .addColumn('trial_started_at', 'bigint')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'bigint')
    .addPrimaryKeyConstraint('premium_services_pk', ['company_id', 'service'])
    .execute();
  await db.schema.createIndex('premium_services_trials').on('premium_services').columns(['state', 'trial_ends_at']).execute();
  await db.schema
    .createTable('backup_runs')
    .addColumn('config_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('backup_runs_pk', ['company_id', 'config_id', 'period_start'])
    .execute();
  await sql`insert into premium_services (company_id, service, state) select id, 'docking', data_interface from companies where data_interface <> 0`.execute(db);
  await addActivationCode(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_operations where operation_id in (select id from operations where code = ${ACTIVATE_CODE})`.execute(db);
  await sql`delete from operations where code = ${ACTIVATE_CODE}`.execute(db);
  await db.schema.dropTable('backup_runs').execute();
  await db.schema.dropTable('premium_services').execute();
}
