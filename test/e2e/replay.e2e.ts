/**
 * Track replay (issue 14 §2, "E2E in Chromium: replay plays a track and the chart follows the
 * scrubber"), against a server of this file's own with the simulator on (a day of history): a
 * link opens a simulated vehicle's last 24 hours; play moves the scrubber; the scrubber moved by
 * keyboard moves the chart's cursor to its moment, and a click on the chart moves the scrubber.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Track, VehiclesAnswer } from '../../src/lib/maps';
import { positionAt } from '../../src/pages/map-replay/trackPosition';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
let server: RunningServer;
const ACTIVE = '[data-page][data-active]';

beforeAll(async () => {
  server = await startServer({ SIMULATOR: 'true', SIM_HISTORY_DAYS: '1', RATE_LOGIN_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

describe('track replay', () => {
  it('plays a simulated vehicle’s day, and the scrubber and the chart follow each other', async () => {
    const api = await directLogin(server.url, ADMIN);
    const { list } = await api.get<VehiclesAnswer>('/map/vehicles', {});
    const vehicle = list.find((row) => row.lat !== null);
    expect(vehicle, 'a simulated vehicle with a position').toBeDefined();
    const end = Math.floor(Date.now() / 1000);
    const start = end - 86_400;

    const track = await api.get<Track>(`/map/track/${vehicle!.deviceId}`, { start, end });

    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, `/map/replay?deviceId=${vehicle!.deviceId}&start=${start}&end=${end}`);
    // drawn: the track and the chart painted after the answer
    await page.locator(`${ACTIVE} [data-testid="replay-page"][data-drawn-ms]`).waitFor({ timeout: 30_000 });
    const map = page.locator(`${ACTIVE} [data-testid="replay-map"]`);
    expect(Number(await map.getAttribute('data-points'))).toBeGreaterThan(100);
    await expect(page.locator(`${ACTIVE} [data-testid="base-map"]`).getAttribute('data-basemap')).resolves.toBe('offline');

    const scrubber = page.locator(`${ACTIVE} [data-testid="replay-scrubber"]`);
    const chart = page.locator(`${ACTIVE} [data-testid="replay-chart"]`);
    const value = async () => Number(await scrubber.getAttribute('aria-valuenow'));
    const first = await value();

    // play at 64×: an hour of the track a second
    await page.locator(`${ACTIVE} [data-testid="replay-speed"]`).locator('..').click();
    await page.getByRole('option', { name: '64×' }).click();
    await page.locator(`${ACTIVE} [data-testid="replay-play"]`).click();
    await expect.poll(value, { timeout: 5000 }).toBeGreaterThan(first + 600);
    await page.locator(`${ACTIVE} [data-testid="replay-play"]`).click();
    await expect(page.locator(`${ACTIVE} [data-testid="replay-play"]`).getAttribute('data-playing')).resolves.toBe('false');
    // the vehicle stands where the track was at the scrubber's moment (it may have been parked: a
    // depot stay is hours long, so "it moved" would depend on the simulated day)
    const at = await value();
    const expected = positionAt(track.points, at)!;
    const [lat, lng] = (await map.getAttribute('data-position'))!.split(',').map(Number);
    expect(Math.abs(lat! - expected.lat)).toBeLessThan(0.001);
    expect(Math.abs(lng! - expected.lng)).toBeLessThan(0.001);

    // the keyboard moves the scrubber; the chart's cursor follows to the same moment
    await scrubber.focus();
    const before = await value();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const moved = await value();
    expect(moved).toBeGreaterThan(before + 3600);
    await expect.poll(async () => Number(await chart.getAttribute('data-cursor-ts'))).toBe(moved);

    // a click on the chart three quarters along moves the scrubber to that moment (within a pixel's worth)
    const plot = page.locator(`${ACTIVE} [data-testid="replay-chart-plot"]`);
    const box = (await plot.boundingBox())!;
    const min = Number(await scrubber.getAttribute('aria-valuemin'));
    const max = Number(await scrubber.getAttribute('aria-valuemax'));
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect.poll(value).not.toBe(moved);
    expect(Math.abs((await value()) - (min + 0.75 * (max - min)))).toBeLessThanOrEqual((max - min) / box.width + 1);
    await expect.poll(async () => Number(await chart.getAttribute('data-cursor-ts'))).toBe(await value());
    await done();
  });

  it('refuses a range over 31 days at its field, before asking the server', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/map/replay');
    await page.locator(`${ACTIVE} [data-testid="replay-prompt"]`).waitFor();
    await page.locator(`${ACTIVE} [data-testid="replay-vehicle"]`).click();
    await page.getByRole('option').first().click();
    await page.locator(ACTIVE).getByLabel('From', { exact: true }).fill('2020-01-01 00:00');
    await page.locator(ACTIVE).getByLabel('To', { exact: true }).fill('2020-03-01 00:00');
    await page.locator(`${ACTIVE} [data-testid="replay-submit"]`).click();
    await page.locator(`${ACTIVE} .Mui-error`).first().waitFor();
    await expect(page.locator(`${ACTIVE} [data-testid="replay-prompt"]`).count()).resolves.toBe(1);
    await done();
  });
});
