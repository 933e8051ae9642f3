import { ApiStatus } from '../../../src/lib/contract';
import { isOnline, monitorState, type MonitorPage, type MonitorState } from '../../../src/lib/readings';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { putState, userWithPages } from '../../../test/support/readingsFixture';

const DAY = 86_400;
let platform: TestPlatform;
let operator: TestSession;
let otherCompany: TestSession;
let now: number;
let companyId: number;
/** the test's own devices, named MON-…: by name → id */
const ids: Record<string, number> = {};
let cabinetAssetId: number;
let branch: { root: number; child: number; outside: number };

const monitor = (query: Record<string, string | number> = {}, session = operator, lang = 'en') =>
  signedInject<MonitorPage>(platform, { method: 'GET', url: '/monitor', query, session, lang });

async function addDevice(name: string, number: string, organizationId: number, extra: { model?: string; type?: string; assetId?: number } = {}): Promise<void> {
  const row = await platform.app.db
    .insertInto('devices')
    .values({
      number,
      name,
      type: extra.type ?? 'temperature_humidity',
      model: extra.model ?? 'CTH-200',
      expire_date: now + 365 * DAY,
      organization_id: organizationId,
      company_id: companyId,
      temperature_min: 2,
      temperature_max: 8,
      humidity_min: 30,
      humidity_max: 80,
      asset_id: extra.assetId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = row.id;
}

const state = (name: string, values: { temperature?: number; humidity?: number; battery?: number; ago?: number }) =>
  putState(platform, {
    device_id: ids[name]!,
    ts: now - (values.ago ?? 30),
    last_seen: now - (values.ago ?? 30),
    changed_at: now - DAY,
    temperature: values.temperature ?? 5,
    humidity: values.humidity ?? 50,
    battery: values.battery ?? 90,
    signal: 70,
    power: 1,
  });

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  operator = (await loginAs(platform, 'operator01')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  const { db } = platform.app;
  const orgs = await db.selectFrom('organizations').select(['id', 'parent_id', 'company_id']).orderBy('id').execute();
  companyId = orgs[0]!.company_id;
  // an organization with a child, and one outside that branch
  const child = orgs.find((o) => o.company_id === companyId && o.parent_id !== null && orgs.some((p) => p.id === o.parent_id && p.parent_id !== null))!;
  const root = child.parent_id!;
  const outside = orgs.find((o) => o.company_id === companyId && o.id !== root && o.id !== child.id && o.parent_id !== root)!.id;
  branch = { root, child: child.id, outside };

  const assets = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').where('company_id', '=', companyId).execute();
  const roleOf = (data: string) => (JSON.parse(data) as { role: number }).role;
  cabinetAssetId = assets.find((a) => roleOf(a.data) === 4)!.id;
  const vehicleAssetId = assets.find((a) => roleOf(a.data) === 1)!.id;

  await addDevice('MON-normal', '87000001', branch.root, { assetId: cabinetAssetId });
  await addDevice('MON-hot', '87000002', branch.child, { assetId: vehicleAssetId });
  await addDevice('MON-dry', '87000003', branch.child);
  await addDevice('MON-gone', '87000004', branch.outside);
  await addDevice('MON-weak', '87000005', branch.outside, { model: 'CT-100', type: 'temperature' });
  await addDevice('MON-never', '87000006', branch.outside);
  await addDevice('MON-hot-weak', '87000007', branch.root);
  await state('MON-normal', {});
  await state('MON-hot', { temperature: 12.5 });
  await state('MON-dry', { humidity: 20 });
  await state('MON-gone', { ago: 3600 });
  await state('MON-weak', { battery: 15 });
  await state('MON-hot-weak', { temperature: -1, battery: 5 });
});
afterAll(() => platform.close());

const names = (page: MonitorPage) => page.list.map((row) => row.name).sort();

describe('GET /monitor', () => {
  it('shows each device\'s latest state, judged like src/lib/readings.ts monitorState', async () => {
    const { envelope } = await monitor({ q: 'MON-' });
    const page = envelope.data!;
    const byName = Object.fromEntries(page.list.map((row) => [row.name, row]));
    expect(page.total).toBe(7);
    expect(byName['MON-normal']).toMatchObject({ state: 'normal', online: true, lastSeen: now - 30, reading: { temperature: 5, humidity: 50, battery: 90, ts: now - 30 } });
    expect(byName['MON-hot']!.state).toBe('exceeding');
    expect(byName['MON-dry']!.state).toBe('exceeding');
    expect(byName['MON-gone']).toMatchObject({ state: 'offline', online: false });
    expect(byName['MON-weak']).toMatchObject({ state: 'lowBattery', channels: ['temperature', 'battery', 'signal', 'power'] });
    // a CT-100 has no humidity: its stored humidity is not shown
    expect(byName['MON-weak']!.reading!.humidity).toBeNull();
    expect(byName['MON-never']).toMatchObject({ state: 'offline', online: false, lastSeen: null, reading: null });
    expect(byName['MON-hot-weak']!.state).toBe('exceeding');
    expect(byName['MON-hot']!.thresholds).toEqual({ temperatureMin: 2, temperatureMax: 8, humidityMin: 30, humidityMax: 80 });
  });

  it('agrees with monitorState and isOnline on every device of the company', async () => {
    const { envelope } = await monitor({ limit: 1000 });
    const page = envelope.data!;
    expect(page.list.length).toBe(page.total);
    const devices = await platform.app.db.selectFrom('devices').select(['id', 'offline_minutes', 'acquisition_period']).where('company_id', '=', companyId).execute();
    expect(page.total).toBe(devices.length);
    const settings = new Map(devices.map((d) => [d.id, d]));
    const counts: Record<MonitorState, number> = { normal: 0, exceeding: 0, offline: 0, lowBattery: 0 };
    for (const row of page.list) {
      const d = settings.get(row.id)!;
      const online = isOnline(row.lastSeen, now, d.offline_minutes, d.acquisition_period);
      expect(row.online).toBe(online);
      expect(row.state).toBe(monitorState(online, row.reading, row.thresholds));
      counts[row.state] += 1;
    }
    expect(page.counts).toEqual(counts);
  });

  it('filters by state with counts per state for the chips, the counts ignoring the state filter', async () => {
    const { envelope } = await monitor({ q: 'mon-', state: 'exceeding' });
    expect(names(envelope.data!)).toEqual(['MON-dry', 'MON-hot', 'MON-hot-weak']);
    expect(envelope.data!.total).toBe(3);
    expect(envelope.data!.counts).toEqual({ normal: 1, exceeding: 3, offline: 2, lowBattery: 1 });
    expect(names((await monitor({ q: 'MON-', state: 'lowBattery' })).envelope.data!)).toEqual(['MON-weak']);
  });

  it('pages by number without overlap, the state filter applied before paging', async () => {
    const first = (await monitor({ q: 'MON-', limit: 3, page: 1 })).envelope.data!;
    const second = (await monitor({ q: 'MON-', limit: 3, page: 2 })).envelope.data!;
    const third = (await monitor({ q: 'MON-', limit: 3, page: 3 })).envelope.data!;
    expect(first.list.map((r) => r.number)).toEqual(['87000001', '87000002', '87000003']);
    expect(second.list.map((r) => r.number)).toEqual(['87000004', '87000005', '87000006']);
    expect(third.list.map((r) => r.number)).toEqual(['87000007']);
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    const offline = (await monitor({ q: 'MON-', state: 'offline', limit: 1, page: 2 })).envelope.data!;
    expect(offline.list.map((r) => r.name)).toEqual(['MON-never']);
    expect(offline.total).toBe(2);
  });

  it('filters by text (name, any case, or number), organization with its subtree, and type', async () => {
    expect(names((await monitor({ q: 'mon-hot' })).envelope.data!)).toEqual(['MON-hot', 'MON-hot-weak']);
    expect(names((await monitor({ q: '8700000' })).envelope.data!)).toHaveLength(7);
    expect(names((await monitor({ q: '100%' })).envelope.data!)).toEqual([]);
    expect(names((await monitor({ q: 'MON-', organizationId: branch.root })).envelope.data!)).toEqual(['MON-dry', 'MON-hot', 'MON-hot-weak', 'MON-normal']);
    expect(names((await monitor({ q: 'MON-', organizationId: branch.child })).envelope.data!)).toEqual(['MON-dry', 'MON-hot']);
    expect(names((await monitor({ q: 'MON-', type: 'temperature' })).envelope.data!)).toEqual(['MON-weak']);
  });

  it('lists the devices of refrigerator cabinets with the cabinet\'s brand, model and volume', async () => {
    const { envelope } = await monitor({ assetRole: 4, q: 'MON-' });
    expect(envelope.data!.list).toHaveLength(1);
    const row = envelope.data!.list[0]!;
    expect(row).toMatchObject({ name: 'MON-normal', assetId: cabinetAssetId });
    expect(row.asset).toMatchObject({ id: cabinetAssetId, role: 4, brand: '海信', model: expect.stringMatching(/^HC-\d+$/), volume: expect.any(Number) });
    const vehicle = (await monitor({ q: 'MON-hot' })).envelope.data!.list.find((r) => r.name === 'MON-hot')!;
    expect(vehicle.asset).toMatchObject({ role: 1 });
    expect(vehicle.asset!.brand).toBeUndefined();
  });

  it('turns a device offline as time passes, without a new reading', async () => {
    platform.clock.advance(11 * 60);
    try {
      const row = (await monitor({ q: 'MON-normal' })).envelope.data!.list[0]!;
      expect(row).toMatchObject({ online: false, state: 'offline' });
    } finally {
      platform.clock.advance(-11 * 60);
    }
  });

  it('keeps companies apart: another company sees none of these devices, nor any by this company\'s organization', async () => {
    const theirs = (await monitor({ limit: 1000 }, otherCompany)).envelope.data!;
    expect(theirs.total).toBeGreaterThan(0);
    const ours = new Set(Object.values(ids));
    expect(theirs.list.some((row) => ours.has(row.id))).toBe(false);
    const secondCompany = (await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).company_id;
    const count = await platform.app.db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', secondCompany).executeTakeFirstOrThrow();
    expect(theirs.total).toBe(Number(count.n));
    const byOurOrg = (await monitor({ organizationId: branch.root }, otherCompany)).envelope.data!;
    expect(byOurOrg).toMatchObject({ list: [], total: 0 });
  });

  it('needs the monitor, cold-chain cabinet or dashboard page (-4)', async () => {
    const recordsOnly = await userWithPages(platform, companyId, ['DeviceRecord']);
    const refused = await monitor({ state: 'nonsense' }, recordsOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    for (const page of ['DeviceMonitor', 'DeviceColdCabinet', 'Dashboard']) {
      const session = await userWithPages(platform, companyId, [page]);
      expect((await monitor({ q: 'MON-' }, session)).envelope.status).toBe(ApiStatus.ok);
    }
  });

  it('refuses bad filters and paging (-5) naming the field', async () => {
    const errors = async (query: Record<string, string | number>) => {
      const { statusCode, envelope } = await monitor(query);
      expect(statusCode).toBe(422);
      return (envelope.data as unknown as { errors: Record<string, string> }).errors;
    };
    expect(await errors({ state: 'hot' })).toEqual({ state: 'Please choose one of the listed values' });
    expect(await errors({ type: 'fridge' })).toEqual({ type: 'Please choose one of the listed values' });
    expect(await errors({ limit: 1001 })).toEqual({ limit: 'Must be at most 1000' });
    expect(await errors({ limit: 0 })).toEqual({ limit: 'Must be at least 1' });
    expect(await errors({ page: 0 })).toEqual({ page: 'Must be at least 1' });
    expect(await errors({ organizationId: 'abc' })).toEqual({ organizationId: 'Must be an integer' });
    expect(await errors({ assetRole: 5 })).toEqual({ assetRole: 'Please choose one of the listed values' });
    expect(await errors({ q: 'x'.repeat(51) })).toHaveProperty('q');
  });
});
