/**
 * Issue 11 §2 "Phone width (390 px) breaks lists and forms", in Chromium at 390×844 against the
 * real server: nothing makes the page wider than the screen, a list reads as cards with its
 * filter and buttons in view, the create dialog is full screen with Save and Cancel on screen,
 * and the breadcrumb shows its last item in full.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements of the shown page that reach past the screen's right edge (none may). */
const pastTheEdge = (page: Page) =>
  page.evaluate(
    (width) =>
      [...document.querySelectorAll('[data-page][data-active] *, [data-testid="navbar"] *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right > width + 0.5;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
    PHONE.width,
  );

/** The element is entirely on screen. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

describe('the console at 390 × 844', () => {
  it('shows a list as cards, its filters and buttons in view, without sideways scrolling', async () => {
    const { page, done } = await loggedIn({ viewport: PHONE });
    await go(page, '/device/list');
    const cards = page.locator('[data-page][data-active] [data-testid="record-cards"] > li');
    await cards.first().waitFor();
    await expect(page.locator('[data-page][data-active] table').count()).resolves.toBe(0);
    // a card names each value
    await expect(cards.first().locator('dt').first().textContent()).resolves.toBe('Device number');
    expect(await pastTheEdge(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    for (const name of ['Create', 'Add filter']) {
      const button = page.locator('[data-page][data-active]').getByRole('button', { name, exact: true });
      expect(await onScreen(button), name).toBe(true);
    }
    // the search sits at the top of the list, with no empty block between it and the title
    const title = await page.locator('[data-page][data-active]').getByRole('heading').first().boundingBox();
    const search = await page.locator('[data-page][data-active]').getByPlaceholder('Search').boundingBox();
    expect(search!.y - (title!.y + title!.height)).toBeLessThan(120);
    await done();
  });

  it('opens the create dialog full screen with Save and Cancel on screen', async () => {
    const { page, done } = await loggedIn({ viewport: PHONE });
    await go(page, '/device/list');
    await page.locator('[data-page][data-active]').getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Device' });
    await dialog.getByRole('button', { name: 'Save' }).waitFor();
    const paper = await dialog.boundingBox();
    expect(paper).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await expect.poll(() => onScreen(dialog.getByRole('button', { name: 'Save' }))).toBe(true);
    expect(await onScreen(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    // Cancel is a real way out: nothing typed, so it closes at once
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await done();
  });

  it('collapses the breadcrumb to its last item, shown in full', async () => {
    const { page, done } = await loggedIn({ viewport: PHONE });
    const breadcrumb = page.getByTestId('breadcrumb');
    const last = breadcrumb.locator('li.MuiBreadcrumbs-li').last();
    // the dashboard's own title once the routes are in (before them, the index's: 'Home')
    await expect.poll(() => last.textContent()).toBe('Dashboard');
    // in full: its text is not cut by the navbar
    expect(await last.evaluate((li) => li.scrollWidth <= li.clientWidth && li.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    await go(page, '/device/list');
    await expect.poll(() => last.textContent()).toBe('Device list');
    expect(await onScreen(last)).toBe(true);
    // the items before it folded into a button that unfolds them
    await expect(breadcrumb.getByText('Home', { exact: true }).count()).resolves.toBe(0);
    await breadcrumb.getByRole('button').click();
    await breadcrumb.getByText('Home', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
