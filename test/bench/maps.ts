/**
 * The map pages (issue 14's performance table; for `npm run bench`, e.g. BENCH_ONLY=maps), against
 * the built console and the real server in Chromium:
 * - the vehicle monitor with 5,000 vehicles (the page's GET /map/vehicles answered with synthetic
 *   rows by the browser itself, page.route): frames a second over a scripted pan (mouse drags
 *   back and forth), median and the longest frame;
 * - the track replay of 30 days of one-minute positions (43,200 points, posted through the public
 *   ingestion endpoint for one vehicle): GET /map/track's time and size, and the page's own figure
 *   from the answer in hand to the track and chart painted (data-drawn-ms, useDrawnMark.ts);
 * - the map chunk: the gzip size of the built assets that carry Leaflet (JS and CSS), and that
 *   none of them, nor the offline basemap's data, loads before a map page opens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { Track, VehicleRow, VehiclesAnswer } from '../../src/lib/maps';
import { INGEST_MAX_BATCH } from '../../src/lib/readings';
import { DRAWN_MEASURE } from '../../src/pages/map-replay/replayTiming';
import { go, login } from '../e2e/support/browser';
import { directLogin } from '../e2e/support/directApi';
import type { RunningServer } from '../e2e/support/startServer';
import { deviceSigning, postAll } from './readingsServer';
import { kb, median, ms } from './support';
import { cpuInMeasures, TRACE_CATEGORIES } from './traceCpu';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const VEHICLES = 5000;
const PAN_DRAGS = 6;
const REPLAY_RUNS = 5;
const TRACK_POINTS = 43_200;
const DAY = 86_400;
const shown = '[data-page][data-active]';

async function loggedIn(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await login(page, ADMIN.username, ADMIN.password);
  await page.locator('[data-testid="sidebar"]').waitFor();
  return page;
}

/** 5,000 vehicles spread over the Yangtze delta, every state represented. */
function syntheticVehicles(): VehiclesAnswer {
  const states = ['moving', 'stopped', 'offline', 'alarm'] as const;
  const now = Math.floor(Date.now() / 1000);
  const list: VehicleRow[] = Array.from({ length: VEHICLES }, (_, i) => ({
    deviceId: 900_000 + i,
    number: String(90_000_000 + i),
    name: `Bench ${i}`,
    organizationId: 1,
    assetId: null,
    assetName: `Bench truck ${i}`,
    plate: `沪B${String(i).padStart(5, '0')}`,
    lat: 29 + ((i * 7919) % 4000) / 1000,
    lng: 118 + ((i * 104_729) % 4500) / 1000,
    positionTs: now - (i % 300),
    lastSeen: now - (i % 300),
    speedKmh: (i % 90) + 0.5,
    heading: (i * 37) % 360,
    temperature: 4 + (i % 50) / 10,
    humidity: 55,
    thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null },
    state: states[i % states.length]!,
    alarms: [],
    waybill: null,
  }));
  const counts = { moving: 0, stopped: 0, offline: 0, alarm: 0 };
  for (const row of list) counts[row.state] += 1;
  return { list, counts };
}

/** Frame intervals (ms) of the page while `work` runs. */
async function framesDuring(page: Page, work: () => Promise<void>): Promise<number[]> {
  await page.evaluate(`(function () {
    window.__frames = [];
    window.__recording = true;
    (function tick(t) { if (!window.__recording) return; window.__frames.push(t); requestAnimationFrame(tick); })(performance.now());
  })()`);
  await work();
  const stamps = (await page.evaluate('(window.__recording = false, window.__frames)')) as number[];
  return stamps.slice(2).map((t, i) => t - stamps[i + 1]!);
}

