/**
 * A second tenant, so that tests and demos cross a company boundary (issue 10 §5): its own
 * company, organizations, roles (named like the first company's: role names are unique per
 * company), company admin (admin value 1) and a few devices. Seeded after the first company's
 * rows, so that their ids stay what they were; once per database (its own marker).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoAccount } from './accounts';
import { MENU_TREE, type MenuSeed } from './menus';
import type { SeededMenu } from './menus/insert';
import type { OrganizationSeed } from './organizations';
import { insertAccounts } from './insertAccounts';
import { seedRoles } from './roles';

const MARKER = 'seed.tenants.version';
const DAY = 86_400;

export const SECOND_COMPANY = {
  name: '岭南医药冷链有限公司',
  address: '广州市黄埔区科学大道 100 号',
  sms_balance: 100,
  voice_balance: 50,
  settlement: 'independent',
} as const;

/** Parents come before their children. */
export const SECOND_COMPANY_ORGANIZATIONS: readonly OrganizationSeed[] = [
  { code: 'LN', parent: null, name: '岭南总部', level: 1, location: '广州市黄埔区', longitude: 113.4593, latitude: 23.1063, description: '第二家公司的总部' },
  { code: 'LN-GZ', parent: 'LN', name: '广州分公司', level: 2, location: '广东省广州市', longitude: 113.2644, latitude: 23.1291, description: '广州区域' },
  { code: 'LN-GZ-HP', parent: 'LN-GZ', name: '黄埔医药冷库', level: 3, location: '广州市黄埔区开创大道', longitude: 113.4412, latitude: 23.1702, description: '药品冷库' },
];

/** 8 digits, far from the first company's 10000001…10011844, none expired (the renewal notice counts only the first company's). */
const KINDS = [
  { type: 'temperature', model: 'CT-100', tag: 'T' },
  { type: 'temperature_humidity', model: 'CTH-200', tag: 'TH' },
  { type: 'vehicle', model: 'CV-300G', tag: 'V' },
] as const;

export const SECOND_COMPANY_DEVICES = Array.from({ length: 6 }, (_, i) => ({
  number: String(30_000_001 + i),
  name: `LN-${KINDS[i % KINDS.length]!.tag}-${String(i + 1).padStart(3, '0')}`,
  type: KINDS[i % KINDS.length]!.type as string,
  model: KINDS[i % KINDS.length]!.model as string,
  status: 1,
  battery: 80 + i,
  signal: 60 + i,
  online: i % 2,
  expireDays: 200 + i * 30,
}));

/** The seeded menus as roles.ts grants them, read back from the database by route name. */
export async function seededMenus(db: Kysely<Database>): Promise<SeededMenu[]> {
  const menus = await db.selectFrom('menus').select(['id', 'route_name']).execute();
  const operations = await db.selectFrom('operations').select(['id', 'code', 'menu_id']).execute();
  const idOf = new Map(menus.map((m) => [m.route_name, m.id]));
  const out: SeededMenu[] = [];
  const walk = (seed: MenuSeed, area: string) => {
    const id = idOf.get(seed.name);
    if (id !== undefined) out.push({ id, area, seed, operations: operations.filter((op) => op.menu_id === id).map(({ id: opId, code }) => ({ id: opId, code })) });
    for (const child of seed.children ?? []) walk(child, area);
  };
  for (const area of MENU_TREE) walk(area, area.name);
  return out;
}

/** `accounts`: the demo accounts of the second company with their password hashes. Returns whether it seeded. */
export async function seedSecondCompany(db: Kysely<Database>, nowUnix: number, accounts: ReadonlyArray<{ account: DemoAccount; hash: string }>): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  await db.transaction().execute(async (trx) => {
    const company = await trx.insertInto('companies').values({ ...SECOND_COMPANY, created_at: nowUnix }).returning('id').executeTakeFirstOrThrow();
    const orgIds = new Map<string, number>();
    for (const { parent, ...org } of SECOND_COMPANY_ORGANIZATIONS) {
      const parentId = parent === null ? null : (orgIds.get(parent) ?? null);
      const { id } = await trx.insertInto('organizations').values({ ...org, company_id: company.id, parent_id: parentId }).returning('id').executeTakeFirstOrThrow();
      orgIds.set(org.code, id);
    }
    const roleIds = await seedRoles(trx, await seededMenus(trx), company.id, { companyAdmin: true });
    await insertAccounts(trx, accounts, { companyId: company.id, roleIds, orgIds, nowUnix });
    const leaves = [...orgIds.values()].slice(1);
    await trx
      .insertInto('devices')
      .values(
        SECOND_COMPANY_DEVICES.map(({ expireDays, ...device }, i) => ({
          ...device,
          expire_date: nowUnix + expireDays * DAY,
          organization_id: leaves[i % leaves.length]!,
          company_id: company.id,
        })),
      )
      .execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
