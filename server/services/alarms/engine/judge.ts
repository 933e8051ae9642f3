/**
 * What a device's rule checks in each reading: one check per kind the rule sets a limit for, and a
 * reading's value against it: breach, band or normal (src/lib/alarms.ts judgeLimit, with the
 * configured hysteresis margins). Only a breach counts: band and normal alike end a run (issue 26,
 * evaluate.ts). The checks are made once per device and batch, so the loop over
 * hundreds of thousands of readings (the simulator's history) allocates nothing per reading.
 */
import { type AlarmKind } from '../../../../src/lib/alarms';
import { judgeLimit, type LimitVerdict } from '../../../../src/lib/alarmLimits';
import type { AlarmOptions } from '../../../configAlarms';
import type { DeviceRule } from './deviceRule';

/** The kinds readings decide; 'offline' is the sweep's (sweep.ts). */
export const READING_KINDS = [
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'battery_low',
  'power_off',
  'unplugged',
] as const satisfies readonly AlarmKind[];
export type ReadingKind = (typeof READING_KINDS)[number];

/** Every kind the engine raises: the readings' and the sweep's; each is named on every page (issue 26). */
export const ENGINE_KINDS = [...READING_KINDS, 'offline'] as const satisfies readonly AlarmKind[];

export type Margins = Pick<AlarmOptions, 'alarmHysteresisTemperature' | 'alarmHysteresisHumidity' | 'alarmHysteresisBattery'>;

export interface Check {
  kind: ReadingKind;
  field: 'temperature' | 'humidity' | 'battery' | 'power' | 'door';
  /**
   * high/low: beyond the limit; atOrBelow: at the limit or under it (battery ≤ lowBattery);
   * switch: the field stands at `limit` (power 0: cut; the probe's plug, on the door contact channel, 1: out)
   */
  test: 'high' | 'low' | 'atOrBelow' | 'switch';
  limit: number;
  margin: number;
}

/** The reading field each kind is judged on. */
export const FIELD_OF_KIND: Readonly<Record<ReadingKind, Check['field']>> = {
  temperature_high: 'temperature',
  temperature_low: 'temperature',
  humidity_high: 'humidity',
  humidity_low: 'humidity',
  battery_low: 'battery',
  power_off: 'power',
  unplugged: 'door',
};

/** The checks of a rule, in READING_KINDS order. */
export function checksOf(rule: DeviceRule, margins: Margins): Check[] {
  const checks: Check[] = [];
  const range = (kind: ReadingKind, field: 'temperature' | 'humidity', test: 'high' | 'low', limit: number | null, margin: number) => {
    if (limit !== null) checks.push({ kind, field, test, limit, margin });
  };
  range('temperature_high', 'temperature', 'high', rule.maxTemperature, margins.alarmHysteresisTemperature);
  range('temperature_low', 'temperature', 'low', rule.minTemperature, margins.alarmHysteresisTemperature);
  range('humidity_high', 'humidity', 'high', rule.maxHumidity, margins.alarmHysteresisHumidity);
  range('humidity_low', 'humidity', 'low', rule.minHumidity, margins.alarmHysteresisHumidity);
  checks.push({ kind: 'battery_low', field: 'battery', test: 'atOrBelow', limit: rule.lowBattery, margin: margins.alarmHysteresisBattery });
  if (rule.powerOff) checks.push({ kind: 'power_off', field: 'power', test: 'switch', limit: 0, margin: 0 });
  if (rule.unplugged) checks.push({ kind: 'unplugged', field: 'door', test: 'switch', limit: 1, margin: 0 });
  return checks;
}

export function verdictOf(check: Check, value: number): LimitVerdict {
  switch (check.test) {
    case 'high':
    case 'low':
      return judgeLimit(value, check.limit, check.test, check.margin);
    case 'atOrBelow':
      // the limit itself is low, unlike the ranges
      return value <= check.limit ? 'breach' : judgeLimit(value, check.limit, 'low', check.margin);
    case 'switch':
      return value === check.limit ? 'breach' : 'normal';
  }
}

/** The value an alarm of the check records (its peak): none for a switch. */
export const valueOf = (check: Check, value: number): number | null => (check.test === 'switch' ? null : value);

/** The limit an alarm of the check records: none for a switch. */
export const thresholdOf = (check: Check): number | null => (check.test === 'switch' ? null : check.limit);

/** The peak of a run: the value furthest beyond the limit (highest for a high limit, lowest otherwise). */
export function furthest(check: Check, peak: number | null, value: number | null): number | null {
  if (value === null) return peak;
  if (peak === null) return value;
  return check.test === 'high' ? Math.max(peak, value) : Math.min(peak, value);
}