async function benchPanning(browser: Browser, url: string): Promise<Row[]> {
  const page = await loggedIn(browser, url);
  const answer = JSON.stringify({ status: '1', message: '', data: syntheticVehicles() });
  await page.route('**/api/map/vehicles**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: answer }));
  await go(page, '/map/carmonitor');
  await page.locator(`${shown} [data-testid="vehicle-map"][data-markers="${VEHICLES}"]`).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const box = (await page.locator(`${shown} [data-testid="base-map"]`).boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const intervals = await framesDuring(page, async () => {
    for (let i = 0; i < PAN_DRAGS; i += 1) {
      const dx = i % 2 ? -240 : 240;
      await page.mouse.move(cx - dx / 2, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx / 2, cy + (i % 2 ? -60 : 60), { steps: 40 });
      await page.mouse.up();
      // the redraw of the markers after the pan ends belongs to the pan
      await page.waitForTimeout(150);
    }
  });
  await page.context().close();
  const fps = 1000 / median(intervals);
  return [
    [
      `vehicle monitor, ${VEHICLES} vehicles: panning (median)`,
      `${fps.toFixed(1)} fps`,
      `${intervals.length} frames over ${PAN_DRAGS} drags; longest frame ${ms(Math.max(...intervals))}; target ≥ 50 fps`,
    ],
  ];
}

/** 30 days of one-minute positions with temperatures (a warm hour a day) for one vehicle, ending now. */
async function seedTrack(url: string): Promise<{ deviceId: number; start: number; end: number }> {
  const api = await directLogin(url, ADMIN);
  const { list } = await api.get<VehiclesAnswer>('/map/vehicles', {});
  const vehicle = list.filter((row) => row.number.length === 8).at(-1);
  if (!vehicle) throw new Error('no vehicle to replay');
  const end = Math.floor(Date.now() / 1000);
  // 17 s past each minute: clear of the whole-minute readings other parts of the bench post
  const first = end - TRACK_POINTS * 60 + 17;
  const rows = Array.from({ length: TRACK_POINTS }, (_, i) => {
    const ts = first + i * 60;
    const warm = i % 1440 >= 600 && i % 1440 < 660;
    return {
      number: vehicle.number,
      ts,
      temperature: Math.round((warm ? 9.5 : 5 + Math.sin(i / 90)) * 10) / 10,
      humidity: 55,
      lat: Math.round((31 + 0.6 * Math.sin(i / 2000)) * 1e6) / 1e6,
      lng: Math.round((121 + 0.8 * Math.cos(i / 2300)) * 1e6) / 1e6,
      battery: 80,
      signal: 70,
      power: 1,
    };
  });
  const batches: unknown[][] = [];
  for (let i = 0; i < rows.length; i += INGEST_MAX_BATCH) batches.push(rows.slice(i, i + INGEST_MAX_BATCH));
  await postAll(url, await deviceSigning(url), batches);
  return { deviceId: vehicle.deviceId, start: end - 30 * DAY, end };
}

async function benchReplay(browser: Browser, url: string): Promise<Row[]> {
  const { deviceId, start, end } = await seedTrack(url);
  const api = await directLogin(url, ADMIN);
  const answers: number[] = [];
  let points = 0;
  for (let i = 0; i < REPLAY_RUNS; i += 1) {
    const t0 = performance.now();
    const track = await api.get<Track>(`/map/track/${deviceId}`, { start, end: end + i });
    answers.push(performance.now() - t0);
    points = track.points.length;
  }
  const size = Buffer.byteLength(JSON.stringify({ status: '1', message: '', data: await api.get<Track>(`/map/track/${deviceId}`, { start, end }) }));

  const page = await loggedIn(browser, url);
  const drawn: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < REPLAY_RUNS; i += 1) {
    // a new end each run: a new query, not react-query's cached answer
    await page.evaluate(`document.querySelector('[data-testid="replay-page"]')?.removeAttribute('data-drawn-ms')`);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await go(page, `/map/replay?deviceId=${deviceId}&start=${start}&end=${end + i}`);
    const mark = page.locator(`${shown} [data-testid="replay-page"][data-drawn-ms]`);
    await mark.waitFor({ timeout: 60_000 });
    drawn.push(Number(await mark.getAttribute('data-drawn-ms')));
    cpu.push(...cpuInMeasures(await browser.stopTracing(), DRAWN_MEASURE));
  }
  await page.context().close();
  return [
    [
      `GET /map/track, ${points} points (median)`,
      ms(median(answers)),
      `${(size / 1024 / 1024).toFixed(1)} MB of JSON (before compression); ${REPLAY_RUNS} runs, signed client in Node`,
    ],
    [`track replay, ${points} points: answer → drawn (median)`, ms(median(drawn)), `track and chart painted; ${drawn.join(' ')} ms; target ≤ 300 ms`],
    [
      `track replay, ${points} points: main-thread CPU meanwhile (median)`,
      ms(median(cpu)),
      `the page's own work in that time, whatever else the machine runs; ${cpu.map((c) => c.toFixed(0)).join(' ')} ms`,
    ],
  ];
}

/** The built assets that carry Leaflet (its JS, its CSS): the map chunk. */
function mapChunk(staticDir: string): Array<{ name: string; gzip: number }> {
  const dir = join(staticDir, 'assets');
  return readdirSync(dir)
    .filter((name) => /\.(js|css)$/.test(name))
    .flatMap((name) => {
      const text = readFileSync(join(dir, name));
      const leaflet = name.endsWith('.css') ? text.includes('.leaflet-container') : text.includes('_leaflet_id');
      return leaflet ? [{ name, gzip: gzipSync(text, { level: 9 }).length }] : [];
    });
}

async function benchChunk(browser: Browser, url: string, staticDir: string): Promise<Row[]> {
  const chunk = mapChunk(staticDir);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${url}/login`);
  await login(page, ADMIN.username, ADMIN.password);
  await page.locator('[data-testid="sidebar"]').waitFor();
  await page.waitForLoadState('networkidle');
  const isMap = (u: string) => chunk.some((c) => u.endsWith(`/assets/${c.name}`)) || u.includes('/basemap/');
  const early = requested.filter(isMap);
  const before = requested.length;
  await go(page, '/map/carmonitor');
  await page.locator(`${shown} [data-testid="base-map"]`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const onMapPage = requested.slice(before).filter(isMap).length;
  await context.close();
  const total = chunk.reduce((sum, c) => sum + c.gzip, 0);
  return [
    ['map chunk (gzip)', kb(total), chunk.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')],
    [
      'map chunk loaded before a map page',
      early.length === 0 ? 'none' : `${early.length} files`,
      `login → dashboard; then the vehicle monitor loaded ${onMapPage} map files${early.length ? `; early: ${early.join(', ')}` : ''}`,
    ],
  ];
}

/**
 * The maps table. `staticDir`: the built console the server serves (STATIC_DIR, else dist).
 * Call: rows.push(...(await benchMaps(browser, server, STATIC_DIR ?? 'dist'))).
 */
export async function benchMaps(browser: Browser, server: RunningServer, staticDir = process.env.STATIC_DIR ?? 'dist'): Promise<Row[]> {
  return [...(await benchChunk(browser, server.url, staticDir)), ...(await benchPanning(browser, server.url)), ...(await benchReplay(browser, server.url))];
}
