import { ApiStatus } from '../../../src/lib/contract';
import { DEVICE_STATES_PATH, type DeviceStateRow, type DeviceStatesPage } from '../../../src/lib/fleet';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let fleet: Fleet;
let now: number;
const ids: Record<string, number> = {};

const states = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<DeviceStatesPage>(platform, { method: 'GET', url: DEVICE_STATES_PATH, query, session, lang: 'en' });
/** The test fleet's rows under these filters, by name. */
const fleetRows = async (query: Record<string, string | number> = {}) => {
  const { envelope } = await states({ organizationId: fleet.organizationId, limit: 100, ...query });
  expect(envelope.status).toBe(ApiStatus.ok);
  return envelope.data!;
};
const names = async (query: Record<string, string | number>) => (await fleetRows(query)).list.map((row) => row.name).sort();

async function device(name: string, number: string, extra: { model?: string; assetId?: number; expireDate?: number; battery?: number } = {}) {
  ids[name] = await addFleetDevice(platform, fleet, {
    name,
    number,
    ...(extra.model ? { model: extra.model } : {}),
    ...(extra.assetId ? { asset_id: extra.assetId } : {}),
    ...(extra.expireDate ? { expire_date: extra.expireDate } : {}),
    ...(extra.battery !== undefined ? { battery: extra.battery } : {}),
  });
}

const state = (name: string, values: { battery?: number; power?: number | null; door?: number | null; ago?: number; signal?: number }) =>
  putState(platform, {
    device_id: ids[name]!,
    ts: now - (values.ago ?? 60),
    last_seen: now - (values.ago ?? 60),
    changed_at: now - DAY,
    temperature: 5,
    humidity: 50,
    battery: values.battery ?? 90,
    signal: values.signal ?? 70,
    power: values.power === undefined ? 1 : values.power,
    door: values.door ?? null,
  });

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  fleet = await newFleet(platform, 'admin0001');
  const asset = await platform.app.db
    .selectFrom('records')
    .select('id')
    .where('resource', '=', 'asset')
    .where('company_id', '=', fleet.companyId)
    .executeTakeFirstOrThrow();

  await device('ST-charging', '88100001');
  await device('ST-full', '88100002');
  await device('ST-battery', '88100003');
  await device('ST-van-closed', '88100004', { model: 'CV-300G', assetId: asset.id });
  await device('ST-van-open', '88100005', { model: 'CV-300G', assetId: asset.id });
  await device('ST-box', '88100006', { model: 'CB-50' });
  await device('ST-never', '88100007', { battery: 55 });
  await device('ST-expired', '88100008', { expireDate: now - DAY });
  await device('ST-soon', '88100009', { expireDate: now + 30 * DAY });
  await state('ST-charging', { battery: 60, power: 1 });
  await state('ST-full', { battery: 100, power: 1 });
  await state('ST-battery', { battery: 80, power: 0 });
  await state('ST-van-closed', { door: 0 });
  await state('ST-van-open', { door: 1, ago: 3 * 3600 });
  // a CB-50 has no external power: a stored value is not its
  await state('ST-box', { power: 1, battery: 40 });
  await state('ST-expired', {});
  await state('ST-soon', {});
});
afterAll(() => platform.close());

