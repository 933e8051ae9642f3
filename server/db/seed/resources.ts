/**
 * Demo records of the schema-driven entities kept in the generic `records` table (assets of all
 * four roles (assets.ts), webcams, calibration records, alarm rules, backup configs, IP white
 * list, user groups), and on the seeded waybills the vehicle that carries each, from its route's
 * depot to a consignee on that route. Once per database (its own marker). Deterministic, relative
 * to the seeding moment.
 */
import type { Kysely } from 'kysely';
import { depotOf, ROUTES, routeIndexOf, stopsOf, type Place } from '../../services/simulator/routes';
import { tripKey } from '../../services/simulator/trip';
import { SAMPLE_STREAM_PATH } from '../../../src/lib/webcams';
import type { Database } from '../schema';
import { ASSET_KINDS, assetCode, assetSeeds, assetType } from './assets';
import { seedAssetHistory } from './assetHistory';

const DAY = 86_400;
const MARKER = 'seed.resources.version';

type Data = Record<string, unknown>;

export function otherSeeds(nowUnix: number, deviceIds: readonly number[], userIds: readonly number[], organizationId: number): Record<string, Data[]> {
  return {
    webcam: [
      { name: '南京冷库1号门', url: 'rtsp://192.168.10.21/stream1', account: 'viewer', organizationId },
      { name: '南京冷库2号门', url: 'rtsp://192.168.10.22/stream1', account: 'viewer', organizationId },
      // issue 29 §5: a stream the console plays, served by this server (public/media, docs/floor-plans-and-webcams.md)
      { name: '示例视频流', url: SAMPLE_STREAM_PATH, account: 'demo', organizationId },
    ],
    calibration: deviceIds.slice(0, 5).map((deviceId, i) => ({
      deviceId,
      startDate: nowUnix - (300 - i * 30) * DAY,
      dueDate: nowUnix + (65 + i * 30) * DAY,
      type: 'periodic',
      temperatureZone: i % 2 ? '-25~-15℃' : '2~8℃',
      load: i % 2 ? 'empty' : 'full',
      validator: '江苏省计量科学研究院',
      value: i % 2 ? -0.3 : 0.2,
    })),
    alarmRule: [
      { name: '疫苗2-8度', minTemperature: 2, maxTemperature: 8, minHumidity: 35, maxHumidity: 75, offlineMinutes: 30, lowBattery: 20, powerOff: true, repeatIntervalHours: 2, consecutiveCount: 3, messageLimit: 5 },
      { name: '冷冻品', minTemperature: -25, maxTemperature: -15, offlineMinutes: 60, lowBattery: 15, powerOff: false, repeatIntervalHours: 4, consecutiveCount: 2, messageLimit: 3 },
    ],
    backupConfig: [{ name: '每日备份', frequency: 'daily', fileName: 'daily-backup', deviceIds: deviceIds.slice(0, 10), recipients: ['admin@example.com'] }],
    ipWhitelist: [
      // off: the server enforces an enabled list at login (issue 30 §4), which would lock the demo out
      { ip: '10.0.0.1', description: '总部出口', enabled: false },
      { ip: '192.168.1.10', description: '南京冷库', enabled: false },
    ],
    userGroup: [
      { name: '管理员组', description: '接收系统公告', userIds: userIds.slice(0, 1) },
      { name: '值班组', description: '报警值班人员', userIds },
    ],
  };
}

const party = ({ institution, address, contactPerson, contactNumber }: Place) => ({ institution, address, contactPerson, contactNumber });

/** The goods' range follows the vehicle that carries them. */
const RANGES: Record<string, [number, number]> = { frozen: [-25, -15], refrigeration: [2, 8], constantTemperature: [15, 25] };

/**
 * Waybill `i` rides vehicle i mod 20, from its route's depot to one of its route's consignees (the
 * simulator drives that vehicle along that route, services/simulator/trip.ts).
 */
export function waybillRide(i: number): { vehicle: string; consignor: ReturnType<typeof party>; consignee: ReturnType<typeof party>; range: [number, number] } {
  const v = i % ASSET_KINDS[0]!.count;
  const vehicle = assetCode(1, v);
  const route = ROUTES[routeIndexOf(tripKey(vehicle))]!;
  const stops = stopsOf(route);
  return { vehicle, consignor: party(depotOf(route)), consignee: party(stops[i % stops.length]!), range: RANGES[assetType(1, v)]! };
}

export async function seedResources(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const organizations = await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).orderBy('id').execute();
  const devices = await db.selectFrom('devices').select('id').where('company_id', '=', company.id).orderBy('id').limit(10).execute();
  const users = await db.selectFrom('users').select('id').where('company_id', '=', company.id).orderBy('id').execute();
  const waybills = await db.selectFrom('waybills').select(['id', 'status']).where('company_id', '=', company.id).orderBy('id').execute();
  if (!organizations.length) return false;

  await db.transaction().execute(async (trx) => {
    const record = (resource: string, data: Data) => ({ resource, company_id: company.id, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix });
    const seeds = assetSeeds(organizations.map((o) => o.id));
    const assets = await trx.insertInto('records').values(seeds.map((a) => record('asset', a))).returning('id').execute();
    const idOf = new Map(seeds.map((seed, i) => [seed.code as string, assets[i]!.id]));
    // issue 29 §5: the demo history of these assets
    await seedAssetHistory(trx, company.id, seeds, assets.map((a) => a.id), nowUnix);
    const others = otherSeeds(nowUnix, devices.map((d) => d.id), users.map((u) => u.id), organizations[organizations.length > 3 ? 3 : 0]!.id);
    const rows = Object.entries(others).flatMap(([resource, list]) => list.map((data) => record(resource, data)));
    await trx.insertInto('records').values(rows).execute();
    for (const [i, waybill] of waybills.entries()) {
      const ride = waybillRide(i);
      const vehicle = idOf.get(ride.vehicle);
      await trx
        .updateTable('waybills')
        .set({
          consignor: JSON.stringify(ride.consignor),
          consignee: JSON.stringify(ride.consignee),
          assets: JSON.stringify(vehicle === undefined ? [] : [vehicle]),
          min_temperature: ride.range[0],
          max_temperature: ride.range[1],
        })
        .where('id', '=', waybill.id)
        .execute();
      // issue 29 §1: a waybill that has departed rides its first leg on that vehicle
      if (waybill.status !== 1 && vehicle !== undefined) {
        await trx.insertInto('waybill_legs').values({ waybill_id: waybill.id, company_id: company.id, seq: 1, assets: JSON.stringify([vehicle]), at: null }).execute();
      }
    }
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
