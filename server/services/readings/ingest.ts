/**
 * Ingestion of a batch of readings: the one path for devices (POST /api/open/readings), the
 * simulator's live data and its history backfill. Each row is checked on its own (checkRow.ts)
 * and a refused row names its index and reason; the rest of the batch is stored, in one
 * transaction with the devices' latest state and their `devices` online/battery/signal columns
 * (in the same transaction rather than after it, so the two never disagree). A (device, ts) stored before, in this batch or an
 * earlier one, is kept once and counted as a duplicate. Readings may arrive out of order: the
 * latest state only moves forward. The alarm engine judges the new readings in the same
 * transaction (issue 27: no batch is ever stored unjudged), the devices held meanwhile so that
 * batches of one device take turns on every instance; the rollups are written there too. After
 * the commit, the users of each device's company hear of its newest reading and of the alarms opened.
 */
import type { FastifyInstance } from 'fastify';
import { isOnline, READING_FIELDS, type IngestResult, type Reading, type ReadingInput, type RejectedRow } from '../../../src/lib/readings';
import { translateIssue } from '../../../src/lib/validation/translate';
import type { ReadingsTable } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../messages';
import { broadcastAlarms } from '../alarms/broadcast';
import { judgeStoredReadings, prepareJudgement, type JudgeContext } from '../alarms/engine/evaluateReadings';
import type { OpenedAlarm } from '../alarms/engine/store';
import { LOCALES } from '../resources/translate';
import { tellCompanies } from './audience';
import { checkRow, deviceNumberOf, type RowIssue } from './checkRow';
import { devicesByNumber, writeDeviceStatus, type DeviceStatus, type IngestDevice } from './devices';
import { deviceStateEvent, readingEvent } from './events';
import { stateHeads, upsertStates, type StateUpdate } from './store/state';
import { coverReadings } from './partitions';
import { readingsEngineSql } from './store/engineSql';
import { storeReadings } from './store/write';

const DAY = 86_400;

export interface IngestOptions {
  /** the language of the refused rows' messages (default: the server's, zh-CN) */
  lang?: Language;
  /**
   * Recorded data (a spreadsheet uploaded from the console), not the device talking: the device
   * counts as heard from at its newest reading's time, not now, so old data leaves it offline.
   */
  recorded?: boolean;
  /** only this company's devices: another's number is refused as unknown (the data interface, routes/open/docking.ts) */
  companyId?: number;
}

function toReading(row: ReadingsTable): Reading {
  const reading = { ts: row.ts } as Reading;
  for (const field of READING_FIELDS) reading[field] = row[field];
  return reading;
}

/** What the batch changed for one device, for the socket once committed. */
interface Outcome {
  device: IngestDevice;
  /** the device's new latest reading, when this batch moved it forward */
  latest: Reading | null;
  /** the device was offline (or had no state) and is online again */
  cameOnline: boolean;
}

