import { describe, expect, it } from 'vitest';
import type { MonitorPage, MonitorRow, Reading } from '../../../src/lib/readings';
import { liveUpdateOf } from '../live/liveEvents';
import { patchAnswer } from './monitorPatch';

const reading = (ts: number, values: Partial<Reading> = {}): Reading => ({
  ts, temperature: 5, humidity: 50, battery: 90, signal: 70, power: 1, lat: null, lng: null, pressure: null, light: null, o2: null, co2: null, shake: null, door: null, ...values,
});

const row = (id: number, values: Partial<MonitorRow> = {}): MonitorRow => ({
  id, number: `8800000${id}`, name: `D${id}`, type: 'temperature_humidity', model: 'CTH-200', organizationId: 1, assetId: null,
  channels: ['temperature', 'humidity', 'battery', 'signal', 'power'],
  thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null },
  online: true, lastSeen: 1000, reading: reading(1000), state: 'normal', ...values,
});

const page = (): MonitorPage => ({ list: [row(1), row(2)], total: 2, counts: { normal: 2, exceeding: 0, offline: 0, lowBattery: 0 } });

describe('patchAnswer', () => {
  it('puts a newer reading on its row, judges it again and moves the counts', () => {
    const before = page();
    const after = patchAnswer(before, [{ deviceId: 2, online: true, reading: reading(1060, { temperature: 9.1 }), receivedAt: 1061 }]);
    expect(after.list[1]).toMatchObject({ reading: { temperature: 9.1, ts: 1060 }, lastSeen: 1061, state: 'exceeding' });
    expect(after.list[0]).toBe(before.list[0]);
    expect(after.counts).toEqual({ normal: 1, exceeding: 1, offline: 0, lowBattery: 0 });
    expect(before.counts.normal).toBe(2); // not changed in place
  });

  it('applies updates in order: offline (0102), then a reading brings the device back', () => {
    const after = patchAnswer(page(), [
      { deviceId: 1, online: false },
      { deviceId: 1, online: true, reading: reading(1200, { battery: 10 }), receivedAt: 1200 },
    ]);
    expect(after.list[0]).toMatchObject({ online: true, state: 'lowBattery', lastSeen: 1200 });
    expect(after.counts).toEqual({ normal: 1, exceeding: 0, offline: 0, lowBattery: 1 });
  });

  it('keeps the newer reading when an older one arrives late, and its last seen', () => {
    const before = page();
    const after = patchAnswer(before, [{ deviceId: 1, online: true, reading: reading(500, { temperature: 30 }), receivedAt: 500 }]);
    expect(after).toBe(before);
  });

  it('answers the same page for devices it does not show', () => {
    const before = page();
    expect(patchAnswer(before, [{ deviceId: 99, online: false }])).toBe(before);
  });
});

describe('liveUpdateOf', () => {
  it('reads a 0101 and a 0102, the time in seconds or milliseconds', () => {
    expect(liveUpdateOf({ event: '0101', deviceId: 3, online: true, dataTimestamp: 1_700_000_000_000, reading: reading(1_699_999_990) })).toMatchObject({ deviceId: 3, receivedAt: 1_700_000_000 });
    expect(liveUpdateOf({ event: '0101', deviceId: 3, online: true, dataTimestamp: 1_700_000_000, reading: reading(1_699_999_990) })).toMatchObject({ receivedAt: 1_700_000_000 });
    expect(liveUpdateOf({ event: '0101', deviceId: 3, online: true, reading: reading(1_699_999_990) })).toMatchObject({ receivedAt: 1_699_999_990 });
    expect(liveUpdateOf({ event: '0102', deviceId: 4, online: false, dataTimestamp: 1 })).toEqual({ deviceId: 4, online: false });
  });

  it('drops other events and malformed ones', () => {
    expect(liveUpdateOf({ event: '0003', deviceId: 3, online: true })).toBeNull();
    expect(liveUpdateOf({ event: '0101', deviceId: '3', online: true, reading: reading(1) })).toBeNull();
    expect(liveUpdateOf({ event: '0101', deviceId: 3, online: true })).toBeNull();
    expect(liveUpdateOf({ event: '0101', deviceId: 3, online: true, reading: { temperature: 5 } })).toBeNull();
    expect(liveUpdateOf({ event: '0102', deviceId: 3 })).toBeNull();
  });
});
