/**
 * A waybill test's world: the demo company, two of its assets each with a device of the test's
 * own (so that a report's devices are known), and calls signed for a session.
 */
import type { WaybillHistory } from '../../src/lib/waybillActions';
import { signedInject, type TestPlatform, type TestSession } from './testPlatform';

type Json = Record<string, unknown>;
const DAY = 86_400;

export interface WaybillWorld {
  companyId: number;
  assetA: number;
  assetB: number;
  /** a third asset, never on a waybill of the test's */
  assetC: number;
  deviceA: number;
  deviceB: number;
}

let devices = 0;

async function addDevice(platform: TestPlatform, companyId: number, assetId: number, now: number): Promise<number> {
  const { db } = platform.app;
  devices += 1;
  const org = await db.selectFrom('organizations').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('devices')
    .values({
      number: `8899${String(devices).padStart(4, '0')}`,
      name: `WB-${devices}`,
      type: 'temperature',
      model: 'CTH-200',
      expire_date: now + 365 * DAY,
      organization_id: org.id,
      company_id: companyId,
      asset_id: assetId,
      temperature_min: 2,
      temperature_max: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function waybillWorld(platform: TestPlatform): Promise<WaybillWorld> {
  const { db } = platform.app;
  const now = Math.floor(platform.clock.now() / 1000);
  const companyId = (await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const assets = await db.selectFrom('records').select('id').where('resource', '=', 'asset').where('company_id', '=', companyId).orderBy('id').limit(3).execute();
  const [a, b, c] = assets.map((row) => row.id);
  if (!a || !b || !c) throw new Error('waybillWorld: the seed has fewer than three assets');
  return { companyId, assetA: a, assetB: b, assetC: c, deviceA: await addDevice(platform, companyId, a, now), deviceB: await addDevice(platform, companyId, b, now) };
}

export function waybillCalls(platform: TestPlatform, session: () => TestSession) {
  const call = <T = Json>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: Json) =>
    signedInject<T>(platform, { method, url, session: session(), ...(json ? { json } : {}) });
  let numbers = 0;
  return {
    call,
    /** a new waybill, not shipped, carried by `assets` */
    async create(assets: number[], extra: Json = {}): Promise<number> {
      numbers += 1;
      const party = { institution: 'Depot' };
      const created = await call<{ id: number }>('POST', '/waybill', {
        number: `WB-ACT-${platform.clock.now()}-${numbers}`,
        minTemperature: 2,
        maxTemperature: 8,
        consignor: party,
        consignee: { institution: 'Clinic', address: 'Road 1' },
        assets,
        ...extra,
      });
      if (!created.envelope.data) throw new Error(`create: ${JSON.stringify(created.envelope)}`);
      return created.envelope.data.id;
    },
    act: (id: number, action: string, body?: Json) => call('POST', `/waybill/${id}/${action}`, body ?? {}),
    history: async (id: number) => (await call<WaybillHistory>('GET', `/waybill/${id}/history`)).envelope.data!,
    row: (id: number) => platform.app.db.selectFrom('waybills').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
