import { ApiStatus } from '../../../src/lib/contract';
import type { MapOverview, OverviewSite } from '../../../src/lib/maps';
import { dayStart } from '../../services/fleet/days';
import { addFleetDevice } from '../../../test/support/fleetFixture';
import { addAlarm, addAsset, addOrganization, userOfOrganization } from '../../../test/support/mapSitesFixture';
import { putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let companyId: number;
let region: number;
let branch: number;
let now: number;

const overview = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<MapOverview>(platform, { method: 'GET', url: '/map/overview', query, session, lang: 'en' });
const siteOf = (answer: MapOverview, id: number): OverviewSite | undefined => answer.sites.find((site) => site.organizationId === id);

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  const { db } = platform.app;
  const hq = await db.selectFrom('organizations').innerJoin('users', 'users.company_id', 'organizations.company_id').select(['organizations.id', 'organizations.company_id']).where('users.username', '=', 'admin0001').where('organizations.parent_id', 'is', null).executeTakeFirstOrThrow();
  companyId = hq.company_id;
  // a region right under the headquarters (placed) and a branch under it (not placed)
  region = await addOrganization(platform, { companyId, parentId: hq.id, name: 'Map region', level: 2, lat: 30.5, lng: 114.3 });
  branch = await addOrganization(platform, { companyId, parentId: region, name: 'Map branch', level: 3 });
  const device = (organizationId: number, number: string) => addFleetDevice(platform, { companyId, organizationId }, { name: `map-${number}`, number });
  const online = await device(region, '88300001');
  const offline = await device(region, '88300002');
  const exceeding = await device(branch, '88300003');
  await putState(platform, { device_id: online, ts: now - 60, last_seen: now - 60, changed_at: now - DAY, temperature: 5 });
  await putState(platform, { device_id: offline, ts: now - DAY, last_seen: now - DAY, changed_at: now - DAY, temperature: 5 });
  await putState(platform, { device_id: exceeding, ts: now - 30, last_seen: now - 30, changed_at: now - DAY, temperature: 12 });
  const today = dayStart(now, CHINA);
  const alarm = (deviceId: number, organizationId: number, kind: Parameters<typeof addAlarm>[1]['kind'], status: 'open' | 'closed', createdAt: number) =>
    addAlarm(platform, { deviceId, companyId, organizationId, kind, status, createdAt });
  await alarm(online, region, 'temperature_high', 'open', Math.max(today, now - 120)); // open, an excursion today
  await alarm(exceeding, branch, 'offline', 'open', now - 2 * DAY); // open, not an excursion
  await alarm(exceeding, branch, 'humidity_low', 'closed', Math.max(today, now - 60)); // closed, an excursion today
  await alarm(offline, region, 'temperature_low', 'closed', today - 60); // yesterday (China): neither
  await addAsset(platform, { companyId, organizationId: branch, role: 2, name: 'Map store 1' });
  await addAsset(platform, { companyId, organizationId: branch, role: 2, name: 'Map store 2' });
  await addAsset(platform, { companyId, organizationId: branch, role: 4, name: 'Map cabinet' });
});
afterAll(() => platform.close());

