/**
 * First-start data: company, organizations, menus, roles, demo accounts, announcements and a
 * renewal notice, then a second company (secondCompany.ts). Runs once per database (marker
 * `seed.version` in settings).
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../services/password';
import type { Database } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { seedAlarmConfig } from './alarmConfig';
import { seedAlarmHistory, type AlarmHistoryOptions } from './alarmHistory';
import { seedCalibration } from './calibration';
import { seedAssetPages } from './assetPages';
import { seedAuditTrail } from './auditTrail';
import { ANNOUNCEMENTS, RENEWAL_NOTICE } from './announcements';
import { MENU_TREE } from './menus';
import { seedDeviceSettings } from './deviceSettings';
import { seedFloorPlans } from './floorPlans';
import { seedDeviceBatteries } from './deviceBatteries';
import { seedMonitoring } from './monitoring';
import { seedPremiumServices } from './premium';
import { seedRechargeOrders } from './rechargeOrders';
import { seedReportSchedules } from './reportSchedules';
import { seedReportSettings } from './reportSettings';
import { seedResources } from './resources';
import { seedRegistryLists } from './registryLists';
import { insertMenus } from './menus/insert';
import { COMPANY, ORGANIZATIONS } from './organizations';
import { insertAccounts } from './insertAccounts';
import { seedRoles } from './roles';
import { seedSecondCompany } from './secondCompany';
import { isStructureOnly, seedStructure } from './structure';

const SEED_MARKER = 'seed.version';
const SEED_VERSION = '1';

/**
 * The demo hashes are made once per process: tests seed a fresh database each, and scrypt is
 * slow on purpose. Salts differ per account; sharing them across test databases is harmless.
 */
let demoHashes: Promise<string[]> | undefined;

async function seedOrganizations(db: Kysely<Database>, companyId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { parent, ...org } of ORGANIZATIONS) {
    const parentId = parent === null ? null : (ids.get(parent) ?? null);
    const { id } = await db
      .insertInto('organizations')
      .values({ ...org, company_id: companyId, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(org.code, id);
  }
  return ids;
}

export interface SeedOptions {
  /** false: menus, operations and roles only (SEED_DEMO=false) */
  demo?: boolean;
  /** false: the demo without its announcements (SEED_ANNOUNCEMENTS=false) */
  announcements?: boolean;
  /** false: the demo without its renewal notice (SEED_RENEWAL_NOTICE=false) */
  renewalNotice?: boolean;
  /** the engine's settings the seeded alarm history is judged with (the server's; default ALARM_DEFAULTS) */
  alarms?: AlarmHistoryOptions;
}

export async function seed(db: Kysely<Database>, nowUnix: number, { demo = true, announcements = true, renewalNotice = true, alarms }: SeedOptions = {}): Promise<boolean> {
  // SEED_DEMO=false: menus, operations and roles only (structure.ts); such a database stays demo-free
  if (!demo || (await isStructureOnly(db))) return seedStructure(db, nowUnix, { key: SEED_MARKER, value: SEED_VERSION });
  const marker = await db.selectFrom('settings').select('value').where('key', '=', SEED_MARKER).executeTakeFirst();
  // devices, alarms, waybills and the records of schema-driven entities have their own markers:
  // databases seeded before them get them too
  if (marker) {
    const monitoring = await seedMonitoring(db, nowUnix);
    const resources = await seedResources(db, nowUnix);
    // issue 29 §4–§5: after the assets
    const assetPages = await seedAssetPages(db, nowUnix);
    const settings = await seedDeviceSettings(db);
    const reports = await seedReportSettings(db);
    // after the alarm receivers: the scheduled reports tell them
    const alarms = await seedAlarmConfig(db, nowUnix);
    const plans = await seedFloorPlans(db, nowUnix);
    // issue 30 §4: after the devices and alarm receivers
    const calibration = await seedCalibration(db, nowUnix);
    const lists = await seedRegistryLists(db, nowUnix);
    const premium = await seedPremiumServices(db, nowUnix);
    const batteries = await seedDeviceBatteries(db, nowUnix);
    const audit = await seedAuditTrail(db, nowUnix);
    return (await seedReportSchedules(db, nowUnix)) || alarms || reports || settings || resources || assetPages || monitoring || plans || calibration || lists || premium || batteries || audit;
  }
  // Hash before the transaction: scrypt is slow and needs no database.
  demoHashes ??= Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const hashes = await demoHashes;

  await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ ...COMPANY, created_at: nowUnix })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orgIds = await seedOrganizations(trx, company.id);
    const menus = await insertMenus(trx, MENU_TREE);
    const roleIds = await seedRoles(trx, menus, company.id);

    const own = DEMO_ACCOUNTS.flatMap((account, index) => (account.secondCompany ? [] : [{ account, hash: hashes[index]! }]));
    await insertAccounts(trx, own, { companyId: company.id, roleIds, orgIds, nowUnix });
    if (announcements) {
      await trx
        .insertInto('announcements')
        .values(ANNOUNCEMENTS.map((a, index) => ({ ...a, company_id: null, created_at: nowUnix - index })))
        .execute();
    }
    if (renewalNotice) await trx.insertInto('renewal_notices').values({ ...RENEWAL_NOTICE, company_id: company.id, created_at: nowUnix }).execute();
    // the renewal notice page's one reminder (issue 28 §3): the headquarters' administrators, a month ahead
    const headquarters = [...orgIds.values()][0]!;
    const admins = await trx.selectFrom('users').select('id').where('company_id', '=', company.id).where('admin', '<=', 1).orderBy('id').execute();
    await trx.insertInto('expiration_reminders').values({ company_id: company.id, organization_id: headquarters, receiver_ids: JSON.stringify(admins.map((a) => a.id)), lead_days: 30, enabled: 1 }).execute();
    await trx.insertInto('settings').values({ key: SEED_MARKER, value: SEED_VERSION }).execute();
  });
  await seedMonitoring(db, nowUnix);
  await seedResources(db, nowUnix);
  // last, so that the first company's ids stay what tests and demos know
  await seedSecondCompany(db, nowUnix, DEMO_ACCOUNTS.flatMap((account, index) => (account.secondCompany ? [{ account, hash: hashes[index]! }] : [])));
  // after every device and asset exists: settings and fittings (devicePlan.ts)
  await seedDeviceSettings(db);
  // after the assets, organizations and both companies: the alarm rules name them
  await seedAlarmConfig(db, nowUnix);
  // after the settings and the rules: the engine judges the seeded readings by them (a new database only)
  await seedAlarmHistory(db, nowUnix, alarms);
  await seedReportSettings(db);
  // after the alarm receivers and the assets: the scheduled reports name them
  await seedReportSchedules(db, nowUnix);
  // after the devices: the demo plan places three of them
  await seedFloorPlans(db, nowUnix);
  // issue 29 §4–§5, after everything else: the ids seeded before stay what tests and demos know
  await seedAssetPages(db, nowUnix);
  // issue 30 §4: calibration units, plans and print header rules, after the devices and alarm receivers
  await seedCalibration(db, nowUnix);
  // issue 30 §4–§5: the lists, the registry and after-sales tickets
  await seedRegistryLists(db, nowUnix);
  // issue 30 §2: the first company's premium services
  await seedPremiumServices(db, nowUnix);
  // issue 30 §5: the devices' battery dates (device analysis)
  await seedDeviceBatteries(db, nowUnix);
  // issue 30 §3: the recharges behind the starting credit, after the alarm history's deductions
  await seedRechargeOrders(db, nowUnix);
  await seedAuditTrail(db, nowUnix);
  return true;
}
