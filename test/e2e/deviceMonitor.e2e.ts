/**
 * The device monitor (issue 12 §3, "E2E in Chromium: post a reading through the public endpoint
 * and see it on the monitor page within 2 s"), against the real server: admin0001 opens the
 * monitor on one seeded device, a reading of that device is posted to POST /api/open/readings,
 * signed as a device signs it, and its card shows the new temperature, coloured as exceeding,
 * within 2 s of the post (the socket's 0101 event, not the page's 300 s refresh). At phone
 * width the cards stand in one column.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '../../src/lib/contract';
import type { MonitorPage } from '../../src/lib/readings';
import { postBatch } from '../support/ingestBatch';
import { baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const DEVICE_SALT = 'coldchain-demo-device-salt';
/** the device of test/e2e/deviceRecords.e2e.ts: left to that test */
const RECORDS_DEVICE = '10000186';
/** well above any seeded threshold, and one decimal as temperatures are stored */
const HOT = 47.3;

describe('device monitor', () => {
  it('shows a reading posted through the public endpoint on its card within 2 s', async () => {
    const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
    const candidates = await api.get<MonitorPage>('/monitor', { type: 'temperature_humidity', limit: 20 });
    const device = candidates.list.find((row) => row.number !== RECORDS_DEVICE && row.thresholds.temperatureMax !== null && row.thresholds.temperatureMax < HOT);
    expect(device, 'a seeded temperature and humidity logger with a maximum temperature').toBeDefined();
    const config = (await (await fetch(`${baseUrl()}/config.json`)).json()) as ConsoleConfig;
    const signing = { hash: config.signing.hash, salts: { request: DEVICE_SALT, chart: config.signing.salts.chart } };

    const { page, done } = await loggedIn();
    await go(page, `/device/monitor?q=${device!.number}`);
    const card = page.locator('[data-page][data-active]').getByTestId(`device-card-${device!.id}`);
    await card.waitFor();
    // the login's socket is open (its ticket accepted) before the reading goes in: the layout's
    // alarm feed opened it at login, before this page, so the bell tells, not a new socket event
    await page.locator('[data-testid="alarm-bell"][data-socket="connected"]').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    const temperature = card.locator('[data-channel="temperature"] [data-judge]');
    await expect(temperature.textContent()).resolves.not.toContain(String(HOT));

    const posted = Date.now();
    const { envelope } = await postBatch(baseUrl(), signing, [{ number: device!.number, ts: Math.floor(posted / 1000), temperature: HOT, humidity: 55, battery: 88, signal: 71, power: 1 }]);
    expect(envelope.status).toBe('1');
    expect(envelope.data).toMatchObject({ stored: 1, rejected: [] });
    await page.waitForFunction(
      ({ id, hot }) => document.querySelector(`[data-page][data-active] [data-testid="device-card-${id}"] [data-channel="temperature"]`)?.textContent?.includes(hot),
      { id: device!.id, hot: String(HOT) },
      { timeout: 2000 },
    );
    expect(Date.now() - posted).toBeLessThan(2000);
    await expect(temperature.getAttribute('data-judge')).resolves.toBe('high');
    await expect(card.getAttribute('data-state')).resolves.toBe('exceeding');
    await done();
  });

  it('fits a phone: one column of cards, nothing wider than the screen', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 390, height: 844 } });
    await go(page, '/device/monitor');
    const cards = page.locator('[data-page][data-active] [data-testid^="device-card-"]');
    await cards.nth(2).waitFor();
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    // inside the screen: the cards, the chips and the filters (the page's own scroll box hides what sticks out)
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    const widest = await page.locator('[data-page][data-active] section').evaluate((section) =>
      Math.max(...Array.from(section.querySelectorAll('input, button, [data-testid^="device-card-"]'), (el) => el.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await done();
  });
});
