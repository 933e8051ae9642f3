/**
 * `npm run bench`: measures in Chromium against the built console and the real server, and
 * prints a table. Numbers, not assertions: the test suite does not time anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer } from '../e2e/support/startServer';
import { launchChromium } from '../e2e/support/browser';
import { FIRST_PAGE_PROBE, kb, median, ms, printTable, recordScripts, serveStatic, VISIBLE_PROBE } from './support';
import { benchResources } from './resources';
import { benchTabs } from './tabs';
import { benchAbuse } from './abuse';
import { benchFirstStart, benchReadingsServer } from './readingsServer';
import { benchLiveMonitor, benchRecordPage } from './readingsPages';
import { benchAlarms } from './alarms';
import { benchMaps } from './maps';
import { benchTemperatureLogPage } from './temperatureLogPage';
import { benchTemperatureReport } from './temperatureReport';
import { benchTemperatureReportPeriodChange } from './temperatureReportPeriodChange';
import { benchTemperatureReportFile } from './temperatureReportFile';
import { benchChartExcursions } from './chartExcursions';
import { benchScaleFleet } from './scaleFleet';
import { benchScaleStorage } from './scaleStorage';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BASELINE_RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? 3);
const ADMIN = { username: 'admin0001', password: 'Admin@123' };
/**
 * BENCH_ONLY=login,tabs,resources,baseline,readings,alarms,reports,maps (comma-separated) runs those parts of the
 * Chromium table (readings: issue 12's ingestion, query, pages and first start; alarms: issue 13's; reports and maps:
 * issue 14's); BENCH_ONLY=abuse the flood table alone; BENCH_ONLY=chart the chart of 10,000 excursions alone
 * (issue 26, no build, no browser; also part of readings); BENCH_ONLY=scale issue 27's table alone (SQLite beside
 * PostgreSQL and Redis with two instances: test/bench/scaleStorage.ts, scaleFleet.ts). Unset: everything.
 */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);
/** STATIC_DIR: build into (and serve) that folder instead of dist/, e.g. beside others' builds */
const STATIC_DIR = process.env.STATIC_DIR;
/** BENCH_VERBOSE=1: list the scripts the login page and the first page load */
const VERBOSE = process.env.BENCH_VERBOSE === '1';

function build(args: string[]): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Navigation start → the login form's username input in the DOM, measured inside the page. */
async function loginFormTime(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript({ content: VISIBLE_PROBE });
  await context.addInitScript({ content: FIRST_PAGE_PROBE });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
  await page.goto(url);
  await page.locator('input[name="username"]').waitFor({ state: 'visible', timeout: 120_000 });
  const time = Number(await page.evaluate('window.__formVisibleAt'));
  await page.waitForLoadState('networkidle');
  return { context, page, scripts, time, navigations };
}

/** The second table: floods beside a signed-in user's latency (test/bench/abuse.ts). */
async function abuseTable(): Promise<void> {
  const rows = await benchAbuse();
  console.log('\nabuse');
  printTable(rows);
}

/**
 * The third table: the platform at fleet scale on both engines (issue 27), without Chromium: the
 * storage half (test/bench/scaleStorage.ts: peak ingestion on each engine, the 31-day chart, size
 * per million readings), then the fleet (test/bench/scaleFleet.ts: 100,000 devices on two
 * instances, failover). BENCH_SCALE_PARTS=storage or =fleet runs one of them.
 */
async function scaleTable(): Promise<void> {
  const parts = new Set((process.env.BENCH_SCALE_PARTS ?? 'storage,fleet').split(',').map((part) => part.trim()));
  const rows = [...(parts.has('storage') ? await benchScaleStorage() : []), ...(parts.has('fleet') ? await benchScaleFleet() : [])];
  console.log('\nscale');
  printTable(rows);
}

