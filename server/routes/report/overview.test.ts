import { ApiStatus } from '../../../src/lib/contract';
import { OVERVIEW_DAYS, OVERVIEW_PATH, type StatisticsOverview } from '../../../src/lib/reports';
import { dayStart } from '../../services/fleet/days';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

/** The field messages of a '-5' answer. */
const errorsOf = (data: unknown) => (data as { errors: Record<string, string> }).errors;
const DAY = 86_400;
const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let fleet: Fleet;
let otherFleet: Fleet;
let now: number;
let today: number;

const overview = (query: Record<string, string | number>, session = admin) =>
  signedInject<StatisticsOverview>(platform, { method: 'GET', url: OVERVIEW_PATH, query, session });

async function alarm(deviceId: number, organizationId: number, type: string, createdAt: number, status: 'open' | 'closed') {
  await platform.app.db
    .insertInto('alarms')
    .values({ device_id: deviceId, type, level: 1, status, created_at: createdAt, company_id: fleet.companyId, organization_id: organizationId })
    .execute();
}

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  today = dayStart(now, CHINA);
  admin = (await loginAs(platform, 'admin0001')).session;
  fleet = await newFleet(platform, 'admin0001');
  otherFleet = await newFleet(platform, 'admin0001');
  // thresholds 2–8 °C and 30–80 %RH (the fixture's); c has none
  const a = await addFleetDevice(platform, fleet, { name: 'OV-a', number: '88600001' });
  const b = await addFleetDevice(platform, fleet, { name: 'OV-b', number: '88600002' });
  const c = await addFleetDevice(platform, fleet, {
    name: 'OV-c',
    number: '88600003',
    temperature_min: null,
    temperature_max: null,
    humidity_min: null,
    humidity_max: null,
  });
  const d = await addFleetDevice(platform, otherFleet, { name: 'OV-d', number: '88600004' });
  await putState(platform, { device_id: a, ts: now - 60, last_seen: now - 60, changed_at: now - DAY, temperature: 5 });
  await putState(platform, { device_id: b, ts: now - 3 * DAY, last_seen: now - 3 * DAY, changed_at: now - 3 * DAY, temperature: 5 });
  // today: a 3 inside, 1 too warm; yesterday: a 2 inside, b 1 too humid and 1 inside; c never judged
  await insertReadings(platform, a, [
    { ts: today + 60, temperature: 4, humidity: 50 },
    { ts: today + 120, temperature: 8, humidity: 50 },
    { ts: today + 180, temperature: 2, humidity: 50 },
    { ts: today + 240, temperature: 9.5, humidity: 50 },
    { ts: today - DAY + 60, temperature: 5, humidity: 50 },
    { ts: today - DAY + 120, temperature: 5, humidity: 50 },
  ]);
  await insertReadings(platform, b, [
    { ts: today - DAY + 60, temperature: 5, humidity: 85 },
    { ts: today - DAY + 120, temperature: 5, humidity: 60 },
  ]);
  await insertReadings(platform, c, [{ ts: today + 60, temperature: 40 }]);
  // before the window: not counted
  await insertReadings(platform, a, [{ ts: today - OVERVIEW_DAYS * DAY + 60, temperature: 20, humidity: 50 }]);
  await insertReadings(platform, d, [{ ts: today + 60, temperature: 20, humidity: 50 }]);
  await alarm(a, fleet.organizationId, 'temperature_high', today + 240, 'open');
  await alarm(b, fleet.organizationId, 'humidity_high', today - DAY + 60, 'closed');
  await alarm(b, fleet.organizationId, 'offline', today - DAY, 'open');
  await alarm(a, fleet.organizationId, 'temperature_low', today - OVERVIEW_DAYS * DAY, 'closed');
  await alarm(d, otherFleet.organizationId, 'temperature_high', today + 60, 'open');
});
afterAll(() => platform.close());