describe('GET /map/overview', () => {
  it("sums each organization's subtree: devices, online now, open alarms, excursions today, own cold stores", async () => {
    const answer = (await overview({ utcOffset: CHINA })).envelope.data!;
    expect(siteOf(answer, branch)).toEqual({
      organizationId: branch,
      name: 'Map branch',
      parentId: region,
      level: 3,
      lat: null,
      lng: null,
      stores: 2,
      devices: 1,
      online: 1,
      openAlarms: 1,
      excursionsToday: 1,
    });
    expect(siteOf(answer, region)).toMatchObject({ lat: 30.5, lng: 114.3, stores: 0, devices: 3, online: 2, openAlarms: 2, excursionsToday: 2 });
  });

  it('gives the regions under the headquarters with their subtree, and totals counting each device once', async () => {
    const answer = (await overview({ utcOffset: CHINA })).envelope.data!;
    const hq = answer.sites.find((site) => site.parentId === null)!;
    const regions = answer.sites.filter((site) => site.parentId === hq.organizationId);
    expect(answer.regions.map((r) => r.organizationId).sort()).toEqual(regions.map((r) => r.organizationId).sort());
    expect(answer.regions.find((r) => r.organizationId === region)).toEqual({ organizationId: region, name: 'Map region', devices: 3, online: 2, openAlarms: 2, excursionsToday: 2 });
    const count = await platform.app.db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(answer.totals.devices).toBe(Number(count.n));
    // the headquarters' site sums everything, as the totals do
    expect({ devices: hq.devices, online: hq.online, openAlarms: hq.openAlarms, excursionsToday: hq.excursionsToday }).toEqual(answer.totals);
  });

  it("counts today's excursions in the asked zone", async () => {
    const utcToday = dayStart(now, 0);
    const chinaToday = dayStart(now, CHINA);
    // the earlier of the two midnights is today in its zone and yesterday in the other
    const [earlyZone, lateZone] = utcToday < chinaToday ? [0, CHINA] : [CHINA, 0];
    const device = await addFleetDevice(platform, { companyId, organizationId: branch }, { name: 'map-zone', number: '88300009' });
    await addAlarm(platform, { deviceId: device, companyId, organizationId: branch, kind: 'temperature_high', status: 'closed', createdAt: Math.min(utcToday, chinaToday) });
    const early = siteOf((await overview({ utcOffset: earlyZone })).envelope.data!, branch)!;
    const late = siteOf((await overview({ utcOffset: lateZone })).envelope.data!, branch)!;
    expect(early.excursionsToday - late.excursionsToday).toBe(1);
  });

  it('shows a user below the headquarters only its own branch, which is its region', async () => {
    const user = await userOfOrganization(platform, companyId, branch, ['MapDataOverview']);
    const answer = (await overview({ utcOffset: CHINA }, user)).envelope.data!;
    expect(answer.sites.map((site) => site.organizationId)).toEqual([branch]);
    expect(answer.regions).toEqual([{ organizationId: branch, name: 'Map branch', devices: answer.totals.devices, online: answer.totals.online, openAlarms: answer.totals.openAlarms, excursionsToday: answer.totals.excursionsToday }]);
    expect(answer.totals.openAlarms).toBe(1);
  });

  it("answers another company with its own organizations only, none of this one's", async () => {
    const answer = (await overview({}, otherCompany)).envelope.data!;
    expect(answer.sites.length).toBeGreaterThan(0);
    const mine = await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', companyId).execute();
    const ids = new Set(mine.map((row) => row.id));
    expect(answer.sites.some((site) => ids.has(site.organizationId))).toBe(false);
    expect(answer.sites.some((site) => site.name.startsWith('Map '))).toBe(false);
  });

  it('needs the menu of the data overview or of the resources map', async () => {
    const operator = (await loginAs(platform, 'operator01')).session;
    expect((await overview({}, operator)).envelope.status).toBe(ApiStatus.forbidden);
    const resources = await userWithPages(platform, companyId, ['MapResource']);
    expect((await overview({}, resources)).envelope.status).toBe(ApiStatus.ok);
  });

  it("refuses a bad zone with '-5' naming the field", async () => {
    const errors = async (query: Record<string, string | number>) => {
      const { envelope } = await overview(query);
      expect(envelope.status).toBe(ApiStatus.invalid);
      return (envelope.data as unknown as { errors: Record<string, string> }).errors;
    };
    expect(await errors({ utcOffset: 'abc' })).toEqual({ utcOffset: 'Must be an integer' });
    expect(await errors({ utcOffset: 900 })).toEqual({ utcOffset: 'Must be at most 840' });
  });
});
