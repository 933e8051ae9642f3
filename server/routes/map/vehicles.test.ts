import { ApiStatus } from '../../../src/lib/contract';
import { VEHICLE_STATES, type VehiclesAnswer, type VehicleRow } from '../../../src/lib/maps';
import { alarmWorld, insertAlarm, insertRecord, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';
import { addDevice, grantPages } from '../../../test/support/mapFixture';
import { insertReadings, putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
/** 0.009° of latitude is 1,000.8 m (111,195 m a degree on the mean Earth): 60.0 km/h over a minute, due north */
const NORTH_STEP = 0.009;
let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let world: AlarmWorld;
let now: number;
let ids: Record<'moving' | 'fitted' | 'alarmed' | 'offline' | 'never' | 'sensor' | 'foreign', number>;
let truckAsset: number;
let waybillId: number;

const vehicles = (session: TestSession, query: Record<string, string | number> = {}) =>
  signedInject<VehiclesAnswer>(platform, { method: 'GET', url: '/map/vehicles', query, session });
/** only this file's vehicles: their names start with MV- (the seed's vehicles have sent nothing here) */
const ours = async (session: TestSession, query: Record<string, string | number> = {}) => (await vehicles(session, { q: 'MV-', ...query })).envelope.data!;
const byId = (answer: VehiclesAnswer) => new Map<number, VehicleRow>(answer.list.map((row) => [row.deviceId, row]));

/** Two positions a minute apart (the latest now) and the latest state, online unless `lastSeen` says otherwise. */
async function drive(deviceId: number, from: { lat: number; lng: number }, to: { lat: number; lng: number }, lastSeen = now, temperature = 5) {
  await insertReadings(platform, deviceId, [
    { ts: lastSeen - 120, temperature, lat: from.lat - NORTH_STEP, lng: from.lng },
    { ts: lastSeen - 60, temperature, ...from },
    // a reading without a position in between: the previous position skips it
    { ts: lastSeen - 30, temperature },
    { ts: lastSeen, temperature, humidity: 55, ...to },
  ]);
  await putState(platform, {
    device_id: deviceId,
    ts: lastSeen,
    last_seen: lastSeen,
    changed_at: lastSeen,
    temperature,
    humidity: 55,
    lat: to.lat,
    lng: to.lng,
    online: 1,
  });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  now = nowOf(platform);
  world = await alarmWorld(platform);
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  await grantPages(platform, 'operator01', ['MapCarMonitor']);
  const org = world.organizations;
  truckAsset = await insertRecord(platform, 'asset', world.companyId, { role: 1, name: 'MV-truck', code: 'A19901', plate: '苏E99999', organizationId: org.ZJ });
  ids = {
    moving: await addDevice(platform, org['JS-NJ-JN']!, { number: '88900001', name: 'MV-moving' }),
    // a plain logger fitted to a vehicle asset is a vehicle too
    fitted: await addDevice(platform, org.ZJ!, { number: '88900002', name: 'MV-fitted', type: 'temperature', model: 'CT-100', asset_id: truckAsset }),
    alarmed: await addDevice(platform, org['JS-NJ']!, { number: '88900003', name: 'MV-alarmed' }),
    offline: await addDevice(platform, org['JS-NJ']!, { number: '88900004', name: 'MV-offline' }),
    never: await addDevice(platform, org['JS-NJ']!, { number: '88900005', name: 'MV-never' }),
    sensor: await addDevice(platform, org['JS-NJ']!, { number: '88900006', name: 'MV-sensor', type: 'temperature', model: 'CT-100' }),
    foreign: 0,
  };
  const second = await platform.app.db
    .selectFrom('organizations')
    .select('id')
    .where('company_id', '=', world.secondCompanyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ids.foreign = await addDevice(platform, second.id, { number: '88900007', name: 'MV-foreign' });

  const here = { lat: 31.2, lng: 121.4 };
  await drive(ids.moving, here, { lat: here.lat + NORTH_STEP, lng: here.lng });
  await drive(ids.fitted, here, here, now, 9.5);
  await drive(ids.alarmed, here, { lat: here.lat + NORTH_STEP, lng: here.lng });
  await insertAlarm(platform, { id: ids.alarmed, organizationId: org['JS-NJ']! }, { type: 'humidity_high' });
  await insertAlarm(platform, { id: ids.alarmed, organizationId: org['JS-NJ']! }, { type: 'temperature_high' });
  // closed alarms do not count
  await insertAlarm(platform, { id: ids.moving, organizationId: org['JS-NJ-JN']! }, { status: 'closed', ended_at: now - 10 });
  // offline wins over an open alarm
  await drive(ids.offline, here, { lat: here.lat + NORTH_STEP, lng: here.lng }, now - 2 * DAY);
  await insertAlarm(platform, { id: ids.offline, organizationId: org['JS-NJ']! }, { type: 'offline' });
  await drive(ids.sensor, here, here);
  await drive(ids.foreign, here, here);

  const party = (institution: string) => JSON.stringify({ institution, address: '' });
  const waybill = await platform.app.db
    .insertInto('waybills')
    .values({
      number: 'MV-WB-1',
      status: 2,
      departure_time: now - DAY,
      min_temperature: 2,
      max_temperature: 8,
      company_id: world.companyId,
      consignor: party('上海发货方'),
      consignee: party('杭州收货方'),
      assets: JSON.stringify([truckAsset]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  waybillId = waybill.id;
  // an arrived waybill on the same vehicle is no longer in transit
  await platform.app.db
    .insertInto('waybills')
    .values({
      number: 'MV-WB-0',
      status: 3,
      departure_time: now - 2 * DAY,
      min_temperature: 2,
      max_temperature: 8,
      company_id: world.companyId,
      consignor: party('旧'),
      consignee: party('旧'),
      assets: JSON.stringify([truckAsset]),
    })
    .execute();
});
afterAll(() => platform.close());

describe('GET /map/vehicles', () => {
  it('lists the vehicle terminals and the devices fitted to vehicles, not other devices nor another company’s', async () => {
    const answer = await ours(admin);
    expect(answer.list.map((row) => row.deviceId).sort((a, b) => a - b)).toEqual(
      [ids.moving, ids.fitted, ids.alarmed, ids.offline, ids.never].sort((a, b) => a - b),
    );
    const theirs = (await vehicles((await loginAs(platform, 'admin0002')).session, { q: 'MV-' })).envelope.data!;
    expect(theirs.list.map((row) => row.deviceId)).toEqual([ids.foreign]);
  });

  it('gives position, speed and heading from the last two positions, and the state by precedence', async () => {
    const rows = byId(await ours(admin));
    const moving = rows.get(ids.moving)!;
    expect(moving).toMatchObject({ lat: 31.2 + NORTH_STEP, lng: 121.4, positionTs: now, lastSeen: now, speedKmh: 60, heading: 0, state: 'moving', alarms: [] });
    expect(moving.thresholds).toEqual({ temperatureMin: 2, temperatureMax: 8, humidityMin: 30, humidityMax: 80 });
    expect(rows.get(ids.fitted)).toMatchObject({ speedKmh: 0, heading: null, state: 'stopped', temperature: 9.5 });
    expect(rows.get(ids.alarmed)).toMatchObject({ state: 'alarm', speedKmh: 60, alarms: ['humidity_high', 'temperature_high'] });
    expect(rows.get(ids.offline)).toMatchObject({ state: 'offline', alarms: ['offline'] });
    expect(rows.get(ids.never)).toMatchObject({ state: 'offline', lat: null, lng: null, positionTs: null, lastSeen: null, speedKmh: null, heading: null });
  });

  it('names the vehicle asset and its plate, and the waybill in transit on it with consignor and consignee', async () => {
    const rows = byId(await ours(admin));
    expect(rows.get(ids.fitted)).toMatchObject({
      assetId: truckAsset,
      assetName: 'MV-truck',
      plate: '苏E99999',
      waybill: { id: waybillId, number: 'MV-WB-1', consignor: '上海发货方', consignee: '杭州收货方' },
    });
    expect(rows.get(ids.moving)).toMatchObject({ assetId: null, assetName: 'MV-moving', plate: null, waybill: null });
  });

  it('searches the plate and the number, filters by organization subtree and by state, counting states under the other filters', async () => {
    expect((await vehicles(admin, { q: '苏e999' })).envelope.data!.list.map((row) => row.deviceId)).toEqual([ids.fitted]);
    expect((await vehicles(admin, { q: '8890000' })).envelope.data!.list).toHaveLength(5);
    const js = await ours(admin, { organizationId: world.organizations.JS! });
    expect(js.list.map((row) => row.deviceId).sort((a, b) => a - b)).toEqual([ids.moving, ids.alarmed, ids.offline, ids.never].sort((a, b) => a - b));
    const offline = await ours(admin, { state: 'offline' });
    expect(offline.list.map((row) => row.deviceId).sort((a, b) => a - b)).toEqual([ids.offline, ids.never].sort((a, b) => a - b));
    expect(offline.counts).toEqual({ moving: 1, stopped: 1, offline: 2, alarm: 1 });
    expect(Object.keys(offline.counts).sort()).toEqual([...VEHICLE_STATES].sort());
  });

  it('shows a user who is not an admin its organization subtree only', async () => {
    const answer = await ours(operator);
    expect(answer.list.map((row) => row.deviceId).sort((a, b) => a - b)).toEqual([ids.moving, ids.alarmed, ids.offline, ids.never].sort((a, b) => a - b));
    expect((await ours(operator, { organizationId: world.organizations.ZJ! })).list).toEqual([]);
  });

  it('needs the vehicle monitor’s or the replay’s menu (-4)', async () => {
    const refused = await vehicles(await userWithPages(platform, world.companyId, ['DeviceMonitor']));
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    const replay = await vehicles(await userWithPages(platform, world.companyId, ['MapReplay']), { q: 'MV-moving' });
    expect(replay.envelope.data!.list.map((row) => row.deviceId)).toEqual([ids.moving]);
  });

  it('refuses a bad query naming the field (-5)', async () => {
    const bad = await vehicles(admin, { state: 'flying', organizationId: 'abc', q: 'x'.repeat(51) });
    expect(bad.statusCode).toBe(422);
    expect(bad.envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((bad.envelope.data as unknown as { errors: object }).errors).sort()).toEqual(['organizationId', 'q', 'state']);
  });
});
