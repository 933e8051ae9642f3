/**
 * Readings on the server, measured against the real server process (part of `npm run bench`,
 * BENCH_ONLY=readings): issue 12's performance table.
 * - ingestion through the public endpoint: signed batches of 500, several in flight, validation
 *   and the latest-state update included;
 * - a chart query over 31 days of one-minute data (44,640 rows of one device), downsampled;
 * - the first start of a fresh server with the simulator's history (SIM_HISTORY_DAYS, 7 by
 *   default) for the seeded fleet, and the database's size per million readings.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleConfig } from '../../src/lib/contract';
import { channelsOf, type Channel, type MonitorPage, type ReadingInput } from '../../src/lib/readings';
import type { SigningConfig } from '../../src/lib/signing';
import { directLogin } from '../e2e/support/directApi';
import { freePort, type RunningServer } from '../e2e/support/startServer';
import { postBatch } from '../support/ingestBatch';
import { median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const DEVICE_SALT = process.env.SIGN_SALT_DEVICE ?? 'coldchain-demo-device-salt';
export const BATCH = 500;
export const IN_FLIGHT = 4;
export const INGEST_BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 200);
export const MINUTES_31_DAYS = 31 * 24 * 60;

/**
 * 31 days of one-minute readings of one temperature and humidity logger from `start`: a slow wave
 * with one excursion a day, as the chart benches read it.
 */
export function monthOfMinutes(number: string, start: number) {
  return Array.from({ length: MINUTES_31_DAYS }, (_, i) => ({
    number,
    ts: start + i * 60,
    temperature: Math.round((5 + 3 * Math.sin(i / 90) + (i % 1440 === 700 ? 6 : 0)) * 10) / 10,
    humidity: Math.round((60 + 10 * Math.cos(i / 200)) * 10) / 10,
    battery: 90,
    signal: 70,
    power: 1,
  }));
}
const CHART_RUNS = 15;

export async function deviceSigning(url: string): Promise<SigningConfig> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as ConsoleConfig;
  return { hash: config.signing.hash, salts: { request: DEVICE_SALT, chart: config.signing.salts.chart } };
}

/** Posts `batches` in order, `IN_FLIGHT` at a time; throws on the first refusal. */
export async function postAll(url: string, signing: SigningConfig, batches: unknown[][]): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const { envelope } = await postBatch(url, signing, batch);
      if (envelope.status !== '1' || envelope.data!.rejected.length) throw new Error(`batch refused: ${JSON.stringify(envelope).slice(0, 300)}`);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

const SAMPLE: Partial<Record<Channel, Partial<ReadingInput>>> = { humidity: { humidity: 55.5 }, battery: { battery: 80 }, signal: { signal: 60 }, power: { power: 1 } };

/** A reading of a device of this model: its temperature, and plausible values on the model's other simple channels. */
export function readingOf(device: { number: string; model: string }, ts: number, temperature: number): ReadingInput {
  return Object.assign({ number: device.number, ts, temperature }, ...channelsOf(device.model).map((channel) => SAMPLE[channel] ?? {})) as ReadingInput;
}

/** Batches of one reading per device, round after round, each round a minute later. */
export function fleetBatches(devices: Array<{ number: string; model: string }>, count: number, endUnix: number): unknown[][] {
  const rounds = Math.ceil((count * BATCH) / devices.length);
  const rows: ReadingInput[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const ts = endUnix - (rounds - round) * 60;
    for (const device of devices) rows.push(readingOf(device, ts, 4 + (round % 30) / 10));
  }
  return Array.from({ length: count }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));
}

/** The rows, and the device whose 31 days of data the records page is timed on (data ending at `end`). */
export async function benchReadingsServer(server: RunningServer): Promise<{ rows: Row[]; chart: { deviceId: number; end: number }; signing: SigningConfig }> {
  const rows: Row[] = [];
  const signing = await deviceSigning(server.url);
  const api = await directLogin(server.url, ADMIN);
  const fleet = await api.get<MonitorPage>('/monitor', { limit: 1000 });
  const now = Math.floor(Date.now() / 1000);

  // ingestion: a warm-up, then the timed batches (a day's worth of one-minute rounds, fewer than the retention)
  const batches = fleetBatches(fleet.list, INGEST_BATCHES + 10, now - 60);
  await postAll(server.url, signing, batches.slice(0, 10));
  const started = performance.now();
  await postAll(server.url, signing, batches.slice(10));
  const seconds = (performance.now() - started) / 1000;
  rows.push([
    'ingestion through POST /api/open/readings',
    `${Math.round((INGEST_BATCHES * BATCH) / seconds).toLocaleString('en')} readings/s`,
    `${INGEST_BATCHES} signed batches of ${BATCH}, ${IN_FLIGHT} in flight; target ≥ 20,000`,
  ]);

  // 31 days of one-minute data for one temperature and humidity logger, then the chart query
  const device = fleet.list.find((d) => d.model === 'CTH-200')!;
  const end = now - 1;
  const start = end - MINUTES_31_DAYS * 60 + 60;
  const month = monthOfMinutes(device.number, start);
  await postAll(server.url, signing, Array.from({ length: Math.ceil(month.length / BATCH) }, (_, i) => month.slice(i * BATCH, (i + 1) * BATCH)));
  const times: number[] = [];
  for (let i = 0; i < CHART_RUNS; i += 1) {
    const t0 = performance.now();
    await api.get(`/readings/${device.id}`, { start, end, mode: 'chart', points: 1000 });
    times.push(performance.now() - t0);
  }
  rows.push([
    'readings query, 31 days of one-minute data, chart (median)',
    ms(median(times)),
    `${month.length.toLocaleString('en')} rows → 1,000 points per channel, request on loopback; target ≤ 100 ms`,
  ]);
  return { rows, chart: { deviceId: device.id, end }, signing };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

/**
 * A fresh server with the simulator on: spawn → the simulator's "history in" log line, and the
 * database size per million readings after it.
 */
export async function benchFirstStart(): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-bench-sim-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SIMULATOR: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const history = await new Promise<{ seconds: number; readings: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no history line within 120 s:\n${output.slice(-2000)}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = HISTORY_LINE.exec(output);
      if (!line) return;
      clearTimeout(timer);
      resolve({ seconds: (performance.now() - started) / 1000, readings: Number(line[1]!.replace(/[^\d]/g, '')) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`)));
  });
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const bytes = folderBytes(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  return [
    ['first start with the simulated history', `${history.seconds.toFixed(1)} s`, `${history.readings.toLocaleString('en')} readings of 320 devices, process spawn included; target ≤ 10 s`],
    ['database size', `${((bytes / history.readings) * 1e6 / 2 ** 20).toFixed(0)} MB per million readings`, `${(bytes / 2 ** 20).toFixed(0)} MB after the history (the seed included)`],
  ];
}

/** The simulator's log line when its history is in; the first number is the readings stored. */
const HISTORY_LINE = /history[^\n]*?([\d,]+) readings/i;
