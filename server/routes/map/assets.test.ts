import { ApiStatus } from '../../../src/lib/contract';
import type { MapAsset } from '../../../src/lib/maps';
import { addFleetDevice } from '../../../test/support/fleetFixture';
import { addAsset, addOrganization, userOfOrganization } from '../../../test/support/mapSitesFixture';
import { putState, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let companyId: number;
let region: number;
let branch: number;
let store: number;
let cabinet: number;
let box: number;

const assets = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<MapAsset[]>(platform, { method: 'GET', url: '/map/assets', query, session, lang: 'en' });
const ids = (list: MapAsset[]) => list.map((asset) => asset.id);

beforeAll(async () => {
  platform = await createTestPlatform();
  const now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  const { db } = platform.app;
  const hq = await db.selectFrom('organizations').innerJoin('users', 'users.company_id', 'organizations.company_id').select(['organizations.id', 'organizations.company_id']).where('users.username', '=', 'admin0001').where('organizations.parent_id', 'is', null).executeTakeFirstOrThrow();
  companyId = hq.company_id;
  region = await addOrganization(platform, { companyId, parentId: hq.id, name: 'Asset region', level: 2, lat: 31.1, lng: 121.2 });
  branch = await addOrganization(platform, { companyId, parentId: region, name: 'Asset branch', level: 3, lat: 31.3, lng: 121.4 });
  store = await addAsset(platform, { companyId, organizationId: region, role: 2, name: 'Asset store' });
  cabinet = await addAsset(platform, { companyId, organizationId: branch, role: 4, name: 'Asset cabinet' });
  box = await addAsset(platform, { companyId, organizationId: branch, role: 3, name: 'Asset box' });
  await addAsset(platform, { companyId, organizationId: branch, role: 1, name: 'Asset truck' });
  const device = (organizationId: number, number: string, assetId: number) => addFleetDevice(platform, { companyId, organizationId }, { name: `asset-${number}`, number, asset_id: assetId });
  const cold = await device(region, '88400001', store);
  const warm = await device(region, '88400002', store);
  const quiet = await device(branch, '88400003', cabinet);
  await putState(platform, { device_id: cold, ts: now - 60, last_seen: now - 60, changed_at: now - DAY, temperature: 4.5, humidity: 55 });
  await putState(platform, { device_id: warm, ts: now - 60, last_seen: now - 60, changed_at: now - DAY, temperature: 9.5, humidity: 50 });
  await putState(platform, { device_id: quiet, ts: now - DAY, last_seen: now - DAY, changed_at: now - DAY, temperature: 5 });
});
afterAll(() => platform.close());

describe('GET /map/assets', () => {
  it("places the fixed assets at their organization, with their devices' latest readings and state", async () => {
    const list = (await assets({ organizationId: region })).envelope.data!;
    expect(ids(list).sort()).toEqual([store, cabinet, box].sort());
    const cold = list.find((asset) => asset.id === store)!;
    expect(cold).toMatchObject({ name: 'Asset store', role: 2, organizationId: region, organizationName: 'Asset region', lat: 31.1, lng: 121.2 });
    expect(cold.devices.map((d) => [d.number, d.online, d.temperature, d.humidity, d.state])).toEqual([
      ['88400001', true, 4.5, 55, 'normal'],
      ['88400002', true, 9.5, 50, 'exceeding'],
    ]);
    const quiet = list.find((asset) => asset.id === cabinet)!;
    expect(quiet).toMatchObject({ lat: 31.3, lng: 121.4 });
    expect(quiet.devices).toMatchObject([{ number: '88400003', online: false, state: 'offline' }]);
    expect(list.find((asset) => asset.id === box)!.devices).toEqual([]);
  });

  it('filters by role; vehicles are never fixed assets', async () => {
    expect(ids((await assets({ organizationId: region, role: 4 })).envelope.data!)).toEqual([cabinet]);
    expect(ids((await assets({ organizationId: region, role: 2 })).envelope.data!)).toEqual([store]);
    const all = (await assets()).envelope.data!;
    expect(all.every((asset) => [2, 3, 4].includes(asset.role))).toBe(true);
    expect(all.some((asset) => asset.name === 'Asset truck')).toBe(false);
  });

  it('shows a user below the headquarters only the assets of its branch', async () => {
    const user = await userOfOrganization(platform, companyId, branch, ['MapMonitor']);
    expect(ids((await assets({}, user)).envelope.data!).sort()).toEqual([cabinet, box].sort());
    // asking for an organization above its branch does not widen what it sees
    expect(ids((await assets({ organizationId: region }, user)).envelope.data!).sort()).toEqual([cabinet, box].sort());
  });

  it("gives another company nothing of this one's, even when it names this company's organization", async () => {
    expect((await assets({ organizationId: region }, otherCompany)).envelope.data).toEqual([]);
    const theirs = (await assets({}, otherCompany)).envelope.data!;
    expect(theirs.some((asset) => asset.name.startsWith('Asset '))).toBe(false);
    expect(theirs.some((asset) => [store, cabinet, box].includes(asset.id))).toBe(false);
  });

  it('needs the menu of the map monitor or of the resources map', async () => {
    const operator = (await loginAs(platform, 'operator01')).session;
    expect((await assets({}, operator)).envelope.status).toBe(ApiStatus.forbidden);
    const overviewOnly = await userWithPages(platform, companyId, ['MapDataOverview']);
    expect((await assets({}, overviewOnly)).envelope.status).toBe(ApiStatus.forbidden);
    const resources = await userWithPages(platform, companyId, ['MapResource']);
    expect((await assets({ role: 2 }, resources)).envelope.status).toBe(ApiStatus.ok);
  });

  it("refuses bad input with '-5' naming the field", async () => {
    const errors = async (query: Record<string, string | number>) => {
      const { envelope } = await assets(query);
      expect(envelope.status).toBe(ApiStatus.invalid);
      return (envelope.data as unknown as { errors: Record<string, string> }).errors;
    };
    expect(await errors({ role: 1 })).toEqual({ role: 'Please choose one of the listed values' });
    expect(await errors({ role: 'store' })).toHaveProperty('role');
    expect(await errors({ organizationId: 'abc' })).toEqual({ organizationId: 'Must be an integer' });
  });
});
