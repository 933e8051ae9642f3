/**
 * Demo rows of the lists of issue 30 §4–§5: data dictionaries (the asset status-change reasons
 * the asset form offers), channel display, device prompts, storage and transport classes, system
 * message users and after-sales tickets of the first company (classes for the second too), and the
 * platform's device registry with one binding history. Once per database (its own marker), after
 * the devices and assets exist.
 */
import type { Kysely } from 'kysely';
import { dataOf } from '../../services/resources/recordQueries';
import type { Database } from '../schema';

const MARKER = 'seed.registryLists.version';
const DAY = 86_400;

type Data = Record<string, unknown>;

export const STORAGE_CLASS_SEEDS: readonly Data[] = [
  { name: '冷冻 -25~-15℃', kind: 'frozen', minTemperature: -25, maxTemperature: -15, description: '冷冻食品、血浆' },
  { name: '冷藏 2~8℃', kind: 'refrigerated', minTemperature: 2, maxTemperature: 8, description: '疫苗、生物制品' },
  { name: '恒温 15~25℃', kind: 'constant', minTemperature: 15, maxTemperature: 25, description: '常温药品' },
];

function companySeeds(nowUnix: number, userIds: readonly number[], deviceNumbers: readonly string[]): Record<string, Data[]> {
  return {
    dataDictionary: [
      { code: 'assetStatusReason', name: '资产状态变更原因', kind: 'reason', items: ['设备故障送修', '维修完成', '超过使用年限报废', '调拨至其他仓库'] },
      { code: 'goodsCategory', name: '货品分类', kind: 'category', items: ['疫苗', '血液制品', '冷冻食品', '生鲜'] },
      { code: 'packageUnit', name: '包装单位', kind: 'unit', items: ['箱', '件', '托'] },
    ],
    channelDisplay: [
      { deviceModel: 'CTH-200', channels: ['temperature', 'humidity', 'battery'], showThresholds: true, description: '库房只看温湿度和电量' },
      { deviceModel: 'CV-300G', channels: ['temperature', 'humidity', 'position', 'door', 'battery', 'signal', 'power'], showThresholds: true },
    ],
    devicePrompt: [
      { event: 'alarm', mode: 'both', language: 'zh-CN', message: '温度超标，请立即检查', enabled: true },
      { deviceModel: 'CV-300G', event: 'doorOpen', mode: 'voice', language: 'zh-CN', message: '车门已打开', enabled: true },
      { event: 'lowBattery', mode: 'display', language: 'en', message: 'Battery low, please charge', enabled: true },
    ],
    storageClass: [...STORAGE_CLASS_SEEDS],
    systemMessageUser: userIds.slice(0, 1).map((userId) => ({ userId, messageTypes: ['announcement', 'maintenance', 'renewal'], channels: ['site', 'email'], enabled: true })),
    afterSalesTicket: deviceNumbers.slice(0, 3).map((deviceNumber, i) => ({
      deviceNumber,
      problem: ['battery', 'noData', 'sensor'][i],
      status: ['open', 'diagnosing', 'closed'][i],
      contactPerson: '王工',
      contactNumber: '13800138000',
      ...(i > 0 ? { trackingNumber: `SF10${i}2026${i}` } : {}),
      notes: ['客户反馈电池一天即耗尽', '已收到设备，检测中：疑似主板故障', '更换传感器后寄回，客户确认关闭'][i],
    })),
  };
}

export async function seedRegistryLists(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const companies = await db.selectFrom('companies').select('id').orderBy('id').limit(2).execute();
  const first = companies[0];
  if (!first) return false;
  const users = await db.selectFrom('users').select('id').where('company_id', '=', first.id).orderBy('id').execute();
  const devices = await db.selectFrom('devices').select(['number', 'model', 'company_id']).where('company_id', 'in', companies.map((c) => c.id)).orderBy('id').execute();
  const asset = await db.selectFrom('records').select('data').where('resource', '=', 'asset').where('company_id', '=', first.id).orderBy('id').executeTakeFirst();
  const assetName = asset ? dataOf(asset.data).name : undefined;
  const ownNumbers = devices.filter((d) => d.company_id === first.id).map((d) => d.number);

  const row = (resource: string, companyId: number | null, data: Data) => ({ resource, company_id: companyId, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix });
  const rows = Object.entries(companySeeds(nowUnix, users.map((u) => u.id), ownNumbers)).flatMap(([resource, list]) => list.map((data) => row(resource, first.id, data)));
  for (const other of companies.slice(1)) rows.push(...STORAGE_CLASS_SEEDS.map((data) => row('storageClass', other.id, data)));
  // the registry: a few devices of each company (their SIM cards), and two in stock
  const registered = [...devices.filter((d) => d.company_id === first.id).slice(0, 4), ...devices.filter((d) => d.company_id !== first.id).slice(0, 2)];
  const operators = ['chinaMobile', 'chinaUnicom', 'chinaTelecom'];
  registered.forEach((device, i) =>
    rows.push(
      row('deviceRegistry', device.company_id, {
        number: device.number,
        ...(device.model ? { model: device.model } : {}),
        companyId: device.company_id,
        iccid: `8986${String(1_000_000_000 + i * 7919).padStart(16, '0')}`,
        operator: operators[i % operators.length],
        simExpireDate: nowUnix + (200 + i * 60) * DAY,
      }),
    ),
  );
  for (const number of ['99000001', '99000002']) rows.push(row('deviceRegistry', null, { number, model: 'CTH-200', description: '库存' }));
  const bound = registered[0];
  if (bound && assetName) {
    rows.push(row('deviceBinding', first.id, { deviceNumber: bound.number, assetName, companyId: first.id, active: false, boundAt: nowUnix - 90 * DAY, unboundAt: nowUnix - 30 * DAY, description: '旧车辆' }));
    rows.push(row('deviceBinding', first.id, { deviceNumber: bound.number, assetName, companyId: first.id, active: true, boundAt: nowUnix - 30 * DAY }));
  }
  await db.transaction().execute(async (trx) => {
    if (rows.length) await trx.insertInto('records').values(rows).execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
