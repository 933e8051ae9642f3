/**
 * Track replay (issue 14 §2, "E2E in Chromium: replay plays a track and the chart follows the
 * scrubber"), against a server of this file's own with the simulator on (a day of history): a
 * link opens a simulated vehicle's last 24 hours; play moves the scrubber and its thumb; the
 * scrubber moved by keyboard moves the chart's cursor to its moment, and a click on the chart moves
 * the scrubber. At 1440×900 the play controls are on screen without scrolling (issue 26 §3).
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

    const { page, done } = await loggedIn({ consoleUrl: server.url, viewport: { width: 1440, height: 900 } });
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
    const [min, max] = [Number(await scrubber.getAttribute('aria-valuemin')), Number(await scrubber.getAttribute('aria-valuemax'))];

    // the controls, at 1440×900, without scrolling: inside the viewport as the page opens
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    for (const control of ['replay-play', 'replay-speed', 'replay-scrubber']) {
      const box = (await page.locator(`${ACTIVE} [data-testid="${control}"]`).locator('xpath=ancestor-or-self::*[not(self::input)][1]').boundingBox())!;
      expect(box.y + box.height, `${control} on screen`).toBeLessThanOrEqual(viewport.height);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    await expect(page.locator(`${ACTIVE} [data-testid="replay-play"]`).isVisible()).resolves.toBe(true);

    // where the thumb is drawn and where the cursor is, as shares of the rail, read in one go in the page
    const rail = page.locator(`${ACTIVE} .MuiSlider-rail`);
    const shares = () =>
      page.evaluate((active) => {
        const root = document.querySelector(`${active} .MuiSlider-root`)!;
        const r = root.querySelector('.MuiSlider-rail')!.getBoundingClientRect();
        const t = root.querySelector('.MuiSlider-thumb')!.getBoundingClientRect();
        const input = root.querySelector('input')!;
        const [lo, hi, now] = ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((a) => Number(input.getAttribute(a)));
        return { thumb: (t.x + t.width / 2 - r.x) / r.width, cursor: (now! - lo!) / (hi! - lo!) };
      }, ACTIVE);
    const cursorShare = async () => (await shares()).cursor;

    // play at 64×: an hour of the track a second; the thumb runs with the cursor
    await page.locator(`${ACTIVE} [data-testid="replay-speed"]`).locator('..').click();
    await page.getByRole('option', { name: '64×' }).click();
    await page.locator(`${ACTIVE} [data-testid="replay-play"]`).click();
    await expect.poll(value, { timeout: 5000 }).toBeGreaterThan(first + 600);
    await expect.poll(cursorShare, { timeout: 10_000 }).toBeGreaterThan(0.1);
    // while it plays, the thumb stands at the cursor (a frame behind at most: 64× moves a day's 1/1350 a frame)
    const playing = await shares();
    expect(Math.abs(playing.thumb - playing.cursor)).toBeLessThan(0.01);
    // a click on the scrubber's track while it plays: the thumb and the cursor go there
    const railBox = (await rail.boundingBox())!;
    await page.mouse.click(railBox.x + railBox.width * 0.8, railBox.y + railBox.height / 2);
    await expect.poll(cursorShare).toBeGreaterThan(0.78);
    const clicked = await shares();
    expect(Math.abs(clicked.thumb - clicked.cursor)).toBeLessThan(0.01);
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
    await plot.scrollIntoViewIfNeeded(); // under the map: below the fold at 900 px
    const box = (await plot.boundingBox())!;
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
