/**
 * The seeded devices' settings and fittings: what the simulator makes of each device and what the
 * device is judged against agree, and each in-transit waybill rides a vehicle that drives to it.
 */
import { channelsOf, offlineAfterSeconds } from '../../../src/lib/readings';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { loadFleet } from '../../services/simulator/fleet';
import { PROFILES } from '../../services/simulator/profiles';
import { depotOf, ROUTES, routeIndexOf, stopsOf } from '../../services/simulator/routes';
import { tripKey } from '../../services/simulator/trip';
import { ASSET_KINDS, assetCode } from './assets';
import { seedDeviceSettings } from './deviceSettings';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const db = () => platform.app.db;

async function assetsById() {
  const rows = await db().selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').execute();
  return new Map(rows.map((row) => [row.id, JSON.parse(row.data) as { role: number; code: string; type: string }]));
}

describe('the seeded devices', () => {
  it('have the thresholds and periods of what they monitor, with humidity only where the model measures it', async () => {
    const devices = await db().selectFrom('devices').selectAll().orderBy('id').execute();
    const fleet = new Map((await loadFleet(db())).map((d) => [d.id, d]));
    expect(devices.length).toBe(326);
    for (const device of devices) {
      const profile = PROFILES[fleet.get(device.id)!.profile];
      const humid = channelsOf(device.model).includes('humidity');
      expect([device.temperature_min, device.temperature_max]).toEqual([...profile.temperature]);
      expect([device.humidity_min, device.humidity_max]).toEqual(humid ? [...profile.humidity] : [null, null]);
      expect(device.acquisition_period).toBe(profile.acquisitionPeriod);
      // spec §5: at least 10 minutes, and more than one acquisition period
      expect(device.offline_minutes).toBeGreaterThanOrEqual(10);
      expect(offlineAfterSeconds(device.offline_minutes, device.acquisition_period)).toBe(device.offline_minutes * 60);
      expect(device.alarm_enabled).toBe(1);
    }
  });

  it('are fitted to the assets of their kind: terminals on vehicles, tags in boxes, two sensors per cold store, one per cabinet', async () => {
    const assets = await assetsById();
    const fitted = await db().selectFrom('devices').select(['type', 'model', 'asset_id']).where('asset_id', 'is not', null).execute();
    const byRole = (role: number) => fitted.filter((d) => assets.get(d.asset_id!)?.role === role);
    const count = (role: number) => ASSET_KINDS.find((k) => k.role === role)!.count;
    expect(byRole(1).map((d) => d.type)).toEqual(Array(count(1)).fill('vehicle'));
    expect(byRole(3).map((d) => d.type)).toEqual(Array(count(3)).fill('box'));
    expect(byRole(4).map((d) => d.type)).toEqual(Array(count(4)).fill('temperature'));
    const stores = byRole(2);
    expect(stores.map((d) => d.type)).toEqual(Array(2 * count(2)).fill('temperature_humidity'));
    expect(new Set(stores.map((d) => d.asset_id)).size).toBe(count(2));
    expect(stores.filter((d) => d.model === 'CE-900').length).toBe(count(2));
    // every asset of a role with devices has one (or, a cold store, two)
    expect(new Set(fitted.map((d) => d.asset_id)).size).toBe(count(1) + count(2) + count(3) + count(4));
    // the rest are fitted to nothing
    expect(fitted.length).toBeLessThan(100);
  });

  it('put each in-transit waybill on a vehicle with a terminal, driving from the consignor to the consignee', async () => {
    const assets = await assetsById();
    const waybills = await db().selectFrom('waybills').selectAll().where('status', '=', 2).execute();
    expect(waybills.length).toBeGreaterThan(10);
    for (const waybill of waybills) {
      const [assetId] = JSON.parse(waybill.assets ?? '[]') as number[];
      const vehicle = assets.get(assetId!)!;
      expect(vehicle.role).toBe(1);
      const terminal = await db().selectFrom('devices').selectAll().where('asset_id', '=', assetId!).executeTakeFirstOrThrow();
      expect([terminal.temperature_min, terminal.temperature_max]).toEqual([waybill.min_temperature, waybill.max_temperature]);
      const route = ROUTES[routeIndexOf(tripKey(vehicle.code))]!;
      expect(JSON.parse(waybill.consignor!).institution).toBe(depotOf(route).institution);
      expect(stopsOf(route).map((p) => p.institution)).toContain(JSON.parse(waybill.consignee!).institution);
    }
  });

  // last: it changes the database
  it('set a database seeded before them, with fewer assets, by what it has: devices of a missing asset are fitted to nothing', async () => {
    const assets = await assetsById();
    const missing = [...assets].filter(([, a]) => a.role === 1 && a.code > assetCode(1, 5)).map(([id]) => id);
    expect(missing.length).toBe(ASSET_KINDS[0]!.count - 6);
    await db().deleteFrom('records').where('id', 'in', missing).execute();
    await db().updateTable('devices').set({ asset_id: null, temperature_min: null, temperature_max: null }).execute();
    await db().deleteFrom('settings').where('key', '=', 'seed.deviceSettings.version').execute();

    expect(await seedDeviceSettings(db())).toBe(true);
    expect(await seedDeviceSettings(db())).toBe(false);
    const fleet = await loadFleet(db());
    const vehicles = await db().selectFrom('devices').select(['id', 'asset_id', 'temperature_min', 'temperature_max']).where('type', '=', 'vehicle').where('company_id', '=', 1).orderBy('id').execute();
    expect(vehicles.filter((v) => v.asset_id !== null).length).toBe(6);
    for (const vehicle of vehicles) {
      const profile = PROFILES[fleet.find((d) => d.id === vehicle.id)!.profile];
      expect([vehicle.temperature_min, vehicle.temperature_max]).toEqual([...profile.temperature]);
    }
  });
});