async function main(): Promise<void> {
  // BENCH_ONLY=abuse: just the flood table, without Chromium (the server serves the last dist/)
  if (ONLY.size === 1 && ONLY.has('abuse')) return abuseTable();
  if (ONLY.size === 1 && ONLY.has('scale')) return scaleTable();
  // BENCH_ONLY=chart: a computation, no server or browser needed
  if (ONLY.size === 1 && ONLY.has('chart')) return printTable(benchChartExcursions());
  if (process.env.BENCH_SKIP_BUILD !== '1') build(STATIC_DIR ? ['--outDir', STATIC_DIR, '--emptyOutDir'] : []);
  const baselineDir = mkdtempSync(join(tmpdir(), 'plain-ra-'));
  if (runs('baseline')) build(['--config', 'test/bench/plain-ra/vite.config.ts', '--outDir', baselineDir, '--emptyOutDir']);

  // every run logs in from 127.0.0.1, more than the per-IP login limit allows a minute: the
  // limit is for strangers (the abuse table measures it), not for these timings
  // startServer passes this process's environment on, STATIC_DIR included
  const server = await startServer({ RATE_LOGIN_PER_MINUTE: '1000' });
  const baseline = await serveStatic(baselineDir);
  const browser = await launchChromium();
  const rows: Array<[string, string, string?]> = [];
  try {
    const loginTimes: number[] = [];
    const firstPageTimes: number[] = [];
    const navigationCounts: number[] = [];
    let loginJs = 0;
    let layoutJs = 0;
    for (let i = 0; runs('login') && i < RUNS; i += 1) {
      const { context, page, scripts, time } = await loginFormTime(browser, `${server.url}/login`);
      loginTimes.push(time);
      loginJs = scripts.total();
      if (VERBOSE && i === 0) console.log('login page scripts:', scripts.list().join(', '));
      scripts.reset();
      await page.locator('input[name="username"]').fill(ADMIN.username);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForFunction('window.__firstPageAt !== undefined');
      firstPageTimes.push(Number(await page.evaluate('window.__firstPageAt - window.__submitAt')));
      await page.waitForLoadState('networkidle');
      layoutJs = scripts.total();
      if (VERBOSE && i === 0) console.log('first page scripts:', scripts.list().join(', '));
      await context.close();
      const guarded = await loginFormTime(browser, `${server.url}/device/list`);
      navigationCounts.push(guarded.navigations);
      await guarded.context.close();
    }

    const baselines: Array<[string, string]> = [
      ['plain react-admin, 3 resources', '/'],
      ['plain react-admin, 3 resources, requireAuth', '/?requireAuth=1'],
    ];
    const baselineRows: Array<[string, string, string?]> = [];
    let baselineJs = 0;
    for (const [label, path] of runs('baseline') ? baselines : []) {
      const times: number[] = [];
      const navs: number[] = [];
      for (let i = 0; i < BASELINE_RUNS; i += 1) {
        const run = await loginFormTime(browser, `${baseline.url}${path}`);
        times.push(run.time);
        navs.push(run.navigations);
        baselineJs = run.scripts.total();
        await run.context.close();
      }
      baselineRows.push([`${label}: login form (median)`, ms(median(times)), `${median(navs)} navigations; ${BASELINE_RUNS} runs`]);
    }

    if (runs('login')) {
      rows.push(
        ['console: login form visible (median)', ms(median(loginTimes)), `navigation start → form; ${RUNS} runs`],
        ['console: /device/list logged out → form', `${median(navigationCounts)} navigations`, 'median'],
        [
          'console: login submit → first page (median)',
          ms(median(firstPageTimes)),
          `submit event → sidebar visible (next frame); ${firstPageTimes.map((t) => t.toFixed(0)).join(' ')}`,
        ],
        ['console: JS for the login page (gzip)', kb(loginJs)],
        ['console: JS added by the first page (gzip)', kb(layoutJs), 'react-admin, MUI, layout'],
      );
    }
    if (runs('baseline')) rows.push(...baselineRows, ['plain react-admin: JS (gzip)', kb(baselineJs)]);
    if (runs('tabs')) rows.push(...(await benchTabs(browser, server.url)));
    if (runs('resources')) rows.push(...(await benchResources(browser, server.url)));
    // the reports part reads the 31 days of one-minute data the readings part stores
    const readings = runs('readings') || runs('reports') ? await benchReadingsServer(server) : null;
    if (runs('readings') && readings) {
      rows.push(...readings.rows);
      rows.push(...benchChartExcursions());
      rows.push(...(await benchRecordPage(browser, server.url, readings.chart.deviceId, readings.chart.end)));
      rows.push(...(await benchLiveMonitor(browser, server.url, readings.signing)));
    }
    if (runs('chart') && !runs('readings')) rows.push(...benchChartExcursions());
    if (runs('alarms')) rows.push(...(await benchAlarms(browser, server)));
    if (runs('reports') && readings) {
      rows.push(...(await benchTemperatureLogPage(browser, server.url, readings.chart.deviceId, readings.chart.end)));
      rows.push(...(await benchTemperatureReport()));
      rows.push(...(await benchTemperatureReportPeriodChange()));
      rows.push(...(await benchTemperatureReportFile()));
    }
    if (runs('maps')) rows.push(...(await benchMaps(browser, server, STATIC_DIR ?? 'dist')));
  } finally {
    await browser.close();
    baseline.server.close();
    await server.stop();
  }
  // a server of its own, with the simulator on: nothing else running
  if (runs('readings')) rows.push(...(await benchFirstStart()));
  printTable(rows);
  // BENCH_SKIP_ABUSE=1: the Chromium table only (the floods take about five minutes)
  if (process.env.BENCH_SKIP_ABUSE !== '1' && runs('abuse')) await abuseTable();
  if (runs('scale')) await scaleTable();
}

void main();
