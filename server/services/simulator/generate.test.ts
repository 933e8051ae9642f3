import { CHANNEL_FIELDS, READING_FIELDS, type ReadingField } from '../../../src/lib/readings';
import { simulate } from './generate';
import { PROFILES } from './profiles';
import { PROFILE_KINDS, sampleDevice, sampleFleet } from '../../../test/support/simulatorDevices';
import { scheduleOf, type SimDevice, type SimEvent } from './schedule';

const T0 = 1_767_225_600; // 2026-01-01 00:00 UTC
const DAY = 86_400;

function series(device: SimDevice, seed: number, from: number, to: number, step: number) {
  const out: Array<{ s: number; values: ReturnType<typeof simulate> }> = [];
  for (let s = from; s < to; s += step) out.push({ s, values: simulate(device, seed, s) });
  return out;
}

const within = (events: readonly SimEvent[], kind: SimEvent['kind'], s: number) => events.some((e) => e.kind === kind && s >= e.start && s < e.end);

describe('simulate', () => {
  it('gives the same readings for the same seed, and others for another seed', () => {
    const fleet = sampleFleet(2);
    const run = (seed: number) => fleet.map((device) => series(device, seed, T0, T0 + DAY, 600));
    expect(run(7)).toEqual(run(7));
    const other = run(8);
    const differing = run(7).filter((readings, i) => JSON.stringify(readings) !== JSON.stringify(other[i])).length;
    expect(differing).toBe(fleet.length);
  });

  it('is a function of time alone: the order and the moment of asking change nothing', () => {
    const device = sampleDevice('refrigeratedVehicle', 3);
    const times = Array.from({ length: 200 }, (_, i) => T0 + i * 977);
    const forward = times.map((s) => simulate(device, 1, s));
    const backward = [...times].reverse().map((s) => simulate(device, 1, s)).reverse();
    expect(backward).toEqual(forward);
  });

  it('fills exactly the channels of the model', () => {
    for (const device of sampleFleet(1)) {
      const values = series(device, 1, T0, T0 + DAY, 3600).find((r) => r.values)!.values!;
      const expected = device.channels.flatMap((channel) => CHANNEL_FIELDS[channel]);
      expect(Object.keys(values).sort()).toEqual([...expected].sort());
      for (const field of Object.keys(values) as ReadingField[]) expect(READING_FIELDS).toContain(field);
    }
    // the same profile on a model without humidity has none
    expect(simulate(sampleDevice('chilledStore', 0, 'CT-100'), 1, T0 + 3600)).not.toHaveProperty('humidity');
  });

  it.each(PROFILE_KINDS)('keeps a %s in its band except in its scheduled excursions, which leave it', (profile) => {
    const { temperature: [tMin, tMax], humidity: [hMin, hMax] } = PROFILES[profile];
    let outside = 0;
    let excursionsOut = 0;
    let checked = 0;
    for (let i = 0; i < 4; i += 1) {
      const device = sampleDevice(profile, i);
      const events = scheduleOf(device, 1, T0, T0 + 10 * DAY);
      for (const { s, values } of series(device, 1, T0, T0 + 10 * DAY, 240)) {
        if (!values) continue;
        const out = values.temperature! < tMin || values.temperature! > tMax || (values.humidity !== undefined && (values.humidity < hMin || values.humidity > hMax));
        if (within(events, 'excursion', s)) excursionsOut += out ? 1 : 0;
        else if (out) outside += 1;
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(outside).toBe(0);
    expect(excursionsOut).toBeGreaterThan(0);
  });

  it('sends nothing while a device is offline, and only then', () => {
    for (const device of sampleFleet(2)) {
      const events = scheduleOf(device, 3, T0, T0 + 12 * DAY);
      for (const { s, values } of series(device, 3, T0, T0 + 12 * DAY, 300)) expect(values === null).toBe(within(events, 'offline', s));
    }
  });

  it('drops external power in its scheduled outages, drains the battery then and recharges it after', () => {
    const device = sampleDevice('cabinet', 1);
    const outages = scheduleOf(device, 5, T0, T0 + 30 * DAY).filter((e) => e.kind === 'powerOff');
    expect(outages.length).toBeGreaterThan(2);
    for (const outage of outages) {
      const at = (s: number) => simulate(device, 5, s) ?? simulate(device, 5, s + 1);
      const mid = Math.floor((outage.start + outage.end) / 2);
      if (!at(mid) || !at(outage.end - 1) || !at(outage.start - 60)) continue; // offline meanwhile
      expect(at(outage.start - 60)!.power).toBe(1);
      expect(at(mid)!.power).toBe(0);
      expect(at(outage.end - 1)!.battery).toBeLessThan(at(outage.start - 60)!.battery!);
      expect(simulate(device, 5, outage.end + 6 * 3600)?.battery ?? 100).toBe(100);
    }
  });

  it('defrosts a cold store every 6 to 12 hours, warming it meanwhile', () => {
    const device = sampleDevice('frozenStore', 2);
    const defrosts = scheduleOf(device, 1, T0, T0 + 5 * DAY).filter((e) => e.kind === 'defrost');
    expect(defrosts.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < defrosts.length; i += 1) {
      const gap = defrosts[i]!.start - defrosts[i - 1]!.start;
      expect(gap).toBeGreaterThanOrEqual(6 * 3600);
      expect(gap).toBeLessThanOrEqual(12 * 3600);
    }
    const warmer = defrosts.filter(({ start, end }) => {
      const before = simulate(device, 1, start - 60)?.temperature;
      const peak = simulate(device, 1, end - 1)?.temperature;
      return before !== undefined && peak !== undefined && peak > before + 1;
    });
    expect(warmer.length).toBeGreaterThan(defrosts.length / 2);
  });
});
