/**
 * Issue 11 §2 "Tab bar overflow", in Chromium against the real server: with more tabs than fit,
 * the bar scrolls inside the layout's width (the pinned Dashboard never pushed off for good), by
 * the mouse wheel and by dragging, and the active tab is scrolled into view.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const bar = (page: Page) => page.getByTestId('tags-view');
const tab = (page: Page, fullPath: string) => bar(page).locator(`[data-tab="${fullPath}"]`);
const PAGES = Array.from({ length: 16 }, (_, i) => `/management/operation?n=${i + 1}`);

const scrollOf = (page: Page) =>
  bar(page).evaluate((element) => ({ left: element.scrollLeft, max: element.scrollWidth - element.clientWidth }));

/** The tab lies wholly inside the bar's visible box. */
const inView = (page: Page, fullPath: string) =>
  tab(page, fullPath).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.parentElement!.getBoundingClientRect();
    return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
  });

async function openMany(page: Page): Promise<void> {
  for (const path of PAGES) await go(page, path);
  await tab(page, PAGES.at(-1)!).waitFor();
}

describe('a tab bar with more tabs than fit', () => {
  it('scrolls inside the layout, with the active tab in view, and back to the pinned tab by the wheel', async () => {
    const { page, done } = await loggedIn();
    await openMany(page);
    expect(await bar(page).locator('[data-tab]').count()).toBe(PAGES.length + 1);
    // the bar is no wider than the window: the page itself does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const { left, max } = await scrollOf(page);
    expect(max).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(0);
    expect(await inView(page, PAGES.at(-1)!)).toBe(true);
    expect(await inView(page, '/index')).toBe(false);

    // the wheel, turned up over the bar, scrolls it left to the pinned Dashboard
    const box = (await bar(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 20 && (await scrollOf(page)).left > 0; i++) await page.mouse.wheel(0, -400);
    expect((await scrollOf(page)).left).toBe(0);
    expect(await inView(page, '/index')).toBe(true);
    // and down, right again
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await scrollOf(page)).left).toBeGreaterThan(0);

    // the tab that becomes active is scrolled into view
    await tab(page, '/index').evaluate((element) => element.parentElement!.scrollTo({ left: 0 }));
    await go(page, PAGES.at(-2)!);
    await expect.poll(() => inView(page, PAGES.at(-2)!)).toBe(true);
    await done();
  });

  it('drags sideways without the release opening the tab it ends on', async () => {
    const { page, done } = await loggedIn();
    await openMany(page);
    const before = await scrollOf(page);
    const url = page.url();
    // press on a tab's title, pull it 300 px to the right: the bar follows, leftwards
    const handle = (await tab(page, PAGES.at(-3)!).getByRole('link').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    for (let dx = 30; dx <= 300; dx += 30) await page.mouse.move(handle.x + handle.width / 2 + dx, handle.y + handle.height / 2);
    await page.mouse.up();
    const after = await scrollOf(page);
    expect(before.left - after.left).toBeGreaterThan(250);
    expect(page.url()).toBe(url);

    // a plain click still opens a tab
    await tab(page, '/index').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/index');
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
