/**
 * The rule engine's judgment of one batch, in memory (issue 13 §1): each device's new readings in
 * time order, every kind its rule sets a limit for.
 * - 'breach' counts towards the rule's consecutive count; at the count an alarm opens, exceeding
 *   from the first breach of the run. While it is open a breach moves its last exceeding time and
 *   its peak, and counts towards nothing else.
 * - any other reading ('normal', and 'band': back inside within the hysteresis margin) ends the
 *   run (issue 26: "consecutive" means in a row, so two single breaches hours apart never open
 *   an alarm), and moves nothing of an open alarm, which ends only by the spec's rules (its data
 *   timeout here: no breach for that long).
 * One open alarm per device and kind. An open alarm a reading finds past its data timeout has
 * ended at its last exceeding time plus the timeout (history filled in one go goes through
 * several alarms of one kind); a reading older than the open alarm's opening is not judged for
 * that kind. The caller stores what changed (store.ts).
 */
import type { AlarmKind } from '../../../../src/lib/alarms';
import type { AlarmOptions } from '../../../configAlarms';
import type { ReadingsTable } from '../../../db/schema';
import { dataTimeoutSeconds } from './dataTimeout';
import type { DeviceRule, EngineDevice } from './deviceRule';
import { checksOf, furthest, thresholdOf, valueOf, verdictOf, type Check, type Margins, type ReadingKind } from './judge';

/** A consecutive-breach counter (`alarm_counters`). */
export interface CounterState {
  breaches: number;
  /** the time of the run's first breach */
  since: number | null;
  peak: number | null;
}

export type AlarmSource = 'live' | 'history';

/** What an alarm opened by this batch is stored with besides its times and values. */
export interface Opening {
  source: AlarmSource;
  /** the peak when it opened (its 'opened' entry's value: a batch of history may move the peak further before it is stored) */
  value: number | null;
  ruleId: number | null;
  gradedAlarmId: number | null;
  organizationId: number;
  deviceName: string;
}

/** An open alarm as the engine tracks it. */
export interface AlarmState {
  /** null: opened by this batch, not stored yet */
  id: number | null;
  deviceId: number;
  companyId: number;
  kind: AlarmKind;
  level: number;
  createdAt: number;
  firstExceededAt: number;
  lastExceededAt: number;
  peak: number | null;
  threshold: number | null;
  /** its last exceeding time or peak moved */
  changed: boolean;
  /** set when this batch found it past its data timeout */
  endedAt: number | null;
  /** set on the alarms this batch opened */
  opening: Opening | null;
}

/** One device's part of the batch: its readings newer than what was judged before, oldest first. */
export interface DeviceReadings {
  device: EngineDevice;
  rule: DeviceRule;
  readings: readonly ReadingsTable[];
}

export interface EvaluationSettings extends Margins, Pick<AlarmOptions, 'alarmDataTimeoutMinutes'> {
  now: number;
  /** readings before this open 'history' alarms (now − the live window) */
  liveSince: number;
  /** recorded data (an upload): every alarm it opens is history */
  recorded: boolean;
}

export interface Evaluation {
  /** the counters whose value changed */
  counters: Array<{ deviceId: number; kind: ReadingKind; state: CounterState }>;
  /** the alarms opened, moved or ended by the batch */
  alarms: AlarmState[];
}

/** device id → kind → a counter or an open alarm */
export type PerDevice<T> = Map<number, Map<string, T>>;

const ZERO: Readonly<CounterState> = Object.freeze({ breaches: 0, since: null, peak: null });

/** One kind of one device through the batch. */
interface Slot {
  check: Check;
  /** the counter before the batch (ZERO when none was stored): never changed, replaced */
  was: Readonly<CounterState>;
  counter: Readonly<CounterState>;
  alarm: AlarmState | undefined;
}

/** The slot's counter, copied before its first change. */
function mutable(slot: Slot): CounterState {
  if (slot.counter === slot.was || slot.counter === ZERO) slot.counter = { ...slot.counter };
  return slot.counter as CounterState;
}

