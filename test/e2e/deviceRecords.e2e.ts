/**
 * Device records (issue 12 §3, "E2E in Chromium: choose a range on the records page and see the
 * chart and the 100-row table"), against the real server: 31 days of one-minute readings of one
 * seeded device go in through the public ingestion endpoint, signed as a device signs them; the
 * page, opened from the device's link, is given that range, paints the chart and shows the newest
 * 100 rows with the truncation message. It also times "range chosen → chart painted" (issue 12's
 * performance table: ≤ 400 ms) and looks at the page at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ConsoleConfig } from '../../src/lib/contract';
import type { ReadingInput } from '../../src/lib/readings';
import { INGEST_MAX_BATCH } from '../../src/lib/readings';
import { postBatch } from '../support/ingestBatch';
import { baseUrl, chromiumPerFile } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const DAY = 86_400;
const DEVICE_SALT = 'coldchain-demo-device-salt';
/** A seeded CTH-200 (temperature and humidity) of admin0001's company (server/db/seed/monitoring.ts: the 6th device). */
const NUMBER = '10000186';
const COUNT = 31 * 1440;
/** minute index of the three-minute spike */
const SPIKE = 20_000;

let deviceId = 0;
/** the readings' range: 31 days ending 9 days ago, before the simulator's 7 days of history */
let start = 0;
let end = 0;

const pad = (n: number) => String(n).padStart(2, '0');
/** The datetime-local text of a moment, in this machine's zone (the browser's). */
const inputText = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

beforeAll(async () => {
  const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
  const found = await api.get<{ list: Array<{ id: number; number: string; model: string }> }>('/device', { filter: JSON.stringify({ q: NUMBER }) });
  const device = found.list.find((d) => d.number === NUMBER);
  expect(device?.model).toBe('CTH-200');
  deviceId = device!.id;

  const config = (await (await fetch(`${baseUrl()}/config.json`)).json()) as ConsoleConfig;
  const signing = { hash: config.signing.hash, salts: { request: DEVICE_SALT, chart: config.signing.salts.chart } };
  end = Math.floor((Date.now() / 1000 - 9 * DAY) / 60) * 60;
  start = end - 31 * DAY;
  const rows: ReadingInput[] = Array.from({ length: COUNT }, (_, i) => ({
    number: NUMBER,
    ts: start + i * 60,
    temperature: i === SPIKE ? 11.2 : i === SPIKE + 1 ? 14.6 : i === SPIKE + 2 ? 10.4 : Math.round((5 + 2 * Math.sin(i / 300)) * 10) / 10,
    humidity: 55 + (i % 20) / 2,
    battery: 90,
    signal: 70,
    power: 1,
  }));
  for (let i = 0; i < rows.length; i += INGEST_MAX_BATCH) {
    const { envelope } = await postBatch(baseUrl(), signing, rows.slice(i, i + INGEST_MAX_BATCH));
    expect(envelope.status).toBe('1');
    expect(envelope.data?.rejected).toEqual([]);
  }
}, 120_000);

const shown = (page: Page) => page.locator('[data-page][data-active]');

/** The canvas' pixels that are not transparent: a painted chart has many. */
const paintedPixels = (page: Page, testId: string) =>
  shown(page)
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
      return count;
    });

/**
 * Types the range, then presses Query and waits for the temperature chart of that range to be
 * drawn and the next frame; the time between, in ms, and how it splits around the chart request.
 */
