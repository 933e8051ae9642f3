/**
 * Announcement publishing (issue 28 §2): the recipients a publisher chooses (a part of the users,
 * or a user group) and the publishing state (a draft is received by nobody); and, for a database
 * seeded before it (a fresh one gets them from the seed, which runs after the migrations), the
 * Announcement page's add, edit and delete codes. They go to the roles of administrators (admin
 * value ≤ 1, spec §4) that see the page: any other role that could only read it gains nothing.
 */
import { sql, type Kysely } from 'kysely';
import { actionCode } from '../../../src/lib/permissionCodes';

const PAGE = 'Announcement';
export const PUBLISHING_ACTIONS: ReadonlyArray<[action: string, fullname: string]> = [
  ['add', '新增'],
  ['edit', '编辑'],
  ['delete', '删除'],
];

export async function addPublishingCodes(db: Kysely<unknown>): Promise<void> {
  const menu = (await sql<{ id: number; name_en: string }>`select id, name_en from menus where route_name = ${PAGE}`.execute(db)).rows[0];
  if (!menu) return;
  const holders = await sql<{ role_id: number }>`
    select distinct role_menus.role_id from role_menus join users on users.role_id = role_menus.role_id
    where role_menus.menu_id = ${menu.id} and users.admin <= 1`.execute(db);
  for (const [index, [action, fullname]] of PUBLISHING_ACTIONS.entries()) {
    const code = actionCode(PAGE, action);
    if ((await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]) continue;
    await sql`insert into operations (menu_id, code, fullname, sortcode, description)
      values (${menu.id}, ${code}, ${fullname}, ${(index + 2) * 10}, ${`${menu.name_en}: ${action}`})`.execute(db);
    const added = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]!;
    for (const { role_id } of holders.rows) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('user_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('announcements').addColumn('user_group_id', 'integer').execute();
  // what was there before publishing existed was already shown to its users
  await db.schema.alterTable('announcements').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await addPublishingCodes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [action] of PUBLISHING_ACTIONS) {
    const code = actionCode(PAGE, action);
    await sql`delete from role_operations where operation_id in (select id from operations where code = ${code})`.execute(db);
    await sql`delete from operations where code = ${code}`.execute(db);
  }
  for (const column of ['published', 'user_group_id', 'user_ids']) await db.schema.alterTable('announcements').dropColumn(column).execute();
}
