/**
 * The waybill pages' action codes (issue 29 §1: depart, deliver, reject, transship, adjust,
 * release) for a database seeded before them (a fresh one gets them from the seed, which runs
 * after the migrations). A role that held every code of the page before gets the new ones, so
 * that an administrator keeps full access; no other role gains anything.
 */
import { sql, type Kysely } from 'kysely';
import { actionCode } from '../../../src/lib/permissionCodes';
import { WAYBILL_ACTION_CODES, WAYBILL_CODE_NAMES, WAYBILL_PAGES } from '../../../src/lib/waybillCodeNames';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of WAYBILL_PAGES) {
    const menu = (await sql<{ id: number; name_en: string }>`select id, name_en from menus where route_name = ${page}`.execute(db)).rows[0];
    if (!menu) continue;
    // the roles holding every code of the page now, before the new ones are added
    const before = (await sql<{ id: number }>`select id from operations where menu_id = ${menu.id}`.execute(db)).rows.map((r) => r.id);
    const holders = before.length
      ? (
          await sql<{ role_id: number }>`
            select role_id from role_operations where operation_id in (${sql.join(before)})
            group by role_id having count(*) = ${before.length}`.execute(db)
        ).rows
      : [];
    for (const [index, action] of WAYBILL_ACTION_CODES.entries()) {
      const code = actionCode(page, action);
      if ((await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]) continue;
      const sortcode = (before.length + index + 1) * 10;
      await sql`insert into operations (menu_id, code, fullname, sortcode, description)
        values (${menu.id}, ${code}, ${WAYBILL_CODE_NAMES[action]}, ${sortcode}, ${`${menu.name_en}: ${code}`})`.execute(db);
      const added = (await sql<{ id: number }>`select id from operations where code = ${code}`.execute(db)).rows[0]!;
      for (const { role_id } of holders) await sql`insert into role_operations (role_id, operation_id) values (${role_id}, ${added.id})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const page of WAYBILL_PAGES) {
    for (const action of WAYBILL_ACTION_CODES) {
      const code = actionCode(page, action);
      await sql`delete from role_operations where operation_id in (select id from operations where code = ${code})`.execute(db);
      await sql`delete from operations where code = ${code}`.execute(db);
    }
  }
}
