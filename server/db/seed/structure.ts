/**
 * The seed of a deployment without demo data (SEED_DEMO=false): the menus and their operation
 * codes, the roles, and the company with its headquarters that they and the first admin belong
 * to. No accounts (`npm run create-admin` makes the first), no organizations below the
 * headquarters, devices, alarms, waybills, announcements or records.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { MENU_TREE } from './menus';
import { insertMenus } from './menus/insert';
import { COMPANY, ORGANIZATIONS } from './organizations';
import { seedRoles } from './roles';

/** Set on a database seeded this way: it never gets demo data later, whatever SEED_DEMO says then. */
const STRUCTURE_ONLY = { key: 'seed.demo', value: 'none' } as const;

export async function isStructureOnly(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', STRUCTURE_ONLY.key).executeTakeFirst();
  return row?.value === STRUCTURE_ONLY.value;
}

/** Seeds once: `marker` is seed/index.ts's, so that a seeded database of either kind is left alone. */
export async function seedStructure(db: Kysely<Database>, nowUnix: number, marker: { key: string; value: string }): Promise<boolean> {
  const seeded = await db.selectFrom('settings').select('value').where('key', '=', marker.key).executeTakeFirst();
  if (seeded) return false;
  const headquarters = ORGANIZATIONS.find((org) => org.parent === null)!;
  await db.transaction().execute(async (trx) => {
    const company = await trx.insertInto('companies').values({ ...COMPANY, created_at: nowUnix }).returning('id').executeTakeFirstOrThrow();
    const { parent: _root, ...org } = headquarters;
    await trx.insertInto('organizations').values({ ...org, company_id: company.id, parent_id: null }).execute();
    const menus = await insertMenus(trx, MENU_TREE);
    await seedRoles(trx, menus, company.id);
    await trx.insertInto('settings').values([marker, STRUCTURE_ONLY]).execute();
  });
  return true;
}
