/**
 * Wide tables (issue 26 §3), in Chromium against the real server and its seed, at 1440×900 and at
 * 390×844: no page scrolls sideways (a hidden text as wide as the page once made it), and each
 * row's actions are on screen and are what a click at their centre reaches. At 1440×900 the alarm
 * history's row actions open their menu and their dialog without any scrolling, and the default
 * columns of the generated lists fit their card, so that the sticky actions cover no data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AlarmHistoryPage } from '../../src/lib/alarms';
import type { MonitorRow } from '../../src/lib/readings';
import { alarmableDevices, deviceSigning, postHot } from './support/alarmDevices';
import { ADMIN, baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400;

const shown = (page: Page) => page.locator('[data-page][data-active]');

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the element is inside the viewport and a click at its centre lands on it (nothing covers it). */
async function reachable(locator: Locator, viewport: { width: number; height: number }): Promise<string | true> {
  const box = await locator.boundingBox();
  if (!box) return 'no box';
  if (box.x < 0 || box.y < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height) return `off screen: ${JSON.stringify(box)}`;
  return locator.evaluate(
    (element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit))
        ? true
        : `covered by ${hit?.tagName.toLowerCase()}.${String(hit?.className).split(' ')[0]}`;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** A device with an open temperature alarm, and a reading beyond its limit on the device's pages. */
let hot: MonitorRow;

beforeAll(async () => {
  const api = await directLogin(baseUrl(), ADMIN);
  hot = (await alarmableDevices(api, 1))[0]!;
  await postHot(baseUrl(), await deviceSigning(baseUrl()), [hot]);
  const now = Math.floor(Date.now() / 1000);
  const opened = async () =>
    (await api.get<AlarmHistoryPage>('/alarm/history', { start: now - DAY, end: now + 60, deviceId: hot.id, state: 'open' })).list.length > 0;
  for (const deadline = Date.now() + 15_000; !(await opened());) {
    if (Date.now() > deadline) throw new Error(`no alarm opened on device ${hot.number}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

describe('the alarm history at 1440 × 900', () => {
  it('shows each row’s actions without scrolling; a click opens the menu and the action’s dialog', async () => {
    const { page, done } = await loggedIn({ viewport: DESKTOP });
    await go(page, `/alarm/history?deviceId=${hot.id}&state=open`);
    const row = shown(page).locator('tr[data-alarm]').first();
    await row.waitFor();
    expect(await sideways(page)).toBe(0);
    // the default columns fit: the table does not scroll inside its box, so its sticky actions cover nothing
    const region = shown(page).getByRole('region', { name: 'Alarms' });
    expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);

    const actions = row.getByRole('button', { name: /^Actions of alarm/ });
    expect(await reachable(actions, DESKTOP)).toBe(true);
    // the details: the device's link to the alarm's session
    expect(await reachable(row.getByRole('link', { name: hot.number }), DESKTOP)).toBe(true);
    const scrolled = await page.evaluate(() => [scrollX, scrollY]);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Acknowledge' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(true);
    // nothing scrolled to reach it
    expect(await page.evaluate(() => [scrollX, scrollY])).toEqual(scrolled);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await done();
  });
});

/** The first row's (or card's) action, or a page's own buttons; and what must be there before measuring. */
type ActionOf = (page: Page) => Locator;
type ReadyOf = (page: Page) => Locator;
const firstEdit: ActionOf = (page) =>
  shown(page).locator('tbody tr, [data-testid="record-cards"] > li').first().getByRole('button', { name: 'Edit', exact: true });

const PAGES: Array<[string, () => string, ActionOf, ReadyOf?]> = [
  [
    'alarm history',
    () => `/alarm/history?deviceId=${hot.id}`,
    (page) =>
      shown(page)
        .locator('tr[data-alarm]')
        .first()
        .getByRole('button', { name: /^Actions of alarm/ }),
  ],
  ['device list', () => '/device/list', firstEdit],
  ['waybills', () => '/waybill/management', firstEdit],
  ['menus', () => '/management/menu', firstEdit],
  // the device's latest reading is beyond its limit: its hidden "above its maximum" is on the page
  [
    'device detail',
    () => `/device/detail/${hot.id}`,
    (page) => shown(page).getByRole('navigation', { name: 'More about this device' }).getByRole('link').last(),
    (page) => shown(page).getByText('above its maximum').first(),
  ],
];

describe.each([
  ['1440 × 900', DESKTOP],
  ['390 × 844', PHONE],
])('wide tables at %s', (_name, viewport) => {
  it.each(PAGES)('%s: no sideways page scroll, the row actions on screen', async (_page, path, actionOf, readyOf) => {
    const { page, done } = await loggedIn({ viewport });
    await go(page, path());
    const action = actionOf(page);
    await action.waitFor();
    if (readyOf) await readyOf(page).waitFor({ state: 'attached' });
    expect(await sideways(page)).toBe(0);
    expect(await reachable(action, viewport)).toBe(true);
    await done();
  });
});

describe('the generated lists at 1440 × 900', () => {
  it.each([
    ['device list', '/device/list'],
    ['waybills', '/waybill/management'],
    ['menus', '/management/menu'],
  ])('%s: the default columns fit the card, so the sticky actions cover no data', async (_name, path) => {
    const { page, done } = await loggedIn({ viewport: DESKTOP });
    await go(page, path);
    await shown(page).locator('tbody tr').first().waitFor();
    const fits = await shown(page)
      .locator('.RaList-content')
      .first()
      .evaluate((card) => card.scrollWidth <= card.clientWidth);
    expect(fits).toBe(true);
    await done();
  });
});
