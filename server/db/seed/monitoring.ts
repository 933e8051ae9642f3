/**
 * Devices and waybills of the demo company, for the dashboard (spec §2 "/index"); its alarms come
 * from readings the rule engine judges (alarmHistory.ts, issue 26).
 * Deterministic: the same rows for the same `nowUnix` and organizations, with expiry dates
 * and times relative to the seeding moment so that "expiring within 3 months" always has members.
 */
import type { Insertable, Kysely } from 'kysely';
import { between, mulberry32 } from '../../services/seededRandom';
import type { Database, DevicesTable, WaybillStatus, WaybillsTable } from '../schema';

const DAY = 86_400;
const MARKER = 'seed.monitoring.version';

export const DEVICE_COUNT = 320;
export const WAYBILL_COUNT = 48;

const DEVICE_TYPES = [
  { type: 'temperature', model: 'CT-100', name: '温度记录仪' },
  { type: 'temperature_humidity', model: 'CTH-200', name: '温湿度记录仪' },
  { type: 'vehicle', model: 'CV-300G', name: '冷藏车温度终端' },
  { type: 'box', model: 'CB-50', name: '冷链箱温度标签' },
] as const;

/** [min, max] °C of the goods a waybill carries: vaccines, frozen food, chilled food. */
const TEMPERATURE_RANGES = [
  [2, 8],
  [-25, -15],
  [0, 4],
] as const;

type DeviceSeed = Omit<Insertable<DevicesTable>, 'organization_id' | 'company_id'> & { expire_date: number; online: number };

/**
 * Every 20 devices: one expired (up to 200 days ago), two expiring within 3 months (1 to 85
 * days ahead, inside the window whatever the month lengths), the rest later (100 to 900 days).
 * About seven in ten are online.
 */
export function deviceSeeds(nowUnix: number): DeviceSeed[] {
  // the same demo data on every machine
  const next = mulberry32(20240601);
  return Array.from({ length: DEVICE_COUNT }, (_, i) => {
    const kind = DEVICE_TYPES[i % DEVICE_TYPES.length]!;
    const slot = i % 20;
    const days = slot === 0 ? -between(next, 1, 200) : slot <= 2 ? between(next, 1, 85) : between(next, 100, 900);
    const online = next() < 0.7 ? 1 : 0;
    const number = String(10_000_001 + i * 37);
    return {
      // '-', not a space: a device name is letters, digits, - and _ (spec §5), so a demo device saves unchanged
      name: `${kind.name}-${number.slice(-4)}`,
      number,
      type: kind.type,
      model: kind.model,
      status: i % 29 === 0 ? 3 : i % 7 === 0 ? 2 : 1,
      battery: between(next, 5, 100),
      signal: online ? between(next, 20, 100) : 0,
      expire_date: nowUnix + days * DAY,
      online,
    };
  });
}

const WAYBILL_STATUSES: readonly WaybillStatus[] = [1, 2, 2, 2, 3, 3, 3, 3, 4, 2, 3, 1];

/** Waybills in every status: not shipped, in transit, arrived, rejected. */
export function waybillSeeds(nowUnix: number): Array<Omit<Insertable<WaybillsTable>, 'company_id'> & { status: WaybillStatus }> {
  return Array.from({ length: WAYBILL_COUNT }, (_, i) => {
    const status = WAYBILL_STATUSES[i % WAYBILL_STATUSES.length]!;
    const [min, max] = TEMPERATURE_RANGES[i % TEMPERATURE_RANGES.length]!;
    const departure = nowUnix + (status === 1 ? (i + 1) * 3600 : -(i + 2) * 6 * 3600);
    return {
      number: `YD${String(20_250_001 + i)}`,
      status,
      departure_time: departure,
      delivery_time: status === 3 || status === 4 ? departure + 20 * 3600 : null,
      min_temperature: min,
      max_temperature: max,
    };
  });
}

/**
 * Inserts the rows for the first company, once per database (its own marker, so databases
 * seeded before these tables existed get them too). Returns whether it inserted anything.
 */
export async function seedMonitoring(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const organizations = await db
    .selectFrom('organizations')
    .select('id')
    .where('company_id', '=', company.id)
    .orderBy('level', 'desc')
    .orderBy('id')
    .execute();
  if (organizations.length === 0) return false;

  await db.transaction().execute(async (trx) => {
    const devices = deviceSeeds(nowUnix).map((d, i) => ({
      ...d,
      organization_id: organizations[i % organizations.length]!.id,
      company_id: company.id,
    }));
    // in chunks: SQLite limits the bound parameters of one statement
    for (let start = 0; start < devices.length; start += 50) await trx.insertInto('devices').values(devices.slice(start, start + 50)).execute();
    await trx
      .insertInto('waybills')
      .values(waybillSeeds(nowUnix).map((w) => ({ ...w, company_id: company.id })))
      .execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
