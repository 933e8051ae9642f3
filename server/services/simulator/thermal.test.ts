import { simulate } from './generate';
import { PROFILES, type ProfileKind } from './profiles';
import { sampleDevice } from '../../../test/support/simulatorDevices';
import { deviceBase, scheduleOf, type SimDevice, type SimEvent } from './schedule';
import { compressorOf } from './thermal';

const T0 = 1_767_225_600; // 2026-01-01 00:00 UTC
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

const temperatureAt = (device: SimDevice, s: number) => simulate(device, 1, s)?.temperature;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Quiet stretches: no event of the schedule (door, defrost, excursion, offline, stop) within `margin` of them. */
function quietWindows(events: SimEvent[], from: number, to: number, length: number, margin: number): Array<[number, number]> {
  const busy = events.map((e) => [e.start - margin, e.end + margin] as const).sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let at = from;
  for (const [start, end] of [...busy, [to, to] as const]) {
    for (; at + length <= Math.min(start, to); at += length) out.push([at, at + length]);
    at = Math.max(at, end);
  }
  return out;
}

/**
 * The cycles seen in a quiet stretch of readings (every 30 s, a 2.5-minute moving mean against the
 * jitter): the times of the peaks that rise half a degree above the trough before them, and the
 * swing from each peak to the next trough.
 */
function cyclesIn(device: SimDevice, [from, to]: [number, number]): { peaks: number[]; swings: number[] } {
  const raw: number[] = [];
  for (let s = from; s < to; s += 30) raw.push(temperatureAt(device, s)!);
  const smooth = raw.map((_, i) => mean(raw.slice(Math.max(0, i - 2), i + 3)));
  const peaks: number[] = [];
  const swings: number[] = [];
  let trough = Infinity;
  let peak = -Infinity;
  let peakAt = -1;
  let rising = false;
  for (let i = 0; i < smooth.length; i += 1) {
    const v = smooth[i]!;
    if (rising) {
      if (v > peak) [peak, peakAt] = [v, i];
      else if (peak - v > 0.5) {
        peaks.push(from + peakAt * 30);
        rising = false;
        trough = v;
      }
    } else if (v < trough) trough = v;
    else if (v - trough > 0.5) {
      if (peaks.length > 0) swings.push(peak - trough);
      rising = true;
      [peak, peakAt] = [v, i];
    }
  }
  return { peaks, swings };
}

const COMPRESSORS: ProfileKind[] = ['refrigeratedVehicle', 'frozenVehicle', 'constantVehicle', 'chilledStore', 'frozenStore', 'cabinet'];

