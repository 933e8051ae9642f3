import type { DeviceRule } from '../../services/alarms/engine/deviceRule';
import { FIELD_OF_KIND } from '../../services/alarms/engine/judge';
import { ALARM_HISTORY_DAYS, ALARM_HISTORY_EVERY, alarmHistoryPlan, type PlanDevice } from './alarmHistoryPlan';

const DAY = 86_400;
const NOW = 1_790_000_000;

const rule = (consecutive: number): DeviceRule => ({
  ruleId: null,
  gradedAlarmId: null,
  consecutive,
  minTemperature: 2,
  maxTemperature: 8,
  minHumidity: 30,
  maxHumidity: 80,
  lowBattery: 20,
  powerOff: true,
  unplugged: false,
  offlineMinutes: 10,
});

/** 40 devices of the four models, periods of 1, 2, 5 and 10 minutes, rules counting 1 to 3 breaches. */
const devices: PlanDevice[] = Array.from({ length: 40 }, (_, i) => ({
  id: 100 + i,
  model: ['CT-100', 'CTH-200', 'CV-300G', 'CB-50'][i % 4]!,
  period: [60, 120, 300, 600][i % 4]!,
  rule: rule(1 + (i % 3)),
}));

/** Beyond the rule's limit as the engine judges it. */
function breaks(kind: string, value: number | null, r: DeviceRule): boolean {
  if (value === null) return false;
  if (kind === 'temperature_high') return value > r.maxTemperature!;
  if (kind === 'temperature_low') return value < r.minTemperature!;
  if (kind === 'humidity_high') return value > r.maxHumidity!;
  if (kind === 'humidity_low') return value < r.minHumidity!;
  if (kind === 'battery_low') return value <= r.lowBattery;
  return value === 0;
}

describe('the seeded alarm history plan', () => {
  it('gives every chosen device one run of breaches of its kind, longer than its count, at its period, 8 to 28 days back', () => {
    const plan = alarmHistoryPlan(devices, NOW, 10);
    expect(plan.map((e) => e.deviceId)).toEqual(devices.filter((_, i) => i % ALARM_HISTORY_EVERY === 0).map((d) => d.id));
    expect(alarmHistoryPlan(devices, NOW, 10)).toEqual(plan);
    for (const excursion of plan) {
      const device = devices.find((d) => d.id === excursion.deviceId)!;
      const field = FIELD_OF_KIND[excursion.kind];
      const flags = excursion.readings.map((reading) => breaks(excursion.kind, reading[field], device.rule));
      const first = flags.indexOf(true);
      const run = flags.lastIndexOf(true) - first + 1;
      // one run, in a row
      expect(flags.slice(first, first + run).every(Boolean)).toBe(true);
      expect(run).toBeGreaterThanOrEqual(device.rule.consecutive + 2);
      expect(excursion.readings[first]!.ts).toBe(excursion.firstBreach);
      expect(excursion.readings.every((reading, i) => i === 0 || reading.ts - excursion.readings[i - 1]!.ts === device.period)).toBe(true);
      // all of it before the simulator's week of history, inside the alarm pages' 31 days
      expect(excursion.readings[0]!.ts).toBeLessThanOrEqual(NOW - ALARM_HISTORY_DAYS[0] * DAY);
      expect(excursion.readings.at(-1)!.ts).toBeLessThan(NOW - 7 * DAY);
      expect(excursion.readings[0]!.ts).toBeGreaterThan(NOW - ALARM_HISTORY_DAYS[1] * DAY - DAY);
      // outside its run, and in the other fields, the device stays well inside its limits
      for (const [i, reading] of excursion.readings.entries()) {
        if (flags[i] && excursion.kind.startsWith('temperature')) continue;
        expect(reading.temperature! - 2, `${excursion.kind} ${i}`).toBeGreaterThanOrEqual(0.5);
        expect(8 - reading.temperature!, `${excursion.kind} ${i}`).toBeGreaterThanOrEqual(0.5);
      }
      // after the run: past the data timeout (10 minutes, or two periods), or nothing when the device goes silent
      const after = excursion.readings.at(-1)!.ts - excursion.lastBreach;
      if (excursion.ending === 'silent') expect(after).toBe(0);
      else expect(after).toBeGreaterThan(Math.max(600, 2 * device.period));
    }
  });

  it('does not wait out a data timeout set absurdly long (a test keeping its alarms open): an hour of readings at most', () => {
    for (const excursion of alarmHistoryPlan(devices, NOW, 1_000_000)) {
      expect(excursion.readings.at(-1)!.ts - excursion.lastBreach).toBeLessThanOrEqual(3600 + 3 * 600);
    }
  });
});
