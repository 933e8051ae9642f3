import { ApiStatus } from '../../../src/lib/contract';
import { DEVICE_STATISTICS_PATH, ONLINE_RATE_DAYS, type DeviceStatistics } from '../../../src/lib/fleet';
import { dayStart } from '../../services/fleet/days';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let fleet: Fleet;
let now: number;
let today: number;

const statistics = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<DeviceStatistics>(platform, { method: 'GET', url: DEVICE_STATISTICS_PATH, query, session, lang: 'en' });

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  today = dayStart(now, CHINA);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  fleet = await newFleet(platform, 'admin0001');
  const add = (name: string, number: string, model: string, type: string, battery = 100) =>
    addFleetDevice(platform, fleet, { name, number, model, type, battery });
  const a = await add('SS-a', '88200001', 'CTH-200', 'temperature_humidity');
  const b = await add('SS-b', '88200002', 'CTH-200', 'temperature_humidity');
  const c = await add('SS-c', '88200003', 'CT-100', 'temperature');
  await add('SS-d', '88200004', 'CV-300G', 'vehicle', 50);
  const e = await add('SS-e', '88200005', 'CV-300G', 'vehicle');
  const latest = (id: number, temperature: number, battery: number) =>
    putState(platform, { device_id: id, ts: now - 60, last_seen: now - 60, changed_at: now - DAY, temperature, humidity: 50, battery, signal: 70, power: 1 });
  await latest(a, 5, 90);
  await latest(b, 12, 15);
  await latest(c, 5, 10);
  await latest(e, 5, 70);
  // who reported on which day (China's days): a today and yesterday, c yesterday, b three days ago
  await insertReadings(platform, a, [
    { ts: today + 1, temperature: 5 },
    { ts: today - DAY + 100, temperature: 5 },
    { ts: today - DAY + 200, temperature: 5 },
  ]);
  await insertReadings(platform, c, [{ ts: today - 1, temperature: 5 }]);
  await insertReadings(platform, b, [{ ts: today - 3 * DAY, temperature: 12 }]);
});
afterAll(() => platform.close());

describe('GET /monitor/statistics', () => {
  it('counts a small known fleet by type, model, state, organization and battery', async () => {
    const { envelope } = await statistics({ organizationId: fleet.organizationId, utcOffset: CHINA });
    const figures = envelope.data!;
    expect(figures.total).toBe(5);
    expect(figures.byType).toEqual([
      { key: 'temperature_humidity', count: 2 },
      { key: 'vehicle', count: 2 },
      { key: 'temperature', count: 1 },
    ]);
    expect(figures.byModel).toEqual([
      { key: 'CTH-200', count: 2 },
      { key: 'CV-300G', count: 2 },
      { key: 'CT-100', count: 1 },
    ]);
    expect(figures.byState).toEqual({ normal: 2, exceeding: 1, offline: 1, lowBattery: 1 });
    // with its name: a role without the Organization page cannot list the organizations (issue 26 §3)
    const organization = await platform.app.db.selectFrom('organizations').select('name').where('id', '=', fleet.organizationId).executeTakeFirstOrThrow();
    expect(figures.byOrganization).toEqual([{ key: fleet.organizationId, count: 5, name: organization.name }]);
    // 0–20: b (15) and c (10); 41–60: d's record (50, never reported); 61–80: e; 81–100: a
    expect(figures.battery).toEqual({ buckets: [2, 0, 1, 1, 1], unknown: 0 });
  });

  it('gives the online rate of each of the last 30 days, the days before any data without a figure', async () => {
    const rates = (await statistics({ organizationId: fleet.organizationId, utcOffset: CHINA })).envelope.data!.onlineRate;
    expect(rates).toHaveLength(ONLINE_RATE_DAYS);
    expect(rates.at(-1)).toEqual({ day: today, reporting: 1, devices: 5, rate: 0.2 });
    expect(rates.at(-2)).toEqual({ day: today - DAY, reporting: 2, devices: 5, rate: 0.4 });
    expect(rates.at(-3)).toMatchObject({ reporting: 0, rate: 0 });
    expect(rates.at(-4)).toMatchObject({ day: today - 3 * DAY, reporting: 1, rate: 0.2 });
    expect(rates.slice(0, -4).every((day) => day.rate === null && day.reporting === 0)).toBe(true);
    expect(rates[0]!.day).toBe(today - 29 * DAY);
    // the days start at the asked zone's midnight
    const utc = (await statistics({ organizationId: fleet.organizationId })).envelope.data!.onlineRate;
    expect(utc.at(-1)!.day).toBe(dayStart(now, 0));
  });

  it('filters by type', async () => {
    const figures = (await statistics({ organizationId: fleet.organizationId, type: 'vehicle' })).envelope.data!;
    expect(figures.total).toBe(2);
    expect(figures.byModel).toEqual([{ key: 'CV-300G', count: 2 }]);
    expect(figures.byState).toEqual({ normal: 1, exceeding: 0, offline: 1, lowBattery: 0 });
  });

  it('counts the whole company when unfiltered, each breakdown adding up to the total', async () => {
    const figures = (await statistics()).envelope.data!;
    const count = await platform.app.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', fleet.companyId)
      .executeTakeFirstOrThrow();
    expect(figures.total).toBe(Number(count.n));
    const sum = (list: Array<{ count: number }>) => list.reduce((total, entry) => total + entry.count, 0);
    expect(sum(figures.byType)).toBe(figures.total);
    expect(sum(figures.byModel)).toBe(figures.total);
    expect(sum(figures.byOrganization)).toBe(figures.total);
    expect(Object.values(figures.byState).reduce((a, b) => a + b, 0)).toBe(figures.total);
    expect(figures.battery.buckets.reduce((a, b) => a + b, 0) + figures.battery.unknown).toBe(figures.total);
  });

  it('keeps companies apart', async () => {
    const theirs = (await statistics({ organizationId: fleet.organizationId }, otherCompany)).envelope.data!;
    expect(theirs.total).toBe(0);
    expect(theirs.byType).toEqual([]);
    expect(theirs.onlineRate.every((day) => day.reporting === 0 && day.rate === null)).toBe(true);
    const all = (await statistics({}, otherCompany)).envelope.data!;
    expect(all.byOrganization.some((entry) => entry.key === fleet.organizationId)).toBe(false);
  });

  it('needs the device statistics page (-4)', async () => {
    const monitorOnly = await userWithPages(platform, fleet.companyId, ['DeviceMonitor', 'DeviceStateList']);
    const refused = await statistics({ utcOffset: 'x' }, monitorOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    const allowed = await userWithPages(platform, fleet.companyId, ['DeviceStatistics']);
    expect((await statistics({ organizationId: fleet.organizationId }, allowed)).envelope.data!.total).toBe(5);
  });

  it('refuses bad filters (-5) naming the field', async () => {
    const { statusCode, envelope } = await statistics({ utcOffset: 900, type: 'fridge' });
    expect(statusCode).toBe(422);
    expect(Object.keys((envelope.data as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(['type', 'utcOffset']);
  });
});