async function chooseRange(page: Page): Promise<{ total: number; breakdown: string }> {
  const bar = shown(page).getByRole('form', { name: 'Query' });
  await bar.getByLabel('Start').fill(inputText(start));
  await bar.getByLabel('End').fill(inputText(end));
  const painted = `${start}:${end}`;
  return page.evaluate(
    ({ painted, start }) =>
      new Promise<{ total: number; breakdown: string }>((resolve) => {
        const root = document.querySelector('[data-page][data-active]')!;
        const chart = () => root.querySelector(`[data-testid="chart-temperature"][data-painted="${painted}"]`);
        const t0 = performance.now();
        const done = () =>
          requestAnimationFrame(() => {
            const t1 = performance.now();
            const request = performance.getEntriesByType('resource').find((e) => e.name.includes('mode=chart') && e.name.includes(`start=${start}`)) as
              PerformanceResourceTiming | undefined;
            const breakdown = request
              ? `click → request ${Math.round(request.startTime - t0)} ms, request ${Math.round(request.responseEnd - request.startTime)} ms, answer → painted ${Math.round(t1 - request.responseEnd)} ms`
              : 'no request timing';
            resolve({ total: t1 - t0, breakdown });
          });
        const observer = new MutationObserver(() => {
          if (!chart()) return;
          observer.disconnect();
          done();
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
        (root.querySelector('form[aria-label="Query"] button[type="submit"]') as HTMLButtonElement).click();
      }),
    { painted, start },
  );
}

describe('device records', () => {
  it('charts the chosen range and lists its newest 100 readings with the truncation message', async () => {
    const { page, done } = await loggedIn();
    await page.goto(`${baseUrl()}/device/record?deviceId=${deviceId}`);
    await expect.poll(() => shown(page).getByRole('combobox', { name: 'Device' }).inputValue()).toMatch(new RegExp(`^${NUMBER} `));

    const elapsed = await chooseRange(page);
    console.log(`records page: range chosen → chart painted in ${elapsed.total.toFixed(0)} ms (31 days, ${COUNT} readings: ${elapsed.breakdown})`);
    // the address holds the query, so that the link shows the same
    expect(new URL(page.url()).searchParams.get('start')).toBe(String(start));
    expect(new URL(page.url()).searchParams.get('end')).toBe(String(end));
    expect(await paintedPixels(page, 'chart-temperature')).toBeGreaterThan(1000);
    expect(await paintedPixels(page, 'chart-humidity')).toBeGreaterThan(1000);
    await expect(shown(page).getByText('Temperature (°C)').first().isVisible()).resolves.toBe(true);
    // the overview strip and its brush
    await expect(shown(page).getByRole('slider', { name: 'Zoomed stretch' }).count()).resolves.toBe(1);

    const table = shown(page).getByRole('table', { name: 'Readings' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(100);
    await expect(shown(page).getByTestId('records-truncated').textContent()).resolves.toBe(
      'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
    );
    await expect(
      shown(page)
        .getByText(`${COUNT.toLocaleString('en')} readings in this range`)
        .count(),
    ).resolves.toBe(1);
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['Time', 'Temperature (°C)', 'Humidity (%RH)', 'Battery (%)', 'Signal (%)', 'External power']);

    // the keyboard zooms: the chart asks again for the narrower stretch and draws it
    const brush = shown(page).getByRole('slider', { name: 'Zoomed stretch' });
    await brush.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await shown(page)
      .locator(`[data-testid="chart-temperature"][data-painted="${start}:${end - Math.round(31 * DAY * 0.05)}"]`)
      .waitFor();
    await expect(shown(page).getByRole('button', { name: 'Reset zoom' }).isEnabled()).resolves.toBe(true);
    await done();
  });

  it('fits a phone: the bar wraps, the chart is as wide as the screen, the table scrolls in its card', async () => {
    const phone = { width: 390, height: 844 };
    const { page, done } = await loggedIn({ viewport: phone });
    await page.goto(`${baseUrl()}/device/record?deviceId=${deviceId}&start=${start}&end=${end}`);
    await shown(page).locator(`[data-testid="chart-temperature"][data-painted="${start}:${end}"]`).waitFor();
    await expect.poll(() => shown(page).locator('tbody tr').count()).toBe(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // the query bar wraps: the range sits under the device picker, inside the screen
    const picker = await shown(page).getByRole('combobox', { name: 'Device' }).boundingBox();
    const startInput = await shown(page).getByLabel('Start').boundingBox();
    expect(startInput!.y).toBeGreaterThan(picker!.y + picker!.height);
    expect(startInput!.x + startInput!.width).toBeLessThanOrEqual(phone.width);
    const canvas = await shown(page).getByTestId('chart-temperature').locator('canvas').boundingBox();
    expect(canvas!.x).toBeGreaterThanOrEqual(0);
    expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(phone.width);
    const scroller = await shown(page)
      .getByRole('table', { name: 'Readings' })
      .evaluate((table) => {
        const box = table.parentElement!;
        return { scrolls: box.scrollWidth > box.clientWidth, right: box.getBoundingClientRect().right };
      });
    expect(scroller).toEqual({ scrolls: true, right: expect.any(Number) });
    expect(scroller.right).toBeLessThanOrEqual(phone.width);
    await done();
  });
});
