/**
 * The vehicle monitor (issue 14 §2, "E2E in Chromium: the vehicle monitor shows the simulator's
 * vehicles on the offline basemap, with no request leaving the origin"), against a server of this
 * file's own with the simulator on: the vehicles are drawn on the offline basemap, a list click
 * opens a vehicle's popup, a reading pushed over the socket moves the vehicle's figures, zoomed out
 * the vehicles gather in clusters that zoom in on a click or Enter, the
 * full-screen page shows the same vehicles (and the spec's message where the Fullscreen API is
 * missing), and no page asked anything of another origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehiclesAnswer } from '../../src/lib/maps';
import { postBatch } from '../support/ingestBatch';
import { deviceSigning } from './support/alarmDevices';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, fresh, foreign } = chromiumPerFile();
let server: RunningServer;
const ACTIVE = '[data-page][data-active]';

beforeAll(async () => {
  // a day of simulated history is enough to place every vehicle; the vehicles keep driving meanwhile
  server = await startServer({ SIMULATOR: 'true', SIM_HISTORY_DAYS: '1', RATE_LOGIN_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

describe('vehicle monitor', () => {
  it('draws the simulator’s vehicles on the offline basemap; a list click opens the popup; a pushed reading shows within 2 s', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/map/carmonitor');
    const map = page.locator(`${ACTIVE} [data-testid="vehicle-map"][data-loaded="true"]`);
    await map.waitFor({ timeout: 30_000 });
    await expect(page.locator(`${ACTIVE} [data-testid="base-map"]`).getAttribute('data-basemap')).resolves.toBe('offline');
    expect(Number(await map.getAttribute('data-vehicles'))).toBeGreaterThan(0);
    expect(Number(await map.getAttribute('data-markers'))).toBeGreaterThan(0);
    // the markers are drawn on a canvas in the map's marker pane
    await page.locator(`${ACTIVE} [data-testid="base-map"] .leaflet-pane canvas`).first().waitFor();

    const api = await directLogin(server.url, ADMIN);
    const { list } = await api.get<VehiclesAnswer>('/map/vehicles', {});
    const vehicle = list.find((row) => row.lat !== null && row.state !== 'offline')!;
    expect(vehicle, 'a simulated vehicle with a position').toBeDefined();
    await page
      .locator(ACTIVE)
      .getByRole('searchbox', { name: /search/i })
      .fill(vehicle.number);
    const row = page.locator(`${ACTIVE} [data-testid="vehicle-row-${vehicle.deviceId}"]`);
    await row.click();
    const popup = page.locator(`[data-testid="vehicle-popup-${vehicle.deviceId}"]`);
    await popup.waitFor();
    await expect(popup.locator('[data-field="temperature"]').textContent()).resolves.toMatch(/°C|—/);
    if (vehicle.waybill) await expect(popup.textContent()).resolves.toContain(vehicle.waybill.consignee);

    // the login's socket is open (the layout's alarm feed opened it), then a reading of this vehicle
    await page.locator('[data-testid="alarm-bell"][data-socket="connected"]').waitFor({ timeout: 15_000 });
    const signing = await deviceSigning(server.url);
    const posted = Date.now();
    const hot = 31.7;
    const { envelope } = await postBatch(server.url, signing, [
      {
        number: vehicle.number,
        ts: Math.floor(posted / 1000),
        temperature: hot,
        humidity: 60,
        lat: vehicle.lat! + 0.001,
        lng: vehicle.lng!,
        battery: 80,
        signal: 70,
        power: 1,
      },
    ]);
    expect(envelope.status).toBe('1');
    await page.waitForFunction(
      ({ id, text }) => document.querySelector(`[data-page][data-active] [data-testid="vehicle-row-${id}"]`)?.textContent?.includes(text),
      { id: vehicle.deviceId, text: '31.7' },
      { timeout: 2000 },
    );
    expect(Date.now() - posted).toBeLessThan(2500);
    await done();
  });

  it('gathers the vehicles in clusters when zoomed out; a cluster zooms in on a click, and on Enter from the keyboard', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/map/carmonitor');
    await page.locator(`${ACTIVE} [data-testid="vehicle-map"][data-loaded="true"]`).waitFor({ timeout: 30_000 });
    const map = page.locator(`${ACTIVE} [data-testid="base-map"]`);
    // Leaflet's zoom, from its proxy's scale (1 at zoom 1); a zoom asked for during an animation is dropped
    const zoom = () =>
      map.locator('.leaflet-proxy').evaluate((proxy) => Math.log2(Number(/scale\(([\d.]+)\)/.exec((proxy as HTMLElement).style.transform)?.[1])) + 1);
    const settled = () => expect.poll(() => map.locator('.leaflet-map-pane.leaflet-zoom-anim').count()).toBe(0);
    const clusters = map.getByRole('button', { name: /vehicles? here: zoom in/ });
    for (let i = 0; i < 4 && (await clusters.count()) === 0; i += 1) {
      await settled();
      await map.getByRole('button', { name: 'Zoom out' }).click();
      await settled();
    }
    await expect.poll(() => clusters.count()).toBeGreaterThan(0);
    const counts = await clusters.evaluateAll((all) => all.map((el) => Number(el.getAttribute('data-cluster-count'))));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);

    const before = await zoom();
    await clusters.first().click();
    await expect.poll(zoom).toBeGreaterThan(before);
    await settled();

    // back out, then from the keyboard: the cluster is a focusable button, Enter zooms in
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await settled();
    await expect.poll(() => clusters.count()).toBeGreaterThan(0);
    const out = await zoom();
    await clusters.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(zoom).toBeGreaterThan(out);
    await done();
  });

  it('lays the list below the map at phone width', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url, viewport: { width: 390, height: 844 } });
    await go(page, '/map/carmonitor');
    await page.locator(`${ACTIVE} [data-testid="vehicle-map"][data-loaded="true"]`).waitFor({ timeout: 30_000 });
    const mapBox = (await page.locator(`${ACTIVE} [data-testid="vehicle-map"]`).boundingBox())!;
    const listBox = (await page.locator(`${ACTIVE} [data-testid="vehicle-list"]`).boundingBox())!;
    expect(listBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await done();
  });

  it('opens the full-screen monitor outside the layout with the same vehicles', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/map/carmonitor');
    await page.locator(`${ACTIVE} [data-testid="vehicle-map"][data-loaded="true"]`).waitFor({ timeout: 30_000 });
    await page.locator(`${ACTIVE} [data-testid="open-fullscreen"]`).click();
    await page.waitForURL((url) => url.pathname === '/map/carmonitor/fullscreen');
    const full = page.getByTestId('carmonitor-fullscreen');
    await full.locator('[data-testid="vehicle-map"][data-loaded="true"]').waitFor({ timeout: 30_000 });
    expect(Number(await full.locator('[data-testid="vehicle-map"]').getAttribute('data-markers'))).toBeGreaterThan(0);
    await expect(page.getByTestId('sidebar').count()).resolves.toBe(0);
    await expect(page.getByTestId('fullscreen-unsupported').count()).resolves.toBe(0);
    await done();
  });

  it('says so where the Fullscreen API is missing, and needs a login', async () => {
    const { page, context, done } = await loggedIn({ consoleUrl: server.url });
    await context.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { configurable: true, get: () => false }));
    await page.goto(`${server.url}/map/carmonitor/fullscreen`);
    await page.getByTestId('fullscreen-unsupported').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('fullscreen-unsupported').textContent()).resolves.toBe('This browser does not support full screen.');
    await page.locator('[data-testid="vehicle-map"][data-loaded="true"]').waitFor({ timeout: 30_000 });
    await done();

    const stranger = await fresh({ consoleUrl: server.url });
    await stranger.page.goto(`${server.url}/map/carmonitor/fullscreen`);
    await stranger.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(stranger.page.url()).searchParams.get('redirect')).toBe('/map/carmonitor/fullscreen');
    await stranger.done();
  });
});
