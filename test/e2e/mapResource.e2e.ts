/**
 * The resources map (issue 14 §2 "Resources"): as admin0001, drag an organization's marker on the
 * map, read the old and the new coordinates in the confirmation, confirm, and find the new place
 * stored on the organization itself (read back through its own resource API); a second drag,
 * cancelled, stores nothing. A server of this file's own: the test changes seeded data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MapOverview } from '../../src/lib/maps';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
const ACTIVE = '[data-page][data-active]';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ RATE_LOGIN_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

/** Drags the marker titled `name` by (dx, dy) px with the mouse, as a user does. */
async function drag(page: Page, name: string, dx: number, dy: number): Promise<void> {
  const marker = page.locator(`${ACTIVE} [data-testid="base-map"] .leaflet-marker-icon[title="${name}"]`);
  await marker.waitFor();
  const box = (await marker.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

const cell = (page: Page, testId: string) => page.getByTestId(testId).textContent().then((text) => Number(text!.replace(/,/g, '')));

describe('resources map', () => {
  it('stores a dragged organization’s new place after the confirmation, and nothing on cancel', async () => {
    const api = await directLogin(server.url, ADMIN);
    const overview = await api.get<MapOverview>('/map/overview', { utcOffset: 480 });
    const site = overview.sites.find((s) => s.name === '浙江分公司' && s.lat !== null)!;
    expect(site, 'the seeded Zhejiang branch, placed').toBeDefined();

    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/map/resource');
    await page.locator(`${ACTIVE} [data-testid="resource-edit-hint"]`).waitFor({ timeout: 30_000 });
    await drag(page, site.name, 90, 60);

    const dialog = page.getByTestId('move-dialog');
    await dialog.waitFor();
    expect(await cell(page, 'move-from-lat')).toBeCloseTo(site.lat!, 6);
    expect(await cell(page, 'move-from-lng')).toBeCloseTo(site.lng!, 6);
    const to = { lat: await cell(page, 'move-to-lat'), lng: await cell(page, 'move-to-lng') };
    // dragged right and down on the map: east and south
    expect(to.lng).toBeGreaterThan(site.lng!);
    expect(to.lat).toBeLessThan(site.lat!);
    await page.getByTestId('move-confirm').click();
    await dialog.waitFor({ state: 'hidden' });

    // read back through the organization's own resource, as its edit page does
    await expect
      .poll(async () => {
        const org = await api.get<{ latitude: number; longitude: number }>(`/organization/${site.organizationId}`);
        return { lat: org.latitude, lng: org.longitude };
      })
      .toEqual(to);
    // the side list shows the stored place
    await page.waitForFunction(
      ({ id, text }) => document.querySelector(`[data-page][data-active] [data-testid="resource-row-${id}"]`)?.textContent?.includes(text),
      { id: site.organizationId, text: to.lat.toFixed(6) },
    );

    // a second drag, cancelled: nothing changes
    await drag(page, site.name, -70, 40);
    await dialog.waitFor();
    await page.getByTestId('move-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await api.get<{ latitude: number; longitude: number }>(`/organization/${site.organizationId}`);
    expect({ lat: after.latitude, lng: after.longitude }).toEqual(to);
    await done();
  });
});
