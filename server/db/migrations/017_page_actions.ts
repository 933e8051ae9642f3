/**
 * Operation codes that issue 14 added to existing pages, for a database seeded before it (a fresh
 * one gets them from the seed, which runs after the migrations): the resources map's `edit` (drag a
 * location) and the scheduled reports' `add`, `edit`, `delete`. A role that held every code of the
 * page before gets the new ones, so that an administrator keeps full access; no other role gains
 * anything.
 */
import { sql, type Kysely } from 'kysely';
import { actionCode } from '../../../src/lib/permissionCodes';

const ADDED: ReadonlyArray<[routeName: string, action: string, fullname: string]> = [
  ['MapResource', 'edit', '编辑'],
  ['StatisticsReports', 'add', '新增'],
  ['StatisticsReports', 'edit', '编辑'],
  ['StatisticsReports', 'delete', '删除'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [routeName, action, fullname] of ADDED) {
    const menu = (await sql<{ id: number; name_en: string }>`select id, name_en from menus where route_name = ${routeName}`.execute(db)).rows[0];
    if (!menu) continue;
    const code = actionCode(routeName, action);
    const exists = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0];
    if (exists) continue;
    // the roles holding every code of the page now, before the new one is added
    const before = (await sql<{ id: number }>`select id from operations where menu_id = ${menu.id}`.execute(db)).rows.map((r) => r.id);
    const sortcode = (before.length + 1) * 10;
    await sql`insert into operations (menu_id, code, fullname, sortcode, description) values (${menu.id}, ${code}, ${fullname}, ${sortcode}, ${`${menu.name_en}: ${action}`})`.execute(db);
    const added = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]!;
    if (!before.length) continue;
    const holders = await sql<{ role_id: number }>`
      select role_id from role_operations where operation_id in (${sql.join(before)})
      group by role_id having count(*) = ${before.length}`.execute(db);
    for (const { role_id } of holders.rows) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [routeName, action] of ADDED) {
    const code = actionCode(routeName, action);
    await sql`delete from role_operations where operation_id in (select id from operations where code = ${code})`.execute(db);
    await sql`delete from operations where code = ${code}`.execute(db);
  }
}
