import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { MEMORY, type PlatformOptions } from '../../config';
import { dueTimes, storyAt, type StoryClock } from './clock';
import type { FleetDevice } from './fleet';
import { simulate } from './generate';

const START = 1_767_225_600_000; // ms, 2026-01-01 00:00 UTC
const HOURS = 6;

function clock() {
  let current = START;
  return { now: () => current, advance: (seconds: number) => (current += seconds * 1000) };
}

/** A small fleet (the first four seeded devices: a cabinet, a cold store, a vehicle, a box), driven by hand. */
async function app(time: ReturnType<typeof clock>, options: Partial<PlatformOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ dataDir: MEMORY, simDevices: 4, simHistoryDays: HOURS / 24, simSeed: 11, ...options, now: time.now });
}

/** What the generator gives the device in (after, until]: what must have been stored. */
function expected(device: FleetDevice, after: number, until: number, seed = 11, story: StoryClock | null = null) {
  return dueTimes(story, device.period, device.phase, after, until).flatMap((ts) => {
    const values = simulate(device, seed, storyAt(story, ts));
    return values ? [{ ts, ...values }] : [];
  });
}

/** The readings of the simulator's week: the seed's alarm history (db/seed/alarmHistory.ts) lies further back. */
async function stored(instance: FastifyInstance, deviceId?: number): Promise<number> {
  let query = instance.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ts', '>', Math.floor(START / 1000) - 7 * 86_400);
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const now = (time: ReturnType<typeof clock>) => Math.floor(time.now() / 1000);

// each test boots the platform, some twice, on a machine shared with other jobs
describe('the simulator runner', { timeout: 60_000 }, () => {
  it('is off unless asked: buildApp stores no readings', async () => {
    const time = clock();
    const instance = await app(time);
    await instance.simulator.started;
    time.advance(600);
    expect(await stored(instance)).toBe(0);
    await instance.close();
  });

  it('fills the history through ingestion, exactly what the generator gives, then sends what comes due', async () => {
    const time = clock();
    const instance = await app(time);
    const result = await instance.simulator.backfill();
    const fleet = instance.simulator.fleet();
    expect(fleet.map((d) => d.profile)).toEqual(['cabinet', 'chilledStore', 'frozenVehicle', 'chilledBox']);
    const t0 = now(time);
    const history = fleet.map((device) => expected(device, t0 - HOURS * 3600, t0));
    expect(result).toMatchObject({ stored: history.flat().length, duplicates: 0, rejected: 0 });
    expect(await stored(instance)).toBe(history.flat().length);
    // the stored values are the generator's, on the model's channels only
    const vehicle = fleet[2]!;
    const row = await instance.db.selectFrom('readings').selectAll().where('device_id', '=', vehicle.id).orderBy('ts', 'desc').executeTakeFirstOrThrow();
    const last = history[2]!.at(-1)!;
    expect(row).toMatchObject({ ts: last.ts, temperature: last.temperature, lat: last.lat, lng: last.lng, door: last.door, pressure: null });
    // the latest state moved with it
    const state = await instance.db.selectFrom('device_state').select(['ts']).where('device_id', '=', vehicle.id).executeTakeFirstOrThrow();
    expect(Number(state.ts)).toBe(last.ts);

    time.advance(600);
    await instance.simulator.tick();
    const due = fleet.map((device) => expected(device, t0, t0 + 600)).flat().length;
    expect(due).toBeGreaterThan(0);
    expect(await stored(instance)).toBe(history.flat().length + due);
    await instance.close();
  });

  it('with no history to fill, starts at once and still sends what comes due', async () => {
    const time = clock();
    const instance = await app(time, { simHistoryDays: 0 });
    expect((await instance.simulator.backfill()).stored).toBe(0);
    const t0 = now(time);
    time.advance(900);
    await instance.simulator.tick();
    expect(await stored(instance)).toBe(instance.simulator.fleet().map((device) => expected(device, t0, t0 + 900)).flat().length);
    expect(await stored(instance)).toBeGreaterThan(0);
    await instance.close();
  });

  it('reads the settings again: a longer acquisition period sends less often', async () => {
    const time = clock();
    const instance = await app(time);
    await instance.simulator.backfill();
    const vehicle = instance.simulator.fleet()[2]!;
    expect(vehicle.period).toBe(120);
    await instance.db.updateTable('devices').set({ acquisition_period: 600 }).where('id', '=', vehicle.id).execute();
    const before = await stored(instance, vehicle.id);
    const t0 = now(time);
    time.advance(3600);
    await instance.simulator.tick();
    const sent = (await stored(instance, vehicle.id)) - before;
    expect(sent).toBe(expected({ ...vehicle, period: 600 }, t0, t0 + 3600).length);
    expect(sent).toBeLessThan(expected(vehicle, t0, t0 + 3600).length);
    expect(sent).toBeGreaterThan(0);
    await instance.close();
  });

  it('continues on restart without storing history twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-sim-'));
    try {
      const time = clock();
      const first = await app(time, { dataDir });
      const filled = await first.simulator.backfill();
      expect(filled.stored).toBeGreaterThan(100);
      await first.close();

      time.advance(900);
      const second = await app(time, { dataDir });
      const again = await second.simulator.backfill();
      const fleet = second.simulator.fleet();
      const t0 = now(time) - 900;
      // only the quarter hour it was away, from each device's last reading on: the same story, nothing twice
      const total = fleet.map((device) => expected(device, t0 - HOURS * 3600, t0 + 900)).flat().length;
      expect(again).toMatchObject({ stored: total - filled.stored, duplicates: 0 });
      expect(again.stored).toBeGreaterThan(0);
      expect(await stored(second)).toBe(total);
      expect((await second.simulator.backfill()).stored).toBe(0);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs a faster story at SIM_SPEED, stamping readings with real time, never ahead of it', async () => {
    const time = clock();
    const instance = await app(time, { simSpeed: 60 });
    await instance.simulator.backfill();
    const anchor = JSON.parse((await instance.db.selectFrom('settings').select('value').where('key', '=', 'simulator.clock').executeTakeFirstOrThrow()).value) as StoryClock;
    const t0 = now(time);
    expect(anchor).toEqual({ real: t0, story: t0, speed: 60 });
    time.advance(60);
    await instance.simulator.tick();
    const vehicle = instance.simulator.fleet()[2]!;
    const rows = await instance.db.selectFrom('readings').select(['ts', 'temperature', 'lat']).where('device_id', '=', vehicle.id).where('ts', '>', t0).orderBy('ts').execute();
    const want = expected(vehicle, t0, t0 + 60, 11, anchor);
    // a reading every 2 real seconds (120 s of story each), all at or before now
    expect(rows.length).toBe(want.length);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((r) => Number(r.ts))).toEqual(want.map((w) => w.ts));
    expect(Math.max(...rows.map((r) => Number(r.ts)))).toBeLessThanOrEqual(t0 + 60);
    expect(rows.map((r) => r.lat)).toEqual(want.map((w) => w.lat));
    await instance.close();
  });

  it('starts by itself when on, and stops cleanly on close, even in the middle of the history', async () => {
    const lines: string[] = [];
    const time = clock();
    const instance = await app(time, { simulator: true, simDevices: 0, simHistoryDays: 7, logger: { write: (line) => lines.push(line) } });
    await instance.close();
    expect(lines.filter((line) => /failed/.test(line))).toEqual([]);

    const small = await app(time, { simulator: true, logger: { write: (line) => lines.push(line) } });
    await small.simulator.started;
    expect(await stored(small)).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('Simulator: history in'))).toBe(true);
    await small.close();
  });
});
