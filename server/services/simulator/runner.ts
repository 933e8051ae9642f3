/**
 * The simulator at work: it fills the history of every device (on the first start, SIM_HISTORY_DAYS;
 * on a later one, the gap since each device's last reading), then, tick by tick, sends the readings
 * that came due, all through `ingestReadings`, the path real devices take. It judges by the app's
 * clock, so tests move time and call `tick()` themselves; jobs run one at a time, and `stop()` waits
 * for the one under way.
 */
import type { FastifyInstance } from 'fastify';
import type { ReadingInput } from '../../../src/lib/readings';
import { ingestReadings } from '../readings/ingest';
import { silencedDevices } from '../qaTools/silence';
import { clockFor, dueTimes, historyStart, loadClock, storyAt, type StoryClock } from './clock';
import { loadFleet, type FleetDevice } from './fleet';
import { simulate } from './generate';

export interface SimulatorSettings {
  seed: number;
  /** days of story filled on the first start (and at most after a long stop) */
  historyDays: number;
  /** story seconds per real second (clock.ts) */
  speed: number;
  /** simulate only the first devices by id; 0: all */
  devices: number;
  /** readings per ingestion call while filling history */
  batchSize?: number;
  /** seconds of the app's clock between two readings of the devices' settings */
  reloadSeconds?: number;
}

export interface Backfill {
  stored: number;
  duplicates: number;
  rejected: number;
  seconds: number;
  /** CPU seconds of the process meanwhile (user and system): the wall time of a machine with nothing else to do */
  cpuSeconds: number;
  /** false when stopped before the end */
  complete: boolean;
}

export interface Simulator {
  /** Fills history up to now; then `tick` carries on from there. */
  backfill(): Promise<Backfill>;
  /** Sends what came due since the last tick (or the backfill; the first tick without one only starts the clock): one batch; returns the rows stored. */
  tick(): Promise<number>;
  /** No job starts after this; resolves when the one under way has ended. */
  stop(): Promise<void>;
  /** The fleet as last read. */
  fleet(): readonly FleetDevice[];
}

export const DEFAULT_BATCH = 20_000;
export const DEFAULT_RELOAD_SECONDS = 30;

async function lastTimes(app: FastifyInstance, ids: readonly number[]): Promise<Map<number, number>> {
  const last = new Map<number, number>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await app.db.selectFrom('device_state').select(['device_id', 'ts']).where('device_id', 'in', ids.slice(start, start + 500)).execute();
    for (const row of rows) last.set(row.device_id, Number(row.ts));
  }
  return last;
}

function cpuSince(before: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1e6;
}

/** Lets requests in between two large batches: better-sqlite3 works synchronously. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSimulator(app: FastifyInstance, settings: SimulatorSettings): Simulator {
  const seed = Math.floor(settings.seed) >>> 0;
  const batchSize = settings.batchSize ?? DEFAULT_BATCH;
  const reloadSeconds = settings.reloadSeconds ?? DEFAULT_RELOAD_SECONDS;
  let fleet: FleetDevice[] = [];
  let clock: StoryClock | null = null;
  let cursor: number | null = null;
  let reloadedAt = -Infinity;
  let stopped = false;
  let chain: Promise<unknown> = Promise.resolve();
  const totals = { stored: 0, duplicates: 0, rejected: 0 };

  /** Runs jobs one after another; a stopped simulator runs none. */
  function queue<T>(job: () => Promise<T>, idle: T): Promise<T> {
    const run = chain.then(() => (stopped ? idle : job()));
    chain = run.catch(() => undefined);
    return run;
  }

  async function send(batch: ReadingInput[]): Promise<void> {
    if (!batch.length) return;
    const result = await ingestReadings(app, batch);
    totals.stored += result.stored;
    totals.duplicates += result.duplicates;
    totals.rejected += result.rejected.length;
    if (result.rejected.length) app.log.warn({ rejected: result.rejected.length, first: result.rejected[0]?.reason }, 'simulated readings refused');
  }

  /** The readings of `device` due in (after, until], in time order. */
  function readingsOf(device: FleetDevice, after: number, until: number, into: ReadingInput[]): void {
    for (const t of dueTimes(clock, device.period, device.phase, after, until)) {
      const reading = simulate(device, seed, storyAt(clock, t), { number: device.number, ts: t });
      if (reading) into.push(reading);
    }
  }

  async function reload(now: number): Promise<void> {
    fleet = await loadFleet(app.db, settings.devices);
    reloadedAt = now;
  }

  return {
    backfill: () =>
      queue(async () => {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const before = { ...totals };
        const now = app.nowUnix();
        clock = await loadClock(app.db);
        await reload(now);
        const last = await lastTimes(app, fleet.map((d) => d.id));
        let batch: ReadingInput[] = [];
        for (const device of fleet) {
          if (stopped) break;
          readingsOf(device, historyStart(clock, last.get(device.id) ?? null, now, settings.historyDays), now, batch);
          if (batch.length >= batchSize) {
            await send(batch);
            batch = [];
            await breathe();
          }
        }
        await send(batch);
        clock = await clockFor(app.db, clock, settings.speed, now);
        cursor = now;
        return {
          complete: !stopped,
          stored: totals.stored - before.stored,
          duplicates: totals.duplicates - before.duplicates,
          rejected: totals.rejected - before.rejected,
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpuSince(cpuBefore),
        };
      }, { stored: 0, duplicates: 0, rejected: 0, seconds: 0, cpuSeconds: 0, complete: false }),

    tick: () =>
      queue(async () => {
        const now = app.nowUnix();
        // no history filled (or its filling failed): live from now on
        if (cursor === null) cursor = now;
        if (now <= cursor) return 0;
        if (now - reloadedAt >= reloadSeconds) await reload(now);
        // after a long pause (a machine asleep) at most the history span (an hour at least) is caught up
        const after = Math.max(cursor, now - Math.max(3600, Math.ceil(settings.historyDays * 86_400)));
        const batch: ReadingInput[] = [];
        // issue 30 §5: a device the QA tools forced offline sends nothing meanwhile
        const silenced = await silencedDevices(app.db, now);
        for (const device of fleet) if (!silenced.has(device.id)) readingsOf(device, after, now, batch);
        cursor = now;
        const before = totals.stored;
        for (let start = 0; start < batch.length; start += batchSize) await send(batch.slice(start, start + batchSize));
        return totals.stored - before;
      }, 0),

    stop: async () => {
      stopped = true;
      await chain;
    },

    fleet: () => fleet,
  };
}
