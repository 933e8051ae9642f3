/**
 * `npm run bench`: measures in Chromium against the built console and the real server, and
 * prints a table. Numbers, not assertions: the test suite does not time anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/support/startServer';
import { launchChromium } from '../e2e/support/browser';
import { kb, median, ms, printTable, recordScripts, serveStatic } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ADMIN = { username: 'admin0001', password: 'Admin@123' };

function build(args: string[]): void {
  const result = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') build(['--logLevel', 'warn']);
  const baselineDir = mkdtempSync(join(tmpdir(), 'plain-ra-'));
  build(['--config', 'test/bench/plain-ra/vite.config.ts', '--outDir', baselineDir, '--emptyOutDir']);

  const server = await startServer();
  const baseline = await serveStatic(baselineDir);
  const browser = await launchChromium();
  const rows: Array<[string, string, string?]> = [];
  try {
    const loginTimes: number[] = [];
    const firstPageTimes: number[] = [];
    let loginJs = 0;
    let layoutJs = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${server.url}/login`);
      await page.getByLabel(/account/i).waitFor({ state: 'visible' });
      loginTimes.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      loginJs = scripts.total();
      scripts.reset();
      await page.getByLabel(/account/i).fill(ADMIN.username);
      await page.getByLabel(/^password/i).fill(ADMIN.password);
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: /^log in$/i }).click();
      await page.getByTestId('sidebar').waitFor({ state: 'visible' });
      firstPageTimes.push((await page.evaluate(() => performance.now())) - t0);
      await page.waitForLoadState('networkidle');
      layoutJs = scripts.total();
      await context.close();
    }

    const baselineTimes: number[] = [];
    let baselineJs = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseline.url}/`);
      await page.locator('input[name="username"]').waitFor({ state: 'visible' });
      baselineTimes.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      baselineJs = scripts.total();
      await context.close();
    }

    rows.push(
      ['login form visible (median)', ms(median(loginTimes)), `navigation start → form; ${RUNS} runs`],
      ['plain react-admin login form (median)', ms(median(baselineTimes)), 'baseline: 3 resources, requireAuth'],
      ['login submit → first page (median)', ms(median(firstPageTimes)), 'user info, routes, layout'],
      ['JS for the login page (gzip)', kb(loginJs)],
      ['JS added by the main layout (gzip)', kb(layoutJs)],
      ['JS of the plain react-admin app (gzip)', kb(baselineJs)],
    );
  } finally {
    await browser.close();
    baseline.server.close();
    await server.stop();
  }
  printTable(rows);
}

void main();