export async function ingestReadings(app: FastifyInstance, batch: readonly ReadingInput[], options: IngestOptions = {}): Promise<IngestResult> {
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  const now = app.nowUnix();
  const { readingsMaxFutureSeconds, readingsRetentionDays } = app.config;
  const window = { earliest: now - readingsRetentionDays * DAY, latest: now + readingsMaxFutureSeconds };
  const rejected: RejectedRow[] = [];
  const refuse = (index: number, number: string | undefined, found: RowIssue) => {
    const { field, ...message } = found;
    rejected.push({
      index,
      ...(number === undefined ? {} : { number }),
      ...(field ? { field } : {}),
      reason: found.key,
      message: translateIssue(message, LOCALES[lang], undefined, { language: lang }),
    });
  };

  const numbers = new Set<string>();
  for (const input of batch) {
    const number = deviceNumberOf(input.number);
    if (number) numbers.add(number);
  }

  let stored = 0;
  let duplicates = 0;
  const outcomes: Outcome[] = [];
  const rows: ReadingsTable[] = [];
  let opened: OpenedAlarm[] = [];
  // outside the transaction: the devices, their rules (cached per connection), and PostgreSQL's
  // partitions for the batch's times
  const devices = await devicesByNumber(app.db, [...numbers]);
  if (options.companyId !== undefined) for (const [number, device] of devices) if (device.companyId !== options.companyId) devices.delete(number);
  const judging: JudgeContext = await prepareJudgement(app, [...new Set([...devices.values()].map((device) => device.id))]);
  const times = batch.map((input) => Number((input as { ts?: unknown }).ts)).filter((ts) => Number.isFinite(ts) && ts >= window.earliest && ts <= window.latest);
  if (times.length) await coverReadings(app.db, Math.min(...times), Math.max(...times), app.config);
  await app.db.transaction().execute(async (trx) => {
    /** device id → the times taken in this batch */
    const times = new Map<number, Set<number>>();
    /** device id → its newest row of this batch */
    const newest = new Map<number, ReadingsTable>();
    const byId = new Map<number, IngestDevice>();
    batch.forEach((input, index) => {
      const number = deviceNumberOf(input.number);
      const shownNumber = typeof input.number === 'string' ? input.number.slice(0, 40) : undefined;
      if (!number) return refuse(index, shownNumber, { key: 'validation.readings.number', field: 'number' });
      const device = devices.get(number);
      if (!device) return refuse(index, number, { key: 'validation.readings.unknownDevice', field: 'number', params: { number } });
      const row = checkRow(input as Record<string, unknown>, device, window);
      if (!('device_id' in row)) return refuse(index, number, row);
      let taken = times.get(device.id);
      if (!taken) {
        times.set(device.id, (taken = new Set()));
        byId.set(device.id, device);
      }
      if (taken.has(row.ts)) {
        duplicates += 1;
        return undefined;
      }
      taken.add(row.ts);
      rows.push(row);
      const last = newest.get(device.id);
      if (!last || row.ts > last.ts) newest.set(device.id, row);
      return undefined;
    });
    if (!rows.length) return;

    const ids = [...byId.keys()];
    await readingsEngineSql(trx).lockDevices(trx, ids);
    const fresh = await storeReadings(trx, rows);
    stored = fresh.length;
    duplicates += rows.length - stored;
    /** each device's newest reading before the batch: the alarm engine judges only what is newer */
    const before = await stateHeads(trx, ids);
    const updates: StateUpdate[] = [];
    const status: DeviceStatus[] = [];
    for (const id of ids) {
      const device = byId.get(id)!;
      const previous = before.get(id);
      const row = newest.get(id);
      if (!row) continue;
      const reading = toReading(row);
      const movedOn = !previous || reading.ts > previous.ts;
      // recorded data older than the device's newest says nothing new about it
      if (options.recorded && !movedOn) continue;
      const talking = !options.recorded || isOnline(reading.ts, now, device.offlineMinutes, device.acquisitionPeriod);
      updates.push({ deviceId: id, reading, seenAt: options.recorded ? reading.ts : now, online: talking });
      outcomes.push({ device, latest: movedOn ? reading : null, cameOnline: talking && !previous?.online });
      const battery = movedOn && reading.battery !== null ? reading.battery : device.battery;
      const signal = movedOn && reading.signal !== null ? reading.signal : device.signal;
      const online = talking ? 1 : device.online;
      if (device.online !== online || battery !== device.battery || signal !== device.signal) status.push({ id, online, battery, signal });
    }
    await upsertStates(trx, updates);
    await writeDeviceStatus(trx, status);
    if (stored) opened = await judgeStoredReadings(app, trx, judging, { rows: fresh, heads: before, recorded: options.recorded === true });
  });

  const messages = outcomes.flatMap(({ device, latest, cameOnline }) => {
    const message = latest ? readingEvent(device, latest) : cameOnline ? deviceStateEvent(device, true, now) : null;
    return message ? [{ companyId: device.companyId, message }] : [];
  });
  await tellCompanies(app, messages);
  // the 0003 of the live alarms the batch opened, once they are committed
  if (opened.length) await broadcastAlarms(app, opened);
  return { stored, duplicates, rejected };
}
