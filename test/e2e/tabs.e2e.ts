import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OPERATOR, chromiumPerFile, go, login } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const FILTER = 'Filter by code or name';
const tabBar = (page: Page) => page.getByTestId('tags-view');
const tabTitles = (page: Page) => tabBar(page).locator('[data-tab]').allTextContents();
const tab = (page: Page, fullPath: string) => tabBar(page).locator(`[data-tab="${fullPath}"]`);

async function tabMenu(page: Page, fullPath: string, item: string): Promise<void> {
  await tab(page, fullPath).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

describe('tab bar and page cache, in Chromium against the real server', () => {
  it('keeps a page per tab, refreshes and closes tabs, and leaves nothing to the next user', async () => {
    const { page, done } = await loggedIn();
    await tab(page, '/index').waitFor();
    // the dashboard is pinned (affix in the seed): no close button
    await expect(tab(page, '/index').getByRole('button').count()).resolves.toBe(0);

    await go(page, '/management/operation');
    const filter = page.getByLabel(FILTER);
    await page.getByRole('cell', { name: 'menu_operation_edit', exact: true }).waitFor();
    await filter.fill('edit');
    await expect(page.getByRole('cell', { name: /_view$/ }).count()).resolves.toBe(0);

    await go(page, '/management/sysconfig');
    await tab(page, '/management/sysconfig').waitFor();
    expect(await tabTitles(page)).toEqual(['Dashboard', 'Operations', 'System config']);
    // kept, hidden
    await expect(filter.isVisible()).resolves.toBe(false);
    await expect(filter.inputValue()).resolves.toBe('edit');

    await tab(page, '/management/operation').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/management/operation');
    await filter.waitFor({ state: 'visible' });
    await expect(filter.inputValue()).resolves.toBe('edit');

    // refresh: the page mounts afresh, the filter is empty again
    await tabMenu(page, '/management/operation', 'Refresh');
    await page.waitForURL((url) => url.pathname === '/management/operation');
    await filter.waitFor({ state: 'visible' });
    await expect(filter.inputValue()).resolves.toBe('');
    await page.getByRole('cell', { name: 'menu_operation_edit', exact: true }).waitFor();

    // close others: only the pinned tab and the chosen one stay
    await tabMenu(page, '/management/operation', 'Close others');
    await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Operations']);
    await expect(page.locator('[data-page="/management/sysconfig"]').count()).resolves.toBe(0);

    await filter.fill('view');
    await page.getByRole('button', { name: /profile/i }).click();
    await page.getByRole('menuitem', { name: /logout|log out/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // the next user on the same browser: operator01 sees none of admin0001's tabs or pages
    await login(page, OPERATOR.username, OPERATOR.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    // the redirect kept admin's page, which the operator may not open: "no access", inside the layout (issue 26 §3)
    await page.waitForURL((url) => url.pathname === '/management/operation');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((url) => url.pathname === '/index');
    await tab(page, '/index').waitFor();
    // the tab bar and the page commit separately (the dashboard chunk may still be loading)
    await page.locator('[data-page="/index"]').waitFor({ state: 'attached' });
    expect(await tabTitles(page)).toEqual(['Dashboard']);
    await expect(page.locator('[data-page]').count()).resolves.toBe(1);
    await expect(page.getByLabel(FILTER).count()).resolves.toBe(0);
    await expect(page.getByTestId('sidebar').textContent()).resolves.not.toMatch(/Operations/);

    // typed again: no access, and no tab of it
    await page.evaluate(() => {
      history.pushState({ usr: null, key: 'e2e-typed', idx: 99 }, '', '/management/operation');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await tabTitles(page)).toEqual(['Dashboard']);
    await done();
  });

  it('keeps the page shown just before warm: unseen and out of reach, back at once as it was; a page left with a dialog open takes its dialog along', async () => {
    const { page, done } = await loggedIn();
    const operations = '/management/operation';
    const state = (fullPath: string) =>
      page.locator(`[data-page="${fullPath}"]`).evaluate((el) => el.closest('[data-page-state]')?.getAttribute('data-page-state'));
    await go(page, operations);
    await page.getByRole('cell', { name: 'menu_operation_edit', exact: true }).waitFor();
    const filter = page.getByLabel(FILTER);
    await filter.fill('edit');

    await go(page, '/management/sysconfig');
    await expect(state(operations)).resolves.toBe('warm');
    // neither painted nor focusable: content-visibility hides it, inert keeps the keyboard out
    await expect(filter.isVisible()).resolves.toBe(false);
    await expect(page.locator(`[data-page="${operations}"]`).evaluate((el) => el.checkVisibility())).resolves.toBe(false);
    await filter.evaluate((input: HTMLInputElement) => input.focus());
    await expect(filter.evaluate((input) => document.activeElement === input)).resolves.toBe(false);

    await tab(page, operations).getByRole('link').click();
    await filter.waitFor({ state: 'visible' });
    await expect(filter.inputValue()).resolves.toBe('edit');
    await expect(state('/management/sysconfig')).resolves.toBe('warm');

    // a dialog lives in a portal outside its page: leaving the page with it open hides both
    await page.getByRole('button', { name: 'Add code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill('typed_before_leaving');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/management/sysconfig');
    await expect(state(operations)).resolves.toBe('cold');
    await dialog.waitFor({ state: 'hidden' });
    await page.goForward();
    await page.waitForURL((url) => url.pathname === operations);
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.getByLabel('Code').inputValue()).resolves.toBe('typed_before_leaving');
    await done();
  });

  it('closes a tab by middle-click and by its close button, going to the last tab', async () => {
    const { page, done } = await loggedIn();
    await go(page, '/management/operation');
    await go(page, '/management/operation?n=2');
    await go(page, '/management/sysconfig');
    await tab(page, '/management/sysconfig').waitFor();
    expect(await tabTitles(page)).toEqual(['Dashboard', 'Operations', 'Operations', 'System config']);

    await tab(page, '/management/operation').click({ button: 'middle' });
    await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Operations', 'System config']);
    expect(new URL(page.url()).pathname).toBe('/management/sysconfig');

    await tab(page, '/management/sysconfig').getByRole('button', { name: /close/i }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/management/operation?n=2');
    // the middle-click opened no browser tab
    expect(page.context().pages()).toHaveLength(1);
    await done();
  });

  it('sent no request to any host but its own during the whole run', () => {
    expect(foreignRequests).toEqual([]);
  });
});