/** The kinds of a device in a PerDevice map, added when missing. */
export function kindsOf<T>(map: PerDevice<T>, deviceId: number): Map<string, T> {
  let kinds = map.get(deviceId);
  if (!kinds) map.set(deviceId, (kinds = new Map()));
  return kinds;
}

/**
 * Judges the readings against the counters and open alarms, which it updates in place: `open`
 * ends as the alarms open after the batch.
 */
export function evaluateBatch(
  batch: readonly DeviceReadings[],
  counters: PerDevice<CounterState>,
  open: PerDevice<AlarmState>,
  settings: EvaluationSettings,
): Evaluation {
  const touched = new Set<AlarmState>();
  const changedCounters: Evaluation['counters'] = [];

  for (const { device, rule, readings } of batch) {
    const timeout = dataTimeoutSeconds(settings, device.acquisitionPeriod);
    const stored = counters.get(device.id);
    const opened = open.get(device.id);
    const slots: Slot[] = checksOf(rule, settings).map((check) => {
      const was = stored?.get(check.kind) ?? ZERO;
      return { check, was, counter: was, alarm: opened?.get(check.kind) };
    });
    for (const reading of readings) {
      const ts = reading.ts;
      for (const slot of slots) {
        const check = slot.check;
        const measured = reading[check.field];
        if (measured === null) continue;
        let alarm = slot.alarm;
        // a reading from before the open alarm opened says nothing of it (a seeded alarm, history filled late)
        if (alarm && ts < alarm.createdAt) continue;
        if (alarm) {
          const timedOutAt = alarm.lastExceededAt + timeout;
          if (timedOutAt < ts && timedOutAt <= settings.now) {
            alarm.endedAt = timedOutAt;
            touched.add(alarm);
            alarm = slot.alarm = undefined;
          }
        }
        if (verdictOf(check, measured) !== 'breach') {
          if (slot.counter.breaches || slot.counter.since !== null) slot.counter = ZERO;
          continue;
        }
        const value = valueOf(check, measured);
        if (alarm) {
          if (ts > alarm.lastExceededAt) alarm.lastExceededAt = ts;
          alarm.peak = furthest(check, alarm.peak, value);
          alarm.changed = true;
          touched.add(alarm);
          continue;
        }
        const counter = mutable(slot);
        counter.breaches += 1;
        if (counter.breaches === 1) {
          counter.since = ts;
          counter.peak = value;
        } else counter.peak = furthest(check, counter.peak, value);
        if (counter.breaches < rule.consecutive) continue;
        const alarmOpened: AlarmState = {
          id: null,
          deviceId: device.id,
          companyId: device.companyId,
          kind: check.kind,
          level: 1,
          createdAt: ts,
          firstExceededAt: counter.since ?? ts,
          lastExceededAt: ts,
          peak: counter.peak,
          threshold: thresholdOf(check),
          changed: true,
          endedAt: null,
          opening: {
            source: settings.recorded || ts < settings.liveSince ? 'history' : 'live',
            value: counter.peak,
            ruleId: rule.ruleId,
            gradedAlarmId: rule.gradedAlarmId,
            organizationId: device.organizationId,
            deviceName: device.name,
          },
        };
        slot.alarm = alarmOpened;
        touched.add(alarmOpened);
        // the run is the alarm's now: after it ends, a new run must reach the count again
        slot.counter = ZERO;
      }
    }
    for (const { check, was, counter, alarm } of slots) {
      if (alarm !== opened?.get(check.kind)) {
        if (alarm) kindsOf(open, device.id).set(check.kind, alarm);
        else opened?.delete(check.kind);
      }
      if (counter === was || (counter.breaches === was.breaches && counter.since === was.since && counter.peak === was.peak)) continue;
      kindsOf(counters, device.id).set(check.kind, counter);
      changedCounters.push({ deviceId: device.id, kind: check.kind, state: { ...counter } });
    }
  }
  return { counters: changedCounters, alarms: [...touched] };
}