describe('GET /monitor/states', () => {
  it("shows each device's states (spec §4)", async () => {
    const page = await fleetRows();
    expect(page.total).toBe(9);
    expect(page.list.map((row) => row.number)).toEqual([...page.list.map((row) => row.number)].sort());
    const row = (name: string) => page.list.find((r) => r.name === name) as DeviceStateRow;
    expect(row('ST-charging')).toMatchObject({
      online: true,
      lastSeen: now - 60,
      battery: 60,
      signal: 70,
      power: true,
      charging: true,
      locked: null,
      bound: false,
      expiry: 'valid',
    });
    expect(row('ST-full')).toMatchObject({ power: true, charging: false });
    expect(row('ST-battery')).toMatchObject({ power: false, charging: false });
    expect(row('ST-van-closed')).toMatchObject({ locked: true, bound: true, online: true });
    expect(row('ST-van-open')).toMatchObject({ locked: false, bound: true, online: false });
    expect(row('ST-box')).toMatchObject({ power: null, charging: null, locked: null, battery: 40 });
    // nothing received yet: offline, the device record's battery
    expect(row('ST-never')).toMatchObject({ online: false, lastSeen: null, battery: 55, power: null, charging: null });
    expect(row('ST-expired')).toMatchObject({ expiry: 'expired', expireDate: now - DAY });
    expect(row('ST-soon')).toMatchObject({ expiry: 'expiringSoon' });
  });

  it('filters by each state, yes and no', async () => {
    expect(await names({ online: 0 })).toEqual(['ST-never', 'ST-van-open']);
    expect(await names({ online: 1 })).toHaveLength(7);
    expect(await names({ power: 0 })).toEqual(['ST-battery']);
    // on power with the battery under 100 %; the CB-50 and the silent device are neither
    expect(await names({ charging: 1 })).toEqual(['ST-charging', 'ST-expired', 'ST-soon', 'ST-van-closed', 'ST-van-open']);
    expect(await names({ charging: 0 })).toEqual(['ST-battery', 'ST-full']);
    expect(await names({ locked: 1 })).toEqual(['ST-van-closed']);
    expect(await names({ locked: 0 })).toEqual(['ST-van-open']);
    expect(await names({ bound: 1 })).toEqual(['ST-van-closed', 'ST-van-open']);
    expect(await names({ bound: 0 })).toHaveLength(7);
    expect(await names({ expiry: 'expired' })).toEqual(['ST-expired']);
    expect(await names({ expiry: 'expiringSoon' })).toEqual(['ST-soon']);
    expect(await names({ expiry: 'toRenew' })).toEqual(['ST-expired', 'ST-soon']);
    expect(await names({ expiry: 'valid' })).toHaveLength(7);
    expect(await names({ online: 1, bound: 1 })).toEqual(['ST-van-closed']);
    expect(await names({ q: 'st-van', type: 'temperature_humidity' })).toEqual(['ST-van-closed', 'ST-van-open']);
  });

  it('pages by number, the total counting every match', async () => {
    const first = await fleetRows({ limit: 4, page: 1 });
    const third = await fleetRows({ limit: 4, page: 3 });
    expect(first.list.map((r) => r.number)).toEqual(['88100001', '88100002', '88100003', '88100004']);
    expect(third.list.map((r) => r.number)).toEqual(['88100009']);
    expect([first.total, third.total]).toEqual([9, 9]);
  });

  it('turns a device offline as time passes', async () => {
    platform.clock.advance(11 * 60);
    try {
      expect(await names({ online: 1, q: 'ST-charging' })).toEqual([]);
    } finally {
      platform.clock.advance(-11 * 60);
    }
  });

  it('keeps companies apart', async () => {
    const theirs = (await states({ q: 'ST-', limit: 100 }, otherCompany)).envelope.data!;
    expect(theirs.list.some((row) => Object.values(ids).includes(row.id))).toBe(false);
    expect((await states({ organizationId: fleet.organizationId }, otherCompany)).envelope.data).toEqual({ list: [], total: 0 });
  });

  it('needs the device state list page (-4)', async () => {
    const monitorOnly = await userWithPages(platform, fleet.companyId, ['DeviceMonitor']);
    const refused = await states({ online: 'x' }, monitorOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    const allowed = await userWithPages(platform, fleet.companyId, ['DeviceStateList']);
    expect((await states({ organizationId: fleet.organizationId }, allowed)).envelope.data!.total).toBe(9);
  });

  it('refuses bad filters (-5) naming the field', async () => {
    const errors = async (query: Record<string, string | number>) => {
      const { statusCode, envelope } = await states(query);
      expect(statusCode).toBe(422);
      expect(envelope.status).toBe(ApiStatus.invalid);
      return (envelope.data as unknown as { errors: Record<string, string> }).errors;
    };
    expect(await errors({ online: 'maybe' })).toHaveProperty('online');
    expect(await errors({ expiry: 'soon' })).toEqual({ expiry: 'Please choose one of the listed values' });
    expect(await errors({ limit: 1001 })).toEqual({ limit: 'Must be at most 1000' });
    expect(await errors({ type: 'fridge' })).toHaveProperty('type');
  });
});
