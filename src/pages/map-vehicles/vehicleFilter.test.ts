import type { VehicleRow } from '../../lib/maps';
import { filterVehicles } from './vehicleFilter';

const row = (deviceId: number, name: string, plate: string | null, state: VehicleRow['state']) =>
  ({ deviceId, name, number: `8800${deviceId}`, assetName: `${name} truck`, plate, state }) as VehicleRow;

const rows = [row(1, 'North', '沪A12345', 'moving'), row(2, 'South', null, 'offline'), row(3, 'East', '苏B99999', 'moving')];

describe('filterVehicles', () => {
  it('matches name, number, vehicle and plate, without case', () => {
    expect(filterVehicles(rows, 'north', null).list.map((r) => r.deviceId)).toEqual([1]);
    expect(filterVehicles(rows, '88002', null).list.map((r) => r.deviceId)).toEqual([2]);
    expect(filterVehicles(rows, 'SOUTH TRUCK', null).list.map((r) => r.deviceId)).toEqual([2]);
    expect(filterVehicles(rows, '苏b', null).list.map((r) => r.deviceId)).toEqual([3]);
    expect(filterVehicles(rows, '  ', null).list).toHaveLength(3);
  });

  it('filters by state and counts every state under the text only', () => {
    const moving = filterVehicles(rows, '', 'moving');
    expect(moving.list.map((r) => r.deviceId)).toEqual([1, 3]);
    expect(moving.counts).toEqual({ moving: 2, stopped: 0, offline: 1, alarm: 0 });
    expect(filterVehicles(rows, 'east', 'offline')).toEqual({ list: [], counts: { moving: 1, stopped: 0, offline: 0, alarm: 0 } });
  });
});
