/**
 * Temperature and humidity of a simulated device at a time: its profile's level and slow drift, the
 * saw-tooth of its compressor (reefer units, cold rooms, cabinets), the heat of doors (a quick
 * spike, then an exponential recovery) and of defrosts (several °C for 15–30 minutes), the warming
 * of a box's ice packs, a room's afternoon, and the scheduled excursions that take it out of its band.
 */
import { unitOf } from '../seededRandom';
import { PROFILES } from './profiles';
import { defrosts, doorRuleOf, excursionShape, RULES, type SimDevice } from './schedule';
import { disturbance, jitter, smooth, trapezoid } from './signals';
import { eventAt, latestEvent } from './slots';
import { cycleAt, type Trip } from './trip';

const MINUTE = 60;
const DAY = 86_400;

export interface Thermal {
  temperature: number;
  humidity: number;
  /** 0 to 1: how much of a door's (or lid's) rise is in */
  door: number;
  doorOpen: boolean;
}

/** The latest door window of a vehicle's trip that opened at or before `s` in this cycle. */
function tripDoor(trip: Trip, s: number): [number, number] | null {
  const { cycleStart, offset } = cycleAt(trip, s);
  let found: readonly [number, number] | null = null;
  for (const leg of trip.legs) if (leg.door && leg.door[0] <= offset) found = leg.door;
  return found ? [cycleStart + found[0], cycleStart + found[1]] : null;
}

function doorWindow(device: SimDevice, base: number, trip: Trip | null, s: number): [number, number] | null {
  if (trip) return tripDoor(trip, s);
  const rule = doorRuleOf(device.profile);
  const event = rule && latestEvent(rule, base, s);
  return event ? [event.start, event.end] : null;
}

/** A compressor's cycle, the device's own (°C around the level): its period, swing and duty. */
export interface CompressorCycle {
  /** seconds, 20 to 45 minutes */
  period: number;
  /** peak to peak, 1.2 to 1.8 °C */
  swing: number;
  /** the share of the period the compressor runs (pulling the air down), 0.3 to 0.45 */
  duty: number;
  phase: number;
}

export function compressorOf(base: number): CompressorCycle {
  const period = Math.round((20 + unitOf(base, 30) * 25) * MINUTE);
  return { period, swing: 1.2 + unitOf(base, 31) * 0.6, duty: 0.3 + unitOf(base, 32) * 0.15, phase: Math.floor(unitOf(base, 33) * period) };
}

/**
 * The saw-tooth of a thermostat's cycle at `s`, in [-swing/2, swing/2]: off, the air warms slowly
 * to the upper switch point; on, the compressor pulls it down fast to the lower one.
 */
export function compressorCycle(cycle: CompressorCycle, s: number): number {
  const half = cycle.swing / 2;
  const x = ((((s + cycle.phase) % cycle.period) + cycle.period) % cycle.period) / cycle.period;
  const off = 1 - cycle.duty;
  return x < off ? -half + (cycle.swing * x) / off : half - (cycle.swing * (x - off)) / cycle.duty;
}

/** Time constants of the disturbances: a door lets the heat in fast; a defrost's heaters take longer. */
const DOOR_RISE = 1.5 * MINUTE;
const DOOR_RECOVERY = 8 * MINUTE;
const DEFROST_RISE = 6 * MINUTE;
const DEFROST_RECOVERY = 8 * MINUTE;

/** Local (UTC+8) daily wave in [-1, 1], highest at 15:00. */
const afternoon = (s: number) => Math.cos((2 * Math.PI * (((s + 8 * 3600) % DAY) / 3600 - 15)) / 24);

/** `base`: schedule.deviceBase of the device and the seed. */
export function thermalAt(device: SimDevice, base: number, trip: Trip | null, s: number): Thermal {
  const profile = PROFILES[device.profile];
  const window = doorWindow(device, base, trip, s);
  const door = window ? disturbance(s, window[0], window[1], DOOR_RISE, DOOR_RECOVERY) : 0;
  const doorOpen = !!window && s < window[1];

  let level = profile.base + profile.drift * smooth(base, 1, s, profile.driftKnot);
  let rise = profile.doorRise * door;
  /** how far a disturbance has taken over from the thermostat (0 to 1) */
  let disturbed = profile.doorRise > 0 ? door : 0;
  if (device.profile === 'chilledBox' || device.profile === 'frozenBox') {
    // the packs are changed once a day at the box's own hour, then warm up through the day
    const packs = (s + Math.floor(unitOf(base, 2) * DAY)) % DAY;
    level = profile.base + profile.drift * (packs / DAY) + 0.3 * smooth(base, 1, s, profile.driftKnot);
  } else if (device.profile === 'room') {
    level += 2 * afternoon(s);
  }
  if (defrosts(device.profile)) {
    const defrost = latestEvent(RULES.defrost, base, s);
    // the larger of the two, not their sum: a defrost and a door together do not stack
    if (defrost) {
      const heat = disturbance(s, defrost.start, defrost.end, DEFROST_RISE, DEFROST_RECOVERY);
      rise = Math.max(rise, profile.defrostRise * heat);
      disturbed = Math.max(disturbed, heat);
    }
  }
  // an open door or a defrost overrides the thermostat's swing rather than adding to it
  const cycle = profile.compressor ? compressorCycle(compressorOf(base), s) * (1 - disturbed) : 0;
  let temperature = level + cycle + rise + jitter(base, 5, s, profile.jitter);

  let humidity = profile.humidityBase + 8 * smooth(base, 6, s, 2 * 3600) + 6 * door + jitter(base, 7, s, 0.5);
  if (device.profile === 'room') humidity -= 3 * afternoon(s);

  const excursion = eventAt(RULES.excursion, base, s);
  if (excursion) {
    const { field, peak } = excursionShape(device, base, excursion);
    const w = trapezoid(s, excursion.start, excursion.end);
    if (field === 'temperature') temperature = (1 - w) * temperature + w * (peak + jitter(base, 8, s, profile.jitter));
    else humidity = (1 - w) * humidity + w * (peak + jitter(base, 8, s, 0.5));
  }
  return { temperature, humidity: Math.min(100, Math.max(0, humidity)), door, doorOpen };
}
