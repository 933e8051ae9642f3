/**
 * The storage half of the bench's `scale` part (issue 27 §1 "Numbers" and §4): SQLite under one
 * server process beside PostgreSQL + Redis under two (scaleStorageTargets.ts), both running at once
 * and measured in turns, so that a machine whose load changes meanwhile weighs on both alike:
 * - peak ingestion through the public signed endpoint: batches of 500 over a fleet of
 *   BENCH_SCALE_DEVICES devices (one reading a device a round, as a fleet reports), several in
 *   flight per instance and spread over the instances, in BENCH_SCALE_ROUNDS turns; with the CPU
 *   each batch cost the server processes and PostgreSQL (steadier than wall time on a shared machine);
 * - the 31-day chart of one device's one-minute data (it reads readings_hour): median and p95;
 * - the rollup rows that chart reads, counted in SQL;
 * - the database's size per million readings.
 * Knobs: BENCH_SCALE_BATCHES (timed batches per engine, 300), BENCH_SCALE_ROUNDS (6),
 * BENCH_SCALE_DEVICES (10,000), BENCH_SCALE_CHART_RUNS (30, at least 15),
 * BENCH_SCALE_ENGINES (sqlite,postgres: either alone).
 */
import type { SigningConfig } from '../../src/lib/signing';
import { directLogin } from '../e2e/support/directApi';
import { BATCH, deviceSigning, IN_FLIGHT, MINUTES_31_DAYS, monthOfMinutes, postAll } from './readingsServer';
import { startScaleEngines, type ScaleEngines } from './scaleEngines';
import { addFleet, chartRollupRows, countReadings, healthyBatches } from './scaleStorageDb';
import { postgresTarget, sqliteTarget, type StorageTarget } from './scaleStorageTargets';
import { median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const BATCHES = Number(process.env.BENCH_SCALE_BATCHES ?? 300);
const ROUNDS = Math.max(1, Number(process.env.BENCH_SCALE_ROUNDS ?? 6));
const WARM_UP = 10;
const DEVICES = Number(process.env.BENCH_SCALE_DEVICES ?? 10_000);
const CHART_RUNS = Math.max(15, Number(process.env.BENCH_SCALE_CHART_RUNS ?? 30));
/** chart runs in a row on one engine before the other's turn */
const CHART_TURN = 5;
const ENGINES = new Set((process.env.BENCH_SCALE_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim()));
const MB = 2 ** 20;

const count = (n: number) => Math.round(n).toLocaleString('en');

/** The nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Posts the batches spread over the instances, each instance `IN_FLIGHT` at a time. */
async function postSpread(urls: readonly string[], signing: SigningConfig, batches: unknown[][]): Promise<void> {
  await Promise.all(
    urls.map((url, i) =>
      postAll(
        url,
        signing,
        batches.filter((_, b) => b % urls.length === i),
      ),
    ),
  );
}

/** One engine's run: its target, what it sends, and what was measured. */
interface Run {
  target: StorageTarget;
  signing: SigningConfig;
  batches: unknown[][];
  seconds: number;
  cpu: { servers?: number; postgres?: number };
  chart: { deviceId: number; start: number; end: number; times: number[] };
}

async function prepare(target: StorageTarget, now: number): Promise<Run> {
  const signing = await deviceSigning(target.urls[0]!);
  const fleet = await addFleet(target.bench.db, DEVICES);
  const batches = healthyBatches(fleet, WARM_UP + BATCHES, now - 60, BATCH);
  // each instance's statements compiled, its connections open
  await postSpread(target.urls, signing, batches.slice(0, WARM_UP));
  const device = await target.bench.db.selectFrom('devices').select(['id', 'number']).where('model', '=', 'CTH-200').orderBy('id').executeTakeFirstOrThrow();
  const end = now - 1;
  return {
    target,
    signing,
    batches: batches.slice(WARM_UP),
    seconds: 0,
    cpu: {},
    chart: { deviceId: device.id, start: end - MINUTES_31_DAYS * 60 + 60, end, times: [] },
  };
}

const add = (a: number | undefined, b: number | undefined, c: number | undefined) =>
  a === undefined || b === undefined || c === undefined ? undefined : a + (c - b);

/** One turn of ingestion: this round's share of the run's batches, timed, with the CPU it cost. */
async function ingestTurn(run: Run, round: number): Promise<void> {
  const per = Math.ceil(run.batches.length / ROUNDS);
  const slice = run.batches.slice(round * per, (round + 1) * per);
  if (!slice.length) return;
  const before = run.target.cpu();
  const started = performance.now();
  await postSpread(run.target.urls, run.signing, slice);
  run.seconds += (performance.now() - started) / 1000;
  const after = run.target.cpu();
  run.cpu = { servers: add(run.cpu.servers ?? 0, before.servers, after.servers), postgres: add(run.cpu.postgres ?? 0, before.postgres, after.postgres) };
}

/** 31 days of one-minute data of one seeded temperature and humidity logger. */
async function postMonth(run: Run): Promise<void> {
  const { start } = run.chart;
  const device = await run.target.bench.db.selectFrom('devices').select('number').where('id', '=', run.chart.deviceId).executeTakeFirstOrThrow();
  const month = monthOfMinutes(device.number, start);
  await postSpread(
    run.target.urls,
    run.signing,
    Array.from({ length: Math.ceil(month.length / BATCH) }, (_, i) => month.slice(i * BATCH, (i + 1) * BATCH)),
  );
}

/** A turn of chart requests through the first instance (the console's own signed client), after one unmeasured. */
async function chartTurn(run: Run, runs: number): Promise<void> {
  const api = await directLogin(run.target.urls[0]!, ADMIN);
  const { deviceId, start, end } = run.chart;
  for (let i = 0; i <= runs; i += 1) {
    const t0 = performance.now();
    await api.get(`/readings/${deviceId}`, { start, end, mode: 'chart', points: 1000 });
    if (i > 0) run.chart.times.push(performance.now() - t0);
  }
}

async function measureAll(targets: StorageTarget[]): Promise<Row[]> {
  const now = Math.floor(Date.now() / 1000);
  const runs: Run[] = [];
  for (const target of targets) runs.push(await prepare(target, now));
  for (let round = 0; round < ROUNDS; round += 1) for (const run of runs) await ingestTurn(run, round);
  for (const run of runs) await postMonth(run);
  for (let done = 0; done < CHART_RUNS; done += CHART_TURN) for (const run of runs) await chartTurn(run, Math.min(CHART_TURN, CHART_RUNS - done));

  const rows: Row[] = [];
  for (const { target, seconds, cpu, batches } of runs) {
    const instances = target.urls.length > 1 ? `spread over ${target.urls.length} instances, ${IN_FLIGHT} in flight on each` : `${IN_FLIGHT} in flight`;
    const perBatch = [
      cpu.servers === undefined ? '' : `server processes ${(cpu.servers / batches.length).toFixed(0)} ms`,
      cpu.postgres === undefined ? '' : `PostgreSQL ${(cpu.postgres / batches.length).toFixed(0)} ms`,
    ].filter(Boolean);
    rows.push([
      `scale, ${target.label}: peak ingestion, batches of ${BATCH}`,
      `${count((batches.length * BATCH) / seconds)} readings/s`,
      `${batches.length} signed batches of ${BATCH} over ${count(DEVICES)} devices (a healthy fleet: values inside their thresholds), ${instances}, ` +
        `in ${ROUNDS} turns taken with the other engine${perBatch.length ? `; CPU a batch: ${perBatch.join(', ')}` : ''}; target ≥ 25,000 on PostgreSQL, not slower than SQLite`,
    ]);
  }
  for (const { target, chart } of runs) {
    rows.push([
      `scale, ${target.label}: 31-day chart on rollups (median / p95)`,
      `${ms(median(chart.times))} / ${ms(percentile(chart.times, 95))}`,
      `${chart.times.length} runs of GET /readings/:id mode=chart over ${count(MINUTES_31_DAYS)} one-minute readings, signed, on loopback; target ≤ 30 ms`,
    ]);
  }
  for (const { target, chart } of runs) {
    const read = await chartRollupRows(target.bench.db, chart.deviceId, chart.start, chart.end);
    rows.push([
      `scale, ${target.label}: rows a 31-day chart reads`,
      `${count(read)} rows`,
      'readings_hour rows of the device in the span, counted in SQL (instead of 44,640 raw readings)',
    ]);
  }
  for (const { target } of runs) {
    const size = await target.size(await countReadings(target.bench.db));
    rows.push([`scale, ${target.label}: database size per million readings`, `${(size.perMillion / MB).toFixed(0)} MB`, size.note]);
  }
  return rows;
}

export async function benchScaleStorage(): Promise<Row[]> {
  const targets: StorageTarget[] = [];
  let engines: ScaleEngines | undefined;
  try {
    if (ENGINES.has('sqlite')) targets.push(await sqliteTarget());
    if (ENGINES.has('postgres')) {
      engines = await startScaleEngines();
      targets.push(await postgresTarget(engines));
    }
    return await measureAll(targets);
  } finally {
    for (const target of targets) await target.stop();
    await engines?.stop();
  }
}
