/**
 * Readings pages in Chromium (part of `npm run bench`, BENCH_ONLY=readings), after
 * readingsServer.ts has put 31 days of one-minute data in for one device:
 * - the records page: the Query click with a 31-day range → the frame after the temperature
 *   chart of that range is drawn (data-painted), the chart request included;
 * - the monitor with 1,000 devices each receiving a reading every second over the socket: the
 *   longest task of the page meanwhile (PerformanceObserver 'longtask'), and whether every card
 *   in view shows the last second's value 2 s after it was posted.
 */
import type { Browser, Page } from 'playwright-core';
import type { MonitorPage } from '../../src/lib/readings';
import type { SigningConfig } from '../../src/lib/signing';
import { login } from '../e2e/support/browser';
import { directLogin } from '../e2e/support/directApi';
import { postBatch } from '../support/ingestBatch';
import { readingOf } from './readingsServer';
import { median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const RECORD_RUNS = 5;
const FLEET = 1000;
const LIVE_SECONDS = 20;
const shown = '[data-page][data-active]';

const pad = (n: number) => String(n).padStart(2, '0');
/** The datetime-local text of a moment in this machine's zone (the browser's). */
const inputText = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

async function loggedIn(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await login(page, ADMIN.username, ADMIN.password);
  await page.locator('[data-testid="sidebar"]').waitFor();
  return page;
}

/** Query click → the frame after the chart of [start, end] is painted. */
async function timeQuery(page: Page, start: number, end: number): Promise<number> {
  const bar = page.locator(shown).getByRole('form', { name: 'Query' });
  await bar.getByLabel('Start').fill(inputText(start));
  await bar.getByLabel('End').fill(inputText(end));
  return page.evaluate(
    (painted) =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('[data-page][data-active]')!;
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!root.querySelector(`[data-testid="chart-temperature"][data-painted="${painted}"]`)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
        (root.querySelector('form[aria-label="Query"] button[type="submit"]') as HTMLButtonElement).click();
      }),
    `${start}:${end}`,
  );
}

export async function benchRecordPage(browser: Browser, url: string, deviceId: number, end: number): Promise<Row[]> {
  const page = await loggedIn(browser, url);
  await page.goto(`${url}/device/record?deviceId=${deviceId}`);
  await page.locator(shown).getByRole('form', { name: 'Query' }).waitFor();
  const times: number[] = [];
  // each run a minute earlier: a new range, so nothing comes from the page's cache
  for (let i = 0; i < RECORD_RUNS; i += 1) {
    const to = Math.floor(end / 60) * 60 - i * 60;
    times.push(await timeQuery(page, to - 31 * 86_400 + 60, to));
  }
  await page.context().close();
  return [['records page: 31-day range chosen → chart painted (median)', ms(median(times)), `${times.map((t) => t.toFixed(0)).join(' ')}; target ≤ 400 ms`]];
}

/** Adds devices until the company has FLEET of them; returns all. */
async function fleetOf(url: string): Promise<Array<{ number: string; model: string }>> {
  const api = await directLogin(url, ADMIN);
  const existing = await api.get<MonitorPage>('/monitor', { limit: FLEET });
  const organizationId = existing.list[0]!.organizationId;
  const devices = existing.list.map(({ number, model }) => ({ number, model }));
  for (let i = 0; devices.length < FLEET; i += 1) {
    const number = String(90_000_000 + i);
    await api.post('/device', { number, name: `bench-${number}`, type: 'temperature_humidity', model: 'CTH-200', expireDate: Math.floor(Date.now() / 1000) + 365 * 86_400, organizationId, temperatureMin: 2, temperatureMax: 8 });
    devices.push({ number, model: 'CTH-200' });
  }
  return devices;
}

const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver(function (list) { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: false });`;

export async function benchLiveMonitor(browser: Browser, url: string, signing: SigningConfig): Promise<Row[]> {
  const devices = await fleetOf(url);
  const page = await loggedIn(browser, url);
  await page.goto(`${url}/device/monitor`);
  await page.locator(`${shown} [data-testid^="device-card-"]`).first().waitFor();
  await page.waitForTimeout(1000);
  await page.evaluate(LONG_TASKS);
  let value = 0;
  for (let second = 0; second < LIVE_SECONDS; second += 1) {
    const tick = Date.now();
    const ts = Math.floor(tick / 1000);
    value = Math.round((3 + (second % 40) / 10) * 10) / 10;
    const rows = devices.map((device) => readingOf(device, ts, value));
    await Promise.all([postBatch(url, signing, rows.slice(0, 500)), postBatch(url, signing, rows.slice(500))]);
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - tick)));
  }
  await page.waitForTimeout(1000); // 2 s after the last post began, at most
  const cards = await page.evaluate(
    (text) => {
      const all = Array.from(document.querySelectorAll('[data-page][data-active] [data-testid^="device-card-"]'));
      const withTemperature = all.filter((card) => card.querySelector('[data-channel="temperature"]'));
      return { total: withTemperature.length, current: withTemperature.filter((card) => card.querySelector('[data-channel="temperature"]')!.textContent!.includes(text)).length };
    },
    value.toFixed(1),
  );
  const tasks = (await page.evaluate('window.__longTasks')) as number[];
  await page.context().close();
  return [
    [
      `monitor, ${FLEET} devices × 1 reading/s for ${LIVE_SECONDS} s: longest task`,
      ms(Math.max(0, ...tasks)),
      `${tasks.filter((t) => t > 50).length} tasks over 50 ms; target: none`,
    ],
    ['monitor: cards in view current 2 s after the last post', `${cards.current} of ${cards.total}`, 'target: all'],
  ];
}
