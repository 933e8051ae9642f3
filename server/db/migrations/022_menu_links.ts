/**
 * Advanced alarm settings is a link to Graded alarms (issue 26 §3 "Pages that repeat each other"),
 * for a database seeded before it (a fresh one gets the redirect from the seed): the menu's
 * `redirect` names the page the sidebar opens. A redirect an administrator set is left alone.
 */
import { sql, type Kysely } from 'kysely';

export const MENU_LINKS: ReadonlyArray<[routeName: string, target: string]> = [['ManagementAdvancedAlarm', '/alarm/graded']];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [routeName, target] of MENU_LINKS) {
    await sql`update menus set redirect = ${target} where route_name = ${routeName} and (redirect is null or redirect = '')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [routeName, target] of MENU_LINKS) {
    await sql`update menus set redirect = '' where route_name = ${routeName} and redirect = ${target}`.execute(db);
  }
}
