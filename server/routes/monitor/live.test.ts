import { ApiStatus } from '../../../src/lib/contract';
import { FLEET_LIVE_PATH, LIVE_HOURS, type FleetLive } from '../../../src/lib/fleet';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, putState, userWithPages, type ReadingSeed } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const HOUR = 3600;
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let fleet: Fleet;
let now: number;

const live = (session = admin, query: Record<string, string> = {}) =>
  signedInject<FleetLive>(platform, { method: 'GET', url: FLEET_LIVE_PATH, query, session, lang: 'en' });

/** Readings every 5 minutes from `from` to `to`, both included. */
const every5min = (from: number, to: number, at: (ts: number) => Omit<ReadingSeed, 'ts'>): ReadingSeed[] => {
  const rows: ReadingSeed[] = [];
  for (let ts = from; ts <= to; ts += 300) rows.push({ ts, ...at(ts) });
  return rows;
};

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  fleet = await newFleet(platform, 'admin0001');
  // offline after 10 minutes (one acquisition period is 5)
  const settings = { acquisition_period: 300, offline_minutes: 10 };
  const warm = await addFleetDevice(platform, fleet, { name: 'LV-warm', number: '88300001', ...settings });
  const silent = await addFleetDevice(platform, fleet, { name: 'LV-silent', number: '88300002', ...settings });
  const damp = await addFleetDevice(platform, fleet, { name: 'LV-damp', number: '88300003', ...settings });
  // too warm from 6 to 4 hours ago
  await insertReadings(
    platform,
    warm,
    every5min(now - 24 * HOUR, now, (ts) => ({ temperature: ts >= now - 6 * HOUR && ts <= now - 4 * HOUR ? 12 : 5, humidity: 50 })),
  );
  // one warm reading 20 hours ago, then nothing: exceeding at that hour only, then too old to count
  await insertReadings(platform, silent, [{ ts: now - 20 * HOUR - 30, temperature: 12, humidity: 50 }]);
  // too damp for the last 3 hours
  await insertReadings(
    platform,
    damp,
    every5min(now - 3 * HOUR, now, () => ({ temperature: 5, humidity: 90 })),
  );
  const latest = (id: number, humidity: number) =>
    putState(platform, { device_id: id, ts: now, last_seen: now, changed_at: now - HOUR, temperature: 5, humidity, battery: 90, signal: 70, power: 1 });
  await latest(warm, 50);
  await latest(damp, 90);
});
afterAll(() => platform.close());

describe('GET /monitor/live', () => {
  it('counts exceeding and offline now, and the exceeding devices at each of the last 24 hours', async () => {
    const { envelope } = await live();
    const figures = envelope.data!;
    const total = await platform.app.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', fleet.companyId)
      .executeTakeFirstOrThrow();
    expect(figures.total).toBe(Number(total.n));
    expect(figures.exceeding).toBe(1);
    // the seeded devices have sent nothing in this test: offline, like the silent one
    expect(figures.offline).toBe(figures.total - 2);
    expect(figures.hourly).toHaveLength(LIVE_HOURS + 1);
    expect(figures.hourly.map((point) => point.ts)).toEqual(Array.from({ length: LIVE_HOURS + 1 }, (_, i) => now - (LIVE_HOURS - i) * HOUR));
    const hoursAgo = (h: number) => figures.hourly[LIVE_HOURS - h]!.exceeding;
    expect(hoursAgo(20)).toBe(1);
    expect(hoursAgo(19)).toBe(0);
    expect([hoursAgo(7), hoursAgo(6), hoursAgo(5), hoursAgo(4)]).toEqual([0, 1, 1, 1]);
    expect([hoursAgo(3), hoursAgo(2), hoursAgo(1), hoursAgo(0)]).toEqual([1, 1, 1, 1]);
    expect(figures.hourly.reduce((sum, point) => sum + point.exceeding, 0)).toBe(8);
  });

  it('keeps companies apart', async () => {
    const theirs = (await live(otherCompany)).envelope.data!;
    expect(theirs.hourly.every((point) => point.exceeding === 0)).toBe(true);
    expect(theirs.exceeding).toBe(0);
  });

  it('needs the menu of the dashboard or a monitor page (-4)', async () => {
    const recordsOnly = await userWithPages(platform, fleet.companyId, ['DeviceRecord']);
    const refused = await live(recordsOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    const dashboard = await userWithPages(platform, fleet.companyId, ['Dashboard']);
    expect((await live(dashboard)).envelope.data!.exceeding).toBe(1);
  });

  it('takes no input: parameters it does not know change nothing', async () => {
    const plain = (await live()).envelope.data!;
    const odd = await live(admin, { hours: '-1', companyId: '999' });
    expect(odd.envelope.status).toBe(ApiStatus.ok);
    expect(odd.envelope.data).toEqual(plain);
  });
});
