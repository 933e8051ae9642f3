/**
 * The rule engine's step after each ingestion (services/readings/ingest.ts): the batch's stored
 * readings judged against each device's rule (evaluate.ts) and what changed stored in one
 * transaction (store.ts). Readings older than what was already judged for a device (late ones,
 * or a batch whose evaluation ran after a newer one's) do not count: each device's newest judged
 * time is kept per app. Returns the alarms opened, for the caller's 0003 broadcast once committed.
 * A failure is logged, never thrown: the readings are stored whatever the engine makes of them.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlarmOptions } from '../../../configAlarms';
import type { Database, ReadingsTable } from '../../../db/schema';
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

/** device id → the newest reading time judged, per app */
const judgedUntil = new WeakMap<FastifyInstance, Map<number, number>>();

function judgedOf(app: FastifyInstance): Map<number, number> {
  let judged = judgedUntil.get(app);
  if (!judged) judgedUntil.set(app, (judged = new Map()));
  return judged;
}

export async function evaluateReadings(app: FastifyInstance, input: ReadingsToJudge): Promise<OpenedAlarm[]> {
  try {
    return await evaluate(app, input);
  } catch (error) {
    app.log.warn({ err: error }, 'alarm evaluation failed');
    return [];
  }
}

async function evaluate(app: FastifyInstance, { rows, heads, recorded }: ReadingsToJudge): Promise<OpenedAlarm[]> {
  const byDevice = new Map<number, ReadingsTable[]>();
  for (const row of rows) {
    if (row.ts <= (heads.get(row.device_id)?.ts ?? -Infinity)) continue;
    let list = byDevice.get(row.device_id);
    if (!list) byDevice.set(row.device_id, (list = []));
    list.push(row);
  }
  if (!byDevice.size) return [];
  const now = app.nowUnix();
  const options = app.config;
  const devices = await loadDevices(app.db, [...byDevice.keys()]);
  const rules = await rulesOf(app.db, devices.values(), now, options);
  const judged = judgedOf(app);

  return app.db.transaction().execute(async (trx) => {
    const batch: DeviceReadings[] = [];
    for (const [id, list] of byDevice) {
      const device = devices.get(id);
      const rule = rules.get(id);
      if (!device || !rule) continue;
      // inside the transaction: another batch's judgment of this device has finished or not begun
      const after = judged.get(id) ?? -Infinity;
      const fresh = list.filter((row) => row.ts > after).sort((a, b) => a.ts - b.ts);
      if (!fresh.length) continue;
      judged.set(id, fresh[fresh.length - 1]!.ts);
      batch.push({ device, rule, readings: fresh });
    }
    return judgeBatch(trx, batch, engineSettings(options, now, recorded));
  });
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
