import type { VehicleRow, VehiclesAnswer } from '../../lib/maps';
import type { Reading } from '../../lib/readings';
import { patchVehicles, vehicleUpdateOf } from './vehiclePatch';

const THRESHOLDS = { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null };

function row(deviceId: number, over: Partial<VehicleRow> = {}): VehicleRow {
  return {
    deviceId,
    number: `8800000${deviceId}`,
    name: `V${deviceId}`,
    organizationId: 1,
    assetId: null,
    assetName: `V${deviceId}`,
    plate: null,
    lat: 31,
    lng: 121,
    positionTs: 1000,
    lastSeen: 1000,
    speedKmh: 0,
    heading: null,
    temperature: 5,
    humidity: 50,
    thresholds: THRESHOLDS,
    state: 'stopped',
    alarms: [],
    waybill: null,
    ...over,
  };
}

const reading = (ts: number, values: Partial<Reading>): Reading =>
  ({
    ts,
    temperature: null,
    humidity: null,
    battery: null,
    signal: null,
    power: null,
    lat: null,
    lng: null,
    pressure: null,
    light: null,
    o2: null,
    co2: null,
    shake: null,
    door: null,
    ...values,
  }) as Reading;

const answer = (...rows: VehicleRow[]): VehiclesAnswer => {
  const counts = { moving: 0, stopped: 0, offline: 0, alarm: 0 };
  for (const r of rows) counts[r.state] += 1;
  return { list: rows, counts };
};

describe('vehicleUpdateOf', () => {
  it('reads a 0101 reading and a 0102 state change, nothing else', () => {
    const r = reading(1060, { lat: 31.009, lng: 121 });
    expect(vehicleUpdateOf({ event: '0101', deviceId: 1, online: true, reading: r, dataTimestamp: 1_700_000_061_000 })).toEqual({
      deviceId: 1,
      online: true,
      reading: r,
      receivedAt: 1_700_000_061,
    });
    expect(vehicleUpdateOf({ event: '0102', deviceId: 1, online: false })).toEqual({ deviceId: 1, online: false });
    expect(vehicleUpdateOf({ event: '0003', deviceId: 1, online: true })).toBeNull();
    expect(
      vehicleUpdateOf({
        event: '0003',
        eventField: 'temperature',
        displayTitle: 'V1',
        message: '',
        dataTimestamp: 1,
        alarmId: 5,
        deviceId: 1,
        level: 1,
        kind: 'temperature_high',
      }),
    ).toEqual({ deviceId: 1, alarm: 'temperature_high' });
    expect(vehicleUpdateOf({ event: '0003', displayTitle: 'V1', alarmId: 5, deviceId: 1, kind: 'meteor' })).toBeNull();
    expect(vehicleUpdateOf({ event: '0101', deviceId: '1', online: true, reading: r })).toBeNull();
    expect(vehicleUpdateOf({ event: '0101', deviceId: 1, online: true, reading: 'x' })).toBeNull();
  });
});

describe('patchVehicles', () => {
  it('moves the vehicle with speed and heading from its last position, and its state and counts follow', () => {
    // 0.009° north in a minute: 1,000.8 m, 60 km/h
    const before = answer(row(1), row(2));
    const after = patchVehicles(before, [{ deviceId: 1, online: true, reading: reading(1060, { lat: 31.009, lng: 121, temperature: 9.1 }), receivedAt: 1061 }]);
    expect(after.list[0]).toMatchObject({
      lat: 31.009,
      lng: 121,
      positionTs: 1060,
      lastSeen: 1061,
      speedKmh: 60,
      heading: 0,
      temperature: 9.1,
      humidity: 50,
      state: 'moving',
    });
    expect(after.list[1]).toBe(before.list[1]);
    expect(after.counts).toEqual({ moving: 1, stopped: 1, offline: 0, alarm: 0 });
  });

  it('keeps the position for a late, older reading or one without a position, and an open alarm wins over moving', () => {
    const alarmed = row(1, { alarms: ['temperature_high'], state: 'alarm' });
    const late = patchVehicles(answer(alarmed), [{ deviceId: 1, online: true, reading: reading(900, { lat: 30, lng: 120 }), receivedAt: 1070 }]);
    expect(late.list[0]).toMatchObject({ lat: 31, lng: 121, positionTs: 1000, lastSeen: 1070, state: 'alarm' });
    const noFix = patchVehicles(answer(alarmed), [{ deviceId: 1, online: true, reading: reading(1100, { temperature: 4 }), receivedAt: 1100 }]);
    expect(noFix.list[0]).toMatchObject({ lat: 31, positionTs: 1000, temperature: 4 });
  });

  it('puts a vehicle in alarm when one opens, once per kind, and an offline one stays offline', () => {
    const after = patchVehicles(answer(row(1), row(2, { state: 'offline' })), [
      { deviceId: 1, alarm: 'temperature_high' },
      { deviceId: 1, alarm: 'temperature_high' },
      { deviceId: 2, alarm: 'offline' },
    ]);
    expect(after.list[0]).toMatchObject({ state: 'alarm', alarms: ['temperature_high'] });
    expect(after.list[1]).toMatchObject({ state: 'offline', alarms: ['offline'] });
    expect(after.counts).toEqual({ moving: 0, stopped: 0, offline: 1, alarm: 1 });
  });

  it('turns a vehicle offline on 0102, and ignores devices it does not list', () => {
    const before = answer(row(1));
    const after = patchVehicles(before, [{ deviceId: 1, online: false }]);
    expect(after.list[0]!.state).toBe('offline');
    expect(after.counts).toEqual({ moving: 0, stopped: 0, offline: 1, alarm: 0 });
    expect(patchVehicles(before, [{ deviceId: 9, online: false }])).toBe(before);
  });
});
