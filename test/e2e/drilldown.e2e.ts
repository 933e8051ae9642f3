/**
 * The dashboard's drill-down (issue 11 §2), in Chromium against the real server: the Online
 * figure opens the device list filtered on online devices, with the filter in the filter bar;
 * changing the filter rewrites the address in the same tab; the address, opened in another
 * page, shows the same rows.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const tabs = (page: Page) => page.getByTestId('tags-view').locator('[data-tab]').evaluateAll((els) => els.map((el) => el.getAttribute('data-tab')));
const shown = (page: Page) => page.locator('[data-page][data-active]');
/** "1-25 of 224" → 224 */
async function total(page: Page): Promise<number> {
  const text = await shown(page).getByText(/^\d+-\d+ of \d+$/).textContent();
  return Number(text?.split(' of ')[1]);
}
const firstNumbers = (page: Page) => shown(page).locator('tbody tr td.column-number').allTextContents();

describe('dashboard drill-down into the device list', () => {
  it('opens the list filtered, keeps later changes in the tab, and the address shows the same rows elsewhere', async () => {
    const { page, context, done } = await loggedIn();
    const online = Number(await page.getByTestId('figure-online-value').textContent());
    const offline = Number(await page.getByTestId('figure-offline-value').textContent());
    expect(online).toBeGreaterThan(0);
    expect(offline).toBeGreaterThan(0);

    await page.getByTestId('figure-online').getByRole('link').click();
    await page.waitForURL((url) => url.pathname + url.search === '/device/list?online=1');
    await expect.poll(() => total(page)).toBe(online);
    // the filter is in the filter bar, set
    const filter = shown(page).getByRole('combobox', { name: 'Online' });
    await expect(filter.textContent()).resolves.toBe('Yes');

    // the user's change: the same tab, its address rewritten
    await filter.click();
    await page.getByRole('option', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/device/list?online=0');
    await expect.poll(() => total(page)).toBe(offline);
    expect(await tabs(page)).toEqual(['/index', '/device/list?online=1']);
    await expect(page.locator('[data-tab="/device/list?online=1"][data-active]').count()).resolves.toBe(1);
    const rows = await firstNumbers(page);
    expect(rows.length).toBeGreaterThan(0);

    // the copied address, opened in another page of the same session
    const other = await context.newPage();
    await other.goto(page.url());
    await other.locator('[data-page][data-active] tbody tr').first().waitFor();
    await expect.poll(() => total(other)).toBe(offline);
    expect(await firstNumbers(other)).toEqual(rows);
    await expect(shown(other).getByRole('combobox', { name: 'Online' }).textContent()).resolves.toBe('No');
    await done();
  });
});