describe('the simulated thermostat', () => {
  it.each(COMPRESSORS)('cycles a %s: a saw-tooth of 1–2 °C every 20–45 minutes, seen in its readings', (profile) => {
    for (let i = 0; i < 3; i += 1) {
      const device = sampleDevice(profile, i);
      const cycle = compressorOf(deviceBase(device, 1));
      const events = scheduleOf(device, 1, T0, T0 + 3 * DAY);
      const windows = quietWindows(events, T0, T0 + 3 * DAY, 3 * cycle.period, 45 * MINUTE).slice(0, 4);
      expect(windows.length).toBeGreaterThan(0);
      const intervals: number[] = [];
      const swings: number[] = [];
      for (const window of windows) {
        const seen = cyclesIn(device, window);
        intervals.push(...seen.peaks.slice(1).map((t, k) => t - seen.peaks[k]!));
        swings.push(...seen.swings);
      }
      expect(intervals.length).toBeGreaterThan(2);
      const period = median(intervals);
      expect(period).toBeGreaterThanOrEqual(20 * MINUTE - 60);
      expect(period).toBeLessThanOrEqual(45 * MINUTE + 60);
      expect(Math.abs(period - cycle.period)).toBeLessThanOrEqual(90);
      expect(median(swings)).toBeGreaterThan(1);
      expect(median(swings)).toBeLessThan(2.2);
    }
  });

  it('gives each device its own cycle, fixed by the device and the seed', () => {
    const devices = [0, 1, 2, 3, 4, 5].map((i) => sampleDevice('chilledStore', i));
    const periods = devices.map((d) => compressorOf(deviceBase(d, 1)).period);
    expect(new Set(periods).size).toBeGreaterThanOrEqual(5);
    expect(devices.map((d) => compressorOf(deviceBase(d, 1)).period)).toEqual(periods);
    expect(devices.map((d) => compressorOf(deviceBase(d, 2)).period)).not.toEqual(periods);
  });

  it('has no compressor in a passive box or a room', () => {
    for (const profile of ['chilledBox', 'frozenBox', 'room'] as const) {
      const device = sampleDevice(profile, 0);
      const events = scheduleOf(device, 1, T0, T0 + 2 * DAY);
      const [window] = quietWindows(events, T0, T0 + 2 * DAY, 2 * HOUR, 45 * MINUTE);
      expect(cyclesIn(device, window!).peaks.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('defrosts and doors as real logs show them', () => {
  it('defrosts a cold room by several °C for 15–30 minutes, then pulls it back down', () => {
    let checked = 0;
    for (const profile of ['chilledStore', 'frozenStore'] as const) {
      for (let i = 0; i < 3; i += 1) {
        const device = sampleDevice(profile, i);
        const events = scheduleOf(device, 1, T0, T0 + 4 * DAY);
        for (const defrost of events.filter((e) => e.kind === 'defrost')) {
          expect(defrost.end - defrost.start).toBeGreaterThanOrEqual(15 * MINUTE);
          expect(defrost.end - defrost.start).toBeLessThanOrEqual(30 * MINUTE);
          const others = events.filter((e) => e !== defrost && e.end > defrost.start - HOUR && e.start < defrost.end + 2 * HOUR);
          if (others.length > 0) continue;
          const before: number[] = [];
          for (let s = defrost.start - 40 * MINUTE; s < defrost.start; s += MINUTE) before.push(temperatureAt(device, s)!);
          const level = mean(before);
          let peak = -Infinity;
          for (let s = defrost.start; s <= defrost.end + 5 * MINUTE; s += MINUTE) peak = Math.max(peak, temperatureAt(device, s)!);
          expect(peak - level).toBeGreaterThan(2);
          expect(peak - level).toBeLessThan(PROFILES[profile].defrostRise + 1.2);
          const after: number[] = [];
          for (let s = defrost.end + 40 * MINUTE; s < defrost.end + 85 * MINUTE; s += MINUTE) after.push(temperatureAt(device, s)!);
          expect(Math.abs(mean(after) - level)).toBeLessThan(1.2); // the slow drift moves the level a little meanwhile
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('opens a reefer’s door: a quick spike, then an exponential recovery (averaged over the stops)', () => {
    const offsets = { risen: 1.5 * MINUTE, closed: 0, oneTau: 8 * MINUTE, threeTau: 24 * MINUTE };
    const excess: Record<keyof typeof offsets, number[]> = { risen: [], closed: [], oneTau: [], threeTau: [] };
    for (let i = 0; i < 6; i += 1) {
      const device = sampleDevice('refrigeratedVehicle', i);
      const events = scheduleOf(device, 1, T0, T0 + 4 * DAY);
      for (const door of events.filter((e) => e.kind === 'door')) {
        const clash = events.some((e) => e.kind !== 'door' && e.kind !== 'stop' && e.end > door.start - HOUR && e.start < door.end + HOUR);
        if (clash || door.end - door.start < 4 * MINUTE) continue;
        const before: number[] = [];
        for (let s = door.start - 30 * MINUTE; s < door.start; s += MINUTE) before.push(temperatureAt(device, s)!);
        const level = mean(before);
        excess.risen.push(temperatureAt(device, door.start + offsets.risen)! - level);
        for (const key of ['closed', 'oneTau', 'threeTau'] as const) excess[key].push(temperatureAt(device, door.end + offsets[key])! - level);
      }
    }
    expect(excess.closed.length).toBeGreaterThan(20);
    const rise = PROFILES.refrigeratedVehicle.doorRise;
    const [risen, closed, oneTau, threeTau] = [mean(excess.risen), mean(excess.closed), mean(excess.oneTau), mean(excess.threeTau)];
    expect(risen).toBeGreaterThan(0.5 * rise); // most of the rise within a minute and a half
    expect(closed).toBeGreaterThan(0.8 * rise);
    expect(oneTau / closed).toBeGreaterThan(0.25); // e⁻¹ ≈ 0.37 one time constant after the door shuts
    expect(oneTau / closed).toBeLessThan(0.5);
    expect(threeTau / closed).toBeLessThan(0.15);
  });
});
