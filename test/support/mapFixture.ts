/**
 * The map routes' tests' vehicles: devices of the alarm tests' world (test/support/alarmWorld.ts:
 * operator01 sees JS-NJ and what is under it, not ZJ), written with plain Kysely inserts, and the
 * operator's role granted the map pages (the seed gives it none).
 */
import type { Insertable } from 'kysely';
import type { DevicesTable } from '../../server/db/schema';
import type { TestPlatform } from './testPlatform';

const DAY = 86_400;

/** A device of the first company in an organization: a vehicle terminal (CV-300G, 2–8 °C) unless told. */
export async function addDevice(
  platform: TestPlatform,
  organizationId: number,
  seed: Partial<Insertable<DevicesTable>> & { number: string; name: string },
): Promise<number> {
  const { db } = platform.app;
  const org = await db.selectFrom('organizations').select('company_id').where('id', '=', organizationId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('devices')
    .values({
      type: 'vehicle',
      model: 'CV-300G',
      expire_date: Math.floor(platform.clock.now() / 1000) + 365 * DAY,
      temperature_min: 2,
      temperature_max: 8,
      humidity_min: 30,
      humidity_max: 80,
      ...seed,
      organization_id: organizationId,
      company_id: org.company_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a seeded user's role the menus of these pages (route names). */
export async function grantPages(platform: TestPlatform, username: string, pages: readonly string[]): Promise<void> {
  const { db } = platform.app;
  const user = await db.selectFrom('users').select('role_id').where('username', '=', username).executeTakeFirstOrThrow();
  const menus = await db.selectFrom('menus').select('id').where('route_name', 'in', pages).execute();
  await db
    .insertInto('role_menus')
    .values(menus.map((menu) => ({ role_id: user.role_id, menu_id: menu.id })))
    .execute();
}