describe('GET /report/overview', () => {
  it('gives the figures of one organization: devices, online, alarms, excursions, time in range', async () => {
    const { statusCode, envelope } = await overview({ organizationId: fleet.organizationId, utcOffset: CHINA });
    expect(statusCode).toBe(200);
    const figures = envelope.data!;
    expect(figures).toMatchObject({ devices: 3, online: 1, onlineRate: 33.3, openAlarms: 2, excursions: 2 });
    // judged in the window: a 4 today and 2 yesterday, b 2 yesterday; outside: 9.5 °C and 85 %RH (c has no thresholds)
    expect(figures.timeInRangePct).toBe(75);
    expect(figures.byOrganization).toEqual([
      {
        organizationId: fleet.organizationId,
        name: expect.any(String),
        devices: 3,
        online: 1,
        openAlarms: 2,
        excursions: 2,
        timeInRangePct: figures.timeInRangePct,
      },
    ]);
  });

  it('gives 30 days ending today in the zone, each with its excursions, time in range and online rate', async () => {
    const { envelope } = await overview({ organizationId: fleet.organizationId, utcOffset: CHINA });
    const daily = envelope.data!.daily;
    expect(daily).toHaveLength(OVERVIEW_DAYS);
    const dayOf = (start: number) => new Date((start + CHINA * 60) * 1000).toISOString().slice(0, 10);
    expect(daily.at(-1)).toEqual({ day: dayOf(today), excursions: 1, timeInRangePct: 75, onlineRate: Math.round((2 / 3) * 1000) / 10 });
    expect(daily.at(-2)).toEqual({ day: dayOf(today - DAY), excursions: 1, timeInRangePct: 75, onlineRate: Math.round((2 / 3) * 1000) / 10 });
    // before any reading: no figure, not 0 %
    expect(daily[0]).toEqual({ day: dayOf(today - (OVERVIEW_DAYS - 1) * DAY), excursions: 0, timeInRangePct: null, onlineRate: null });
  });

  it('sees the whole company without an organization, and only the subtree of a user who is not an admin', async () => {
    const whole = (await overview({ utcOffset: CHINA })).envelope.data!;
    expect(whole.byOrganization.map((o) => o.organizationId)).toEqual(expect.arrayContaining([fleet.organizationId, otherFleet.organizationId]));

    const limited = await userWithPages(platform, fleet.companyId, ['StatisticsOverview']);
    await platform.app.db.updateTable('users').set({ organization_id: otherFleet.organizationId }).where('username', '=', limited.username).execute();
    const own = (await overview({ utcOffset: CHINA }, limited)).envelope.data!;
    expect(own).toMatchObject({ devices: 1, openAlarms: 1, excursions: 1, timeInRangePct: 0 });
    expect(own.byOrganization.map((o) => o.organizationId)).toEqual([otherFleet.organizationId]);
    expect((await overview({ organizationId: fleet.organizationId }, limited)).envelope.status).toBe(ApiStatus.notFound);
  });

  it('answers another company’s organization like a missing one', async () => {
    const other = await platform.app.db.selectFrom('organizations').select('id').where('company_id', '!=', fleet.companyId).executeTakeFirstOrThrow();
    const foreign = await overview({ organizationId: other.id });
    const missing = await overview({ organizationId: 987654 });
    expect(foreign.envelope.status).toBe(ApiStatus.notFound);
    expect(foreign.envelope).toEqual(missing.envelope);
  });

  it.each([
    ['organizationId', { organizationId: 'hq' }],
    ['utcOffset', { utcOffset: 9999 }],
  ])('answers -5 naming %s', async (field, query) => {
    const { statusCode, envelope } = await overview(query);
    expect(statusCode).toBe(422);
    expect(Object.keys(errorsOf(envelope.data))).toEqual([field]);
  });

  it('needs the overview’s menu', async () => {
    const without = await userWithPages(platform, fleet.companyId, ['DeviceStatistics']);
    expect((await overview({}, without)).envelope.status).toBe(ApiStatus.forbidden);
  });
});
