import type { MapAsset, MapAssetDevice } from '../../lib/maps';
import { assetSites, matchAssets, stateCounts } from './assetSites';
import { assetState, withReading } from './assetState';

const device = (deviceId: number, state: MapAssetDevice['state'], lastSeen = 1000): MapAssetDevice => ({
  deviceId,
  number: String(deviceId),
  name: `d${deviceId}`,
  online: state !== 'offline',
  temperature: 5,
  humidity: 50,
  lastSeen,
  state,
});
const asset = (id: number, organizationId: number, devices: MapAssetDevice[], place: [number, number] | null = [31.2, 121.5]): MapAsset => ({
  id,
  name: `冷库${id}`,
  role: 2,
  organizationId,
  organizationName: `机构${organizationId}`,
  lat: place?.[0] ?? null,
  lng: place?.[1] ?? null,
  devices,
});

describe('the map monitor states', () => {
  it("takes an asset's worst device state: exceeding, then offline, then low battery, then normal", () => {
    expect(assetState(asset(1, 1, [device(1, 'normal'), device(2, 'lowBattery')]))).toBe('lowBattery');
    expect(assetState(asset(1, 1, [device(1, 'offline'), device(2, 'lowBattery')]))).toBe('offline');
    expect(assetState(asset(1, 1, [device(1, 'offline'), device(2, 'exceeding')]))).toBe('exceeding');
    expect(assetState(asset(1, 1, []))).toBe('noDevices');
  });

  it('draws one site per organization, coloured by its worst asset; unplaced assets have no site', () => {
    const sites = assetSites([asset(1, 7, [device(1, 'normal')]), asset(2, 7, [device(2, 'offline')]), asset(3, 8, []), asset(4, 9, [device(4, 'exceeding')], null)]);
    expect(sites.map((s) => [s.organizationId, s.assets.map((a) => a.id), s.state])).toEqual([
      [7, [1, 2], 'offline'],
      [8, [3], 'noDevices'],
    ]);
  });

  it('counts the assets per state and finds them by asset or organization name', () => {
    const list = [asset(1, 7, [device(1, 'normal')]), asset(2, 8, [device(2, 'exceeding')])];
    expect(stateCounts(list)).toEqual({ exceeding: 1, offline: 0, lowBattery: 0, normal: 1, noDevices: 0 });
    expect(matchAssets(list, '冷库2').map((a) => a.id)).toEqual([2]);
    expect(matchAssets(list, '机构7').map((a) => a.id)).toEqual([1]);
    expect(matchAssets(list, '  ').map((a) => a.id)).toEqual([1, 2]);
  });

  it("shows a socket reading in its device's figures, keeps the state for the server, ignores an older one", () => {
    const list = [asset(1, 7, [device(1, 'offline', 1000), device(2, 'normal')]), asset(2, 7, [device(3, 'normal')])];
    const next = withReading(list, { deviceId: 1, ts: 2000, online: true, reading: { temperature: 3.5, humidity: null } });
    expect(next[0]!.devices[0]).toMatchObject({ temperature: 3.5, humidity: 50, lastSeen: 2000, online: true, state: 'offline' });
    expect(next[1]).toBe(list[1]);
    expect(withReading(list, { deviceId: 1, ts: 500, online: true, reading: { temperature: 1, humidity: 1 } })[0]!.devices[0]!.temperature).toBe(5);
    expect(withReading(list, { deviceId: 99, ts: 2000, online: true, reading: { temperature: 1, humidity: 1 } })).toBe(list);
  });
});
