/**
 * The simulator's timetable of events and faults, inspectable: `scheduleOf` lists what happens to a
 * device in a time range (tests read it to tell a scheduled excursion from a fault of the
 * generator), and the generator asks the same rules what goes on at one time.
 */
import type { Channel } from '../../../src/lib/readings';
import { hashBase, textKey, unitOf } from '../seededRandom';
import { PROFILES, type ProfileKind } from './profiles';
import { eventsBetween, eventUnit, type SlotRule, type Window } from './slots';
import { cycleAt, tripOf } from './trip';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** What the simulator needs to know of a device. */
export interface SimDevice {
  number: string;
  model: string;
  channels: readonly Channel[];
  profile: ProfileKind;
  /** what its trip hangs on: the asset's code (devices on one vehicle share it), else its number */
  tripKey: string;
}

/** China's clock (UTC+8): working hours are local. */
const localHour = (s: number) => Math.floor(((s + 8 * HOUR) % DAY) / HOUR);

export const RULES = {
  /** now and then a drift out of range for 20 to 90 minutes */
  excursion: { tag: 100, slot: DAY, chance: 0.25, minDuration: 20 * MINUTE, maxDuration: 90 * MINUTE },
  /** silent for half an hour to four hours: no readings at all */
  offline: { tag: 200, slot: 3 * DAY, chance: 0.3, minDuration: 30 * MINUTE, maxDuration: 4 * HOUR },
  /** external power lost for 10 minutes to 2 hours: the battery takes over */
  powerOff: { tag: 300, slot: 2 * DAY, chance: 0.25, minDuration: 10 * MINUTE, maxDuration: 2 * HOUR },
  /** defrost every 6 to 12 hours (spec §9) for 15 to 30 minutes: one per 9-hour slot, starting in its first 3 hours */
  defrost: { tag: 400, slot: 9 * HOUR, chance: 1, minDuration: 15 * MINUTE, maxDuration: 30 * MINUTE, latestStart: 3 * HOUR },
  /** a cabinet's door, in working hours */
  cabinetDoor: { tag: 500, slot: HOUR, chance: 0.35, minDuration: MINUTE, maxDuration: 4 * MINUTE, when: (s: number) => localHour(s) >= 8 && localHour(s) < 20 },
  /** a cold store's door */
  storeDoor: { tag: 600, slot: 4 * HOUR, chance: 0.5, minDuration: 2 * MINUTE, maxDuration: 6 * MINUTE },
} as const satisfies Record<string, SlotRule>;

export type EventKind = keyof typeof RULES | 'stop' | 'door' | 'batteryReplaced';

export interface SimEvent {
  kind: EventKind;
  start: number;
  /** exclusive; equal to start for an instant (a battery replaced) */
  end: number;
  /** an excursion: which value leaves its band, to what peak */
  field?: 'temperature' | 'humidity';
  peak?: number;
  /** a stop: the consignee */
  place?: string;
}

/** The hash state of a device under a seed: everything random about the device hangs on it. */
export function deviceBase(device: SimDevice, seed: number): number {
  return hashBase(seed, textKey(device.number));
}

/** The field an excursion moves and its peak beyond the band: mostly up, sometimes down. */
export function excursionShape(device: SimDevice, base: number, event: Window): { field: 'temperature' | 'humidity'; peak: number } {
  const profile = PROFILES[device.profile];
  const u = (facet: number) => eventUnit(RULES.excursion, base, event, facet);
  const humidity = device.channels.includes('humidity') && u(0) < 0.3;
  const up = u(1) < 0.8;
  const beyond = humidity ? 5 + u(2) * 10 : 1.5 + u(2) * 3.5;
  const [min, max] = humidity ? profile.humidity : profile.temperature;
  const peak = up ? max + beyond : min - beyond;
  return { field: humidity ? 'humidity' : 'temperature', peak: humidity ? Math.max(2, Math.min(99, peak)) : peak };
}

export const doorRuleOf = (profile: ProfileKind): SlotRule | null =>
  profile === 'cabinet' ? RULES.cabinetDoor : profile === 'chilledStore' || profile === 'frozenStore' ? RULES.storeDoor : null;

export const defrosts = (profile: ProfileKind): boolean => PROFILES[profile].defrostRise > 0;

/**
 * A battery-only device (no external power channel) drains from full to about 8 % over 20 to 40
 * days, then its battery is replaced. The cycle of `s`: its start and length.
 */
export function batteryCycle(base: number, s: number): { start: number; length: number } {
  const length = Math.round((20 + unitOf(base, 700) * 20) * DAY);
  const phase = Math.floor(unitOf(base, 701) * length);
  const offset = (((s + phase) % length) + length) % length;
  return { start: s - offset, length };
}

/** Everything scheduled for the device in [from, to), in order of start. */
export function scheduleOf(device: SimDevice, seed: number, from: number, to: number): SimEvent[] {
  const base = deviceBase(device, seed);
  const out: SimEvent[] = [];
  const add = (kind: EventKind, rule: SlotRule) => {
    for (const w of eventsBetween(rule, base, from, to)) {
      out.push({ kind, start: w.start, end: w.end, ...(kind === 'excursion' ? excursionShape(device, base, w) : {}) });
    }
  };
  add('excursion', RULES.excursion);
  add('offline', RULES.offline);
  if (device.channels.includes('power')) add('powerOff', RULES.powerOff);
  if (defrosts(device.profile)) add('defrost', RULES.defrost);
  const doors = doorRuleOf(device.profile);
  if (doors) add('door', doors);
  if (!device.channels.includes('power') && device.channels.includes('battery')) {
    for (let cycle = batteryCycle(base, from); cycle.start < to; cycle = batteryCycle(base, cycle.start + cycle.length)) {
      if (cycle.start >= from) out.push({ kind: 'batteryReplaced', start: cycle.start, end: cycle.start });
    }
  }
  if (PROFILES[device.profile].mobile) {
    const trip = tripOf(device.tripKey, seed);
    for (let { cycleStart } = cycleAt(trip, from); cycleStart < to; cycleStart += trip.cycle) {
      for (const leg of trip.legs) {
        if (leg.kind === 'stop' && cycleStart + leg.end > from && cycleStart + leg.start < to) {
          out.push({ kind: 'stop', start: cycleStart + leg.start, end: cycleStart + leg.end, place: leg.place!.institution });
        }
        if (leg.door && cycleStart + leg.door[1] > from && cycleStart + leg.door[0] < to) {
          out.push({ kind: 'door', start: cycleStart + leg.door[0], end: cycleStart + leg.door[1] });
        }
      }
    }
  }
  return out.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
}
