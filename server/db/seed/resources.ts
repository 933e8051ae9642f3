/**
 * Demo records of the schema-driven entities kept in the generic `records` table (assets of all
 * four roles, webcams, calibration records, alarm rules, backup configs, IP white list, user
 * groups), and consignor, consignee and assets on the seeded waybills. Once per database
 * (its own marker). Deterministic, relative to the seeding moment.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DAY = 86_400;
const MARKER = 'seed.resources.version';

type Data = Record<string, unknown>;

/** Asset role → [type, name prefix] (spec §2: vehicle 1, coldstore 2, box 3, cabinet 4). */
const ASSET_KINDS: ReadonlyArray<{ role: 1 | 2 | 3 | 4; types: string[]; name: string }> = [
  { role: 1, types: ['frozen', 'refrigeration', 'constantTemperature'], name: '冷藏车' },
  { role: 2, types: ['ordinary', 'lowTemperature'], name: '冷库' },
  { role: 3, types: ['ordinary', 'iceLined', 'lowTemperature', 'desktop'], name: '冷藏箱' },
  { role: 4, types: ['ordinary'], name: '冰箱' },
];

export const ASSETS_PER_ROLE = 6;

export function assetSeeds(organizationIds: readonly number[]): Data[] {
  return ASSET_KINDS.flatMap(({ role, types, name }) =>
    Array.from({ length: ASSETS_PER_ROLE }, (_, i) => {
      const asset: Data = {
        role,
        name: `${name}${String(i + 1).padStart(2, '0')}`,
        code: `A${role}${String(i + 1).padStart(4, '0')}`,
        type: types[i % types.length],
        status: i === 5 ? 3 : i === 4 ? 5 : 1,
        manufacturer: '华东冷链设备厂',
        factoryNumber: `F${role}-${1000 + i}`,
        purchaseSource: (i % 5) + 1,
        organizationId: organizationIds[i % organizationIds.length],
      };
      if (role === 1) asset.plate = `沪A${String(10_000 + i * 137).slice(-5)}`;
      if (role === 2) asset.areas = ['A区', 'B区'];
      if (role === 4) Object.assign(asset, { brand: '海信', model: `HC-${200 + i * 10}`, volume: 120.5 + i, size: '60,65,180' });
      return asset;
    }),
  );
}

export function otherSeeds(nowUnix: number, deviceIds: readonly number[], userIds: readonly number[], organizationId: number): Record<string, Data[]> {
  return {
    webcam: [
      { name: '南京冷库1号门', url: 'rtsp://192.168.10.21/stream1', account: 'viewer', organizationId },
      { name: '南京冷库2号门', url: 'rtsp://192.168.10.22/stream1', account: 'viewer', organizationId },
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
      { ip: '10.0.0.1', description: '总部出口', enabled: true },
      { ip: '192.168.1.10', description: '南京冷库', enabled: false },
    ],
    userGroup: [
      { name: '管理员组', description: '接收系统公告', userIds: userIds.slice(0, 1) },
      { name: '值班组', description: '报警值班人员', userIds },
    ],
  };
}

const PARTIES = [
  { institution: '南京市疾控中心', address: '南京市鼓楼区紫竹林3号', contactPerson: '王芳', contactNumber: '13812345678' },
  { institution: '江宁区人民医院', address: '南京市江宁区鹤山路169号', contactPerson: '李强', contactNumber: '13987654321' },
  { institution: '杭州冷链物流中心', address: '杭州市余杭区仓前街道', contactPerson: '陈晨', contactNumber: '+8657188886666' },
];

export async function seedResources(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const organizations = await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).orderBy('id').execute();
  const devices = await db.selectFrom('devices').select('id').where('company_id', '=', company.id).orderBy('id').limit(10).execute();
  const users = await db.selectFrom('users').select('id').where('company_id', '=', company.id).orderBy('id').execute();
  const waybills = await db.selectFrom('waybills').select('id').where('company_id', '=', company.id).orderBy('id').execute();
  if (!organizations.length) return false;

  await db.transaction().execute(async (trx) => {
    const record = (resource: string, data: Data) => ({ resource, company_id: company.id, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix });
    const assets = await trx
      .insertInto('records')
      .values(assetSeeds(organizations.map((o) => o.id)).map((a) => record('asset', a)))
      .returning('id')
      .execute();
    const vehicles = assets.slice(0, ASSETS_PER_ROLE).map((a) => a.id);
    const others = otherSeeds(nowUnix, devices.map((d) => d.id), users.map((u) => u.id), organizations[organizations.length > 3 ? 3 : 0]!.id);
    const rows = Object.entries(others).flatMap(([resource, list]) => list.map((data) => record(resource, data)));
    await trx.insertInto('records').values(rows).execute();
    for (const [i, waybill] of waybills.entries()) {
      await trx
        .updateTable('waybills')
        .set({
          consignor: JSON.stringify(PARTIES[i % PARTIES.length]),
          consignee: JSON.stringify(PARTIES[(i + 1) % PARTIES.length]),
          assets: JSON.stringify(vehicles.length ? [vehicles[i % vehicles.length]] : []),
        })
        .where('id', '=', waybill.id)
        .execute();
    }
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
