/**
 * Gives the seeded devices the settings of devicePlan.ts and fits them to the seeded assets, once
 * per database (its own marker): a new database right after its devices and assets are seeded, and
 * a database seeded before devices had settings on its next start. Devices are matched to the plan
 * by their rank among their company's devices of their type (the seeding order). Their acquisition
 * period is their period from the beginning (device_periods, issue 26 §2): the simulator's history
 * is generated at it.
 */
import type { Kysely } from 'kysely';
import { setFirstPeriod } from '../../services/devicePeriods';
import type { Database } from '../schema';
import { planDevice, type DeviceSettings } from './devicePlan';

const MARKER = 'seed.deviceSettings.version';

type Update = DeviceSettings & { asset_id: number | null };

/** The asset records of a company by code. */
async function assetIds(db: Kysely<Database>, companyId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').where('company_id', '=', companyId).execute();
  const ids = new Map<string, number>();
  for (const row of rows) {
    const code = (JSON.parse(row.data) as { code?: unknown }).code;
    if (typeof code === 'string') ids.set(code, row.id);
  }
  return ids;
}

export async function seedDeviceSettings(db: Kysely<Database>): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const first = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!first) return false;
  const assets = await assetIds(db, first.id);
  const devices = await db.selectFrom('devices').select(['id', 'number', 'type', 'model', 'company_id']).orderBy('id').execute();

  // devices with the same settings and asset are updated by one statement
  const groups = new Map<string, { update: Update; ids: number[] }>();
  const ranks = new Map<string, number>();
  for (const device of devices) {
    const rankKey = `${device.company_id}|${device.type}`;
    const j = ranks.get(rankKey) ?? 0;
    ranks.set(rankKey, j + 1);
    let plan = planDevice(device, j, device.company_id === first.id);
    // an older database has fewer assets: a device whose asset is missing is planned as fitted to nothing
    if (plan.asset !== null && !assets.has(plan.asset)) plan = planDevice(device, j, false);
    const update: Update = { ...plan.settings, asset_id: plan.asset === null ? null : assets.get(plan.asset)! };
    const key = JSON.stringify(update);
    const group = groups.get(key);
    if (group) group.ids.push(device.id);
    else groups.set(key, { update, ids: [device.id] });
  }

  await db.transaction().execute(async (trx) => {
    // the first period of every device, grouped by period (one statement each, not one per settings group)
    const byPeriod = new Map<number, number[]>();
    for (const { update, ids } of groups.values()) {
      for (let start = 0; start < ids.length; start += 500) {
        await trx.updateTable('devices').set(update).where('id', 'in', ids.slice(start, start + 500)).execute();
      }
      byPeriod.set(update.acquisition_period, [...(byPeriod.get(update.acquisition_period) ?? []), ...ids]);
    }
    for (const [period, ids] of byPeriod) await setFirstPeriod(trx, ids, period);
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
