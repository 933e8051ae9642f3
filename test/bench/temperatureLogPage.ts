/**
 * The temperature log page in Chromium (issue 14's performance table: "temperature log of one
 * device, 31 days of one-minute data: summary and chart ≤ 1 s end to end"): "Show" clicked with a
 * 31-day range → the frame after the device's temperature chart of that range is painted, the
 * report request (every reading read, figures, MKT, excursions, chart) included. For run.ts after
 * readingsServer.ts has put 31 days of one-minute data in for one device:
 * `rows.push(...(await benchTemperatureLogPage(browser, server.url, readings.chart.deviceId, readings.chart.end)))`.
 * Run alone (it builds nothing: STATIC_DIR must hold a build):
 * `STATIC_DIR=/tmp/dist-x npx tsx test/bench/temperatureLogPage.ts`.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, login } from '../e2e/support/browser';
import { directLogin } from '../e2e/support/directApi';
import { startServer } from '../e2e/support/startServer';
import type { MonitorPage } from '../../src/lib/readings';
import { BATCH, deviceSigning, MINUTES_31_DAYS, monthOfMinutes, postAll } from './readingsServer';
import { median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const RUNS = 5;
const shown = '[data-page][data-active]';
const pad = (n: number) => String(n).padStart(2, '0');
/** The datetime-local text of a moment in this machine's zone (the browser's). */
const inputText = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Show clicked → the frame after the temperature chart of [start, end] is painted. */
async function timeShow(page: Page, start: number, end: number): Promise<number> {
  const bar = page.locator(shown).getByRole('form', { name: 'Report query' });
  await bar.getByLabel('Start').fill(inputText(start));
  await bar.getByLabel('End').fill(inputText(end));
  return page.evaluate(
    (painted) =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('[data-page][data-active]')!;
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!root.querySelector(`[data-testid="threshold-chart"][data-painted="${painted}"]`)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
        (root.querySelector('form[aria-label="Report query"] button[type="submit"]') as HTMLButtonElement).click();
      }),
    `${start}:${end}`,
  );
}

export async function benchTemperatureLogPage(browser: Browser, url: string, deviceId: number, end: number): Promise<Row[]> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await login(page, ADMIN.username, ADMIN.password);
  await page.locator('[data-testid="sidebar"]').waitFor();
  await page.goto(`${url}/statistics/temperaturelog?target=device&id=${deviceId}`);
  await page.locator(shown).getByRole('form', { name: 'Report query' }).waitFor();
  const times: number[] = [];
  // each run a minute earlier: a new range, so nothing comes from the page's cache
  for (let i = 0; i < RUNS; i += 1) {
    const to = Math.floor(end / 60) * 60 - i * 60;
    times.push(await timeShow(page, to - 31 * 86_400 + 60, to));
  }
  await context.close();
  return [
    [
      'temperature log page: 31-day range of one-minute data → summary and chart painted (median)',
      ms(median(times)),
      `${times.map((t) => t.toFixed(0)).join(' ')}; target ≤ 1 s`,
    ],
  ];
}

/** Alone: a server over STATIC_DIR, 31 days of one-minute readings for one logger, then the page. */
async function main(): Promise<void> {
  const server = await startServer({ RATE_LOGIN_PER_MINUTE: '1000' });
  try {
    const signing = await deviceSigning(server.url);
    const api = await directLogin(server.url, ADMIN);
    const device = (await api.get<MonitorPage>('/monitor', { limit: 1000 })).list.find((d) => d.model === 'CTH-200')!;
    const end = Math.floor(Date.now() / 1000) - 1;
    const start = end - MINUTES_31_DAYS * 60 + 60;
    const month = monthOfMinutes(device.number, start);
    await postAll(
      server.url,
      signing,
      Array.from({ length: Math.ceil(month.length / BATCH) }, (_, i) => month.slice(i * BATCH, (i + 1) * BATCH)),
    );
    const browser = await launchChromium();
    try {
      for (const row of await benchTemperatureLogPage(browser, server.url, device.id, end)) console.log(row.join(' | '));
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('temperatureLogPage.ts')) void main();
