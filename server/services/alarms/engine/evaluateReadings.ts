/**
 * The rule engine's step in each ingestion (services/readings/ingest.ts): the batch's stored
 * readings judged against each device's rule (evaluate.ts), and what changed stored (store.ts), in
 * the ingestion's own transaction. Readings not newer than the device's latest state before the
 * batch (late ones) do not count. Returns the alarms opened, for the caller's 0003 broadcast once
 * committed.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlarmOptions } from '../../../configAlarms';
import type { Database, ReadingsTable } from '../../../db/schema';
import type { DeviceRule, EngineDevice } from './deviceRule';
import { evaluateBatch, type DeviceReadings, type EvaluationSettings } from './evaluate';
import { rulesOf } from './rulesOf';
import { loadCounters, loadDevices, loadOpenAlarms, writeEvaluation, type OpenedAlarm } from './store';

export interface ReadingsToJudge {
  /** the batch's rows (any order; duplicates of stored ones are recognised by time) */
  rows: readonly ReadingsTable[];
  /** each device's newest reading before the batch */
  heads: ReadonlyMap<number, { ts: number }>;
  /** recorded data (an upload): its alarms are history */
  recorded: boolean;
}

/** What judging a batch's devices needs from outside its transaction (the rules' cache is per connection). */
export interface JudgeContext {
  devices: Map<number, EngineDevice>;
  rules: Map<number, DeviceRule | null>;
}

/** Loads the devices and their rules through the app's connection, before the batch's transaction. */
export async function prepareJudgement(app: FastifyInstance, deviceIds: readonly number[]): Promise<JudgeContext> {
  const devices = await loadDevices(app.db, deviceIds);
  const rules = await rulesOf(app.db, devices.values(), app.nowUnix(), app.config);
  return { devices, rules };
}

/**
 * Judges the batch's stored rows inside the ingestion's transaction (issue 27: a batch is stored
 * and judged together or not at all), each device's rows newer than its head before the batch,
 * oldest first. The caller holds the devices (store/engineSql.ts lockDevices), so two batches of
 * one device, on one instance or two, are judged one after the other, each after the other's
 * commit. A failure fails the batch: nothing of it is stored.
 */
export async function judgeStoredReadings(app: FastifyInstance, trx: Kysely<Database>, context: JudgeContext, { rows, heads, recorded }: ReadingsToJudge): Promise<OpenedAlarm[]> {
  const byDevice = new Map<number, ReadingsTable[]>();
  for (const row of rows) {
    if (row.ts <= (heads.get(row.device_id)?.ts ?? -Infinity)) continue;
    let list = byDevice.get(row.device_id);
    if (!list) byDevice.set(row.device_id, (list = []));
    list.push(row);
  }
  const batch: DeviceReadings[] = [];
  for (const [id, list] of byDevice) {
    const device = context.devices.get(id);
    const rule = context.rules.get(id);
    if (!device || !rule) continue;
    batch.push({ device, rule, readings: list.sort((a, b) => a.ts - b.ts) });
  }
  return judgeBatch(trx, batch, engineSettings(app.config, app.nowUnix(), recorded));
}

type EngineOptions = Pick<
  AlarmOptions,
  'alarmHysteresisTemperature' | 'alarmHysteresisHumidity' | 'alarmHysteresisBattery' | 'alarmDataTimeoutMinutes' | 'alarmLiveWindowSeconds'
>;

export function engineSettings(options: EngineOptions, now: number, recorded: boolean): EvaluationSettings {
  return {
    alarmHysteresisTemperature: options.alarmHysteresisTemperature,
    alarmHysteresisHumidity: options.alarmHysteresisHumidity,
    alarmHysteresisBattery: options.alarmHysteresisBattery,
    alarmDataTimeoutMinutes: options.alarmDataTimeoutMinutes,
    now,
    liveSince: now - options.alarmLiveWindowSeconds,
    recorded,
  };
}

/**
 * Judges stored readings (each device's newer than what was judged before, oldest first) against
 * the stored counters and open alarms, and stores what changed; inside the caller's transaction.
 * The seed's alarm history goes through it too (db/seed/alarmHistory.ts).
 */
export async function judgeBatch(trx: Kysely<Database>, batch: readonly DeviceReadings[], settings: EvaluationSettings): Promise<OpenedAlarm[]> {
  if (!batch.length) return [];
  const ids = batch.map((part) => part.device.id);
  const counters = await loadCounters(trx, ids);
  const open = await loadOpenAlarms(trx, ids);
  return writeEvaluation(trx, evaluateBatch(batch, counters, open, settings), settings.now);
}
