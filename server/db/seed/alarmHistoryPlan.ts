/**
 * The seeded alarm history as readings (issue 26 §1 "Seeded alarms come from data"): for every
 * eleventh demo device one short excursion of its own, readings at its acquisition period that break
 * the limit of the rule watching it (the engine's, deviceRule.ts) for a few readings in a row more
 * than the rule's consecutive count, with in-range readings before and, unless the device is to go
 * silent, after. The engine judges them (alarmHistory.ts): every seeded alarm is one it opened, with
 * its peak and limit from these readings. Pure and deterministic: the seed and the tests read the
 * same plan. The excursions lie 8 to 28 days back: the alarm pages' 31 days show them, and the
 * simulator's history (SIM_HISTORY_DAYS, 7 by default) never interleaves with them.
 */
import { channelsOf } from '../../../src/lib/readings';
import type { DeviceRule } from '../../services/alarms/engine/deviceRule';
import { dataTimeoutSeconds } from '../../services/alarms/engine/dataTimeout';
import type { ReadingKind } from '../../services/alarms/engine/judge';
import { mulberry32 } from '../../services/seededRandom';
import type { ReadingsTable } from '../schema';

const DAY = 86_400;
/**
 * every eleventh demo device has an excursion of its own: 30 of the 320, of every type (11 and the 4
 * types of monitoring.ts share no factor); each one costs every test platform's seed a little
 */
export const ALARM_HISTORY_EVERY = 11;
/** the in-range readings after an excursion cover its data timeout, up to this */
const TAIL_MAX_SECONDS = 3600;
/** the excursions start between these many days back */
export const ALARM_HISTORY_DAYS = [8, 28] as const;

/**
 * How an excursion ends: back in range (the engine ends it by data timeout), acknowledged with a
 * handling solution while it lasts and then back in range, closed by hand after its last breach,
 * or the device goes silent after it (no reading: open until the engine's sweep ends it, silent).
 */
export const ENDINGS = ['backInRange', 'acknowledged', 'backInRange', 'silent', 'closed', 'backInRange'] as const;
export type Ending = (typeof ENDINGS)[number];

/** The kinds in turn; one the device cannot raise (no humidity channel or limit, no power channel) is a high temperature. */
const KINDS: readonly ReadingKind[] = [
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'temperature_high',
  'battery_low',
  'power_off',
  'humidity_low',
  'temperature_high',
];

export interface PlanDevice {
  id: number;
  model: string | null;
  /** seconds between two readings */
  period: number;
  rule: DeviceRule;
}

export interface Excursion {
  deviceId: number;
  kind: ReadingKind;
  ending: Ending;
  readings: ReadingsTable[];
  /** the first and the last breaching reading */
  firstBreach: number;
  lastBreach: number;
  /** when a person acknowledged or closed it (readings up to then are judged before) */
  actionAt: number | null;
}

/** The ending of the n-th excursion. */
export const endingOf = (n: number): Ending => ENDINGS[n % ENDINGS.length]!;

/** The endings of the excursions of `deviceCount` seeded devices, in order (every device can have one). */
export const plannedEndings = (deviceCount: number): Ending[] => Array.from({ length: Math.ceil(deviceCount / ALARM_HISTORY_EVERY) }, (_, n) => endingOf(n));

