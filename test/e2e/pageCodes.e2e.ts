/**
 * One data path for a page's codes (issue 11 §3): the layout's badge and the page's buttons read
 * one react-query answer, so opening a page asks `/operation/permission` for it once, and a
 * route change back to it asks again once (spec §6: after each route change).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

function countCodeRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/operation/permission')) return;
    const name = url.searchParams.get('menuname') ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

describe("a page's operation codes", () => {
  it('are asked for once when the page opens, and once more when it is shown again', async () => {
    const { page, done } = await loggedIn();
    const counts = countCodeRequests(page);
    await go(page, '/device/list');
    // the page's buttons need the codes: Create shows once they are in
    await page.locator('[data-page][data-active]').getByRole('button', { name: 'Create' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(counts.get('DeviceList')).toBe(1);

    await go(page, '/index');
    const again = page.waitForRequest((r) => r.url().includes('/operation/permission') && r.url().includes('menuname=DeviceList'));
    await go(page, '/device/list');
    await again;
    await page.waitForLoadState('networkidle');
    expect(counts.get('DeviceList')).toBe(2);
    await done();
  });
});