function kindFor(n: number, device: PlanDevice): ReadingKind {
  const kind = KINDS[n % KINDS.length]!;
  const channels = channelsOf(device.model);
  const { rule } = device;
  const possible =
    kind === 'humidity_high'
      ? channels.includes('humidity') && rule.maxHumidity !== null
      : kind === 'humidity_low'
        ? channels.includes('humidity') && rule.minHumidity !== null
        : kind === 'power_off'
          ? channels.includes('power') && rule.powerOff
          : kind === 'temperature_low'
            ? rule.minTemperature !== null
            : kind !== 'temperature_high' || rule.maxTemperature !== null;
  return possible ? kind : 'temperature_high';
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** Well inside the limits: their middle, or `room` inside the one there is. */
function middle(low: number | null, high: number | null, room: number, fallback: number): number {
  if (low !== null && high !== null) return (low + high) / 2;
  if (high !== null) return high - room;
  return low !== null ? low + room : fallback;
}

/** The readings of one excursion of `device`, starting near `around`. */
export function excursionOf(n: number, device: PlanDevice, around: number, timeoutMinutes: number): Excursion {
  const next = mulberry32(20260601 + n);
  const { rule } = device;
  const period = Math.max(60, device.period);
  const kind = kindFor(n, device);
  const ending = endingOf(n);
  const channels = channelsOf(device.model);
  const lead = 4;
  const run = rule.consecutive + 2 + Math.floor(next() * 4);
  // after the last breach: past the data timeout, so that the engine ends it from these readings (a
  // timeout over TAIL_MAX_SECONDS, as some tests set to keep alarms open, is not waited for: they stay open)
  const waited = Math.min(dataTimeoutSeconds({ alarmDataTimeoutMinutes: timeoutMinutes }, period), TAIL_MAX_SECONDS);
  const tail = ending === 'silent' ? 0 : Math.ceil(waited / period) + 3;
  const start = Math.floor(around / period) * period;
  const tMin = rule.minTemperature;
  const tMax = rule.maxTemperature;
  const tMid = middle(tMin, tMax, 3, 5);
  const tSpan = tMin !== null && tMax !== null ? tMax - tMin : 6;
  const hMid = middle(rule.minHumidity, rule.maxHumidity, 15, 55);
  const hSpan = rule.minHumidity !== null && rule.maxHumidity !== null ? rule.maxHumidity - rule.minHumidity : 30;
  const peak = 1 + next() * 2.5;
  const battery = Math.min(100, rule.lowBattery + 35 + Math.floor(next() * 30));
  const signal = 60 + Math.floor(next() * 30);
  const readings: ReadingsTable[] = [];
  for (let i = 0; i < lead + run + tail; i += 1) {
    const phase = i < lead ? 'before' : i < lead + run ? 'run' : 'after';
    const k = i - lead;
    // 0 → 1 → 0 over the run: a rise, a peak, a fall
    const shape = phase === 'run' ? Math.sin((Math.PI * (k + 1)) / (run + 1)) : 0;
    const breach = phase === 'run';
    const wobble = (next() - 0.5) * 0.3;
    let temperature = round1(tMid + tSpan * 0.12 * Math.sin(i / 3) + wobble * tSpan * 0.1);
    let humidity: number | null = channels.includes('humidity') ? round1(hMid + hSpan * 0.1 * Math.sin(i / 4) + wobble * 4) : null;
    let level = battery;
    let power: number | null = channels.includes('power') ? 1 : null;
    if (breach && kind === 'temperature_high') temperature = round1(tMax! + 0.3 + peak * shape);
    if (breach && kind === 'temperature_low') temperature = round1(tMin! - 0.3 - peak * shape);
    if (breach && kind === 'humidity_high') humidity = round1(rule.maxHumidity! + 1 + 3 * peak * shape);
    if (breach && kind === 'humidity_low') humidity = round1(rule.minHumidity! - 1 - 3 * peak * shape);
    if (kind === 'battery_low') {
      // draining to the limit, below it for the run, then a new battery
      level = phase === 'before' ? rule.lowBattery + lead - i : phase === 'run' ? Math.max(0, rule.lowBattery - 1 - Math.floor(k / 2)) : 100;
    }
    if (breach && kind === 'power_off') power = 0;
    readings.push({
      device_id: device.id,
      ts: start + i * period,
      temperature,
      humidity,
      battery: level,
      signal: channels.includes('signal') ? signal : null,
      power,
      lat: null,
      lng: null,
      pressure: null,
      light: null,
      o2: null,
      co2: null,
      shake: null,
      door: null,
    });
  }
  const firstBreach = start + lead * period;
  const lastBreach = start + (lead + run - 1) * period;
  // acknowledged at the run's second reading past the count (the alarm is open, still breaching); closed one period after the last breach
  const actionAt = ending === 'acknowledged' ? firstBreach + rule.consecutive * period : ending === 'closed' ? lastBreach + period : null;
  return { deviceId: device.id, kind, ending, readings, firstBreach, lastBreach, actionAt };
}

/** The excursions of the plan: the n-th of every eleventh device (`devices` in seeding order). */
export function alarmHistoryPlan(devices: ReadonlyArray<PlanDevice | null>, nowUnix: number, timeoutMinutes: number): Excursion[] {
  const plan: Excursion[] = [];
  const [from, to] = ALARM_HISTORY_DAYS;
  for (let index = 0, n = 0; index < devices.length; index += ALARM_HISTORY_EVERY, n += 1) {
    const device = devices[index];
    if (!device) continue;
    const back = from * DAY + ((n * 7919 * 37) % ((to - from) * DAY));
    plan.push(excursionOf(n, device, nowUnix - back, timeoutMinutes));
  }
  return plan;
}
