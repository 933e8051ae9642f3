import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

async function chooseLanguage(page: Page, current: RegExp, name: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

async function logoutItemText(page: Page, profile: RegExp): Promise<string> {
  await page.getByRole('button', { name: profile }).click();
  const item = page.getByRole('menuitem').last();
  const text = (await item.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'hidden' });
  return text;
}

describe('console shell, in Chromium against the real server', () => {
  it('switches to en, then zh-TW: menu titles and react-admin strings follow without a reload, and the choice survives one', async () => {
    const { page, done } = await loggedIn({ locale: 'zh-CN' });
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.textContent()).resolves.toContain('设备管理');
    // react-admin's own locale button never shows: the navbar's panel is the only one
    expect(await page.locator('.RaLocalesMenuButton-root').count()).toBe(0);
    await page.evaluate(() => Object.assign(window, { shellMarker: 'still here' }));
    // a half-typed filter on a cached page outlives the switches
    await go(page, '/management/operation');
    const filter = page.locator('input[type="search"]');
    await filter.fill('edit');

    await chooseLanguage(page, /^语言$/, 'English');
    await page.getByRole('button', { name: 'Devices' }).waitFor();
    await expect(sidebar.textContent()).resolves.not.toContain('设备管理');
    await expect(logoutItemText(page, /^Profile/)).resolves.toBe('Logout');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');

    await chooseLanguage(page, /^Language$/, '繁體中文');
    await page.getByRole('button', { name: '設備管理' }).waitFor();
    await expect(sidebar.textContent()).resolves.toContain('報警管理');
    await expect(logoutItemText(page, /^個人檔案/)).resolves.toBe('登出');
    await expect(page.getByTestId('breadcrumb').textContent()).resolves.toMatch(/^首頁/);
    await expect(filter.inputValue()).resolves.toBe('edit');
    await expect(page.getByLabel('依代碼或名稱篩選').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-TW');
    // the same document all along: a re-render, not a reload
    await expect(page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).resolves.toBe('still here');

    await page.reload();
    await page.getByRole('button', { name: '設備管理' }).waitFor();
    await expect(logoutItemText(page, /^個人檔案/)).resolves.toBe('登出');
    await done();
  });

  it('closes the sidebar on an 800 px wide viewport; the hamburger opens it and a backdrop click closes it', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 800, height: 700 } });
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('sidebar-column').count()).resolves.toBe(0);

    await page.getByTestId('hamburger').click();
    await sidebar.waitFor({ state: 'visible' });
    await page.locator('.MuiBackdrop-root').click({ position: { x: 700, y: 350 } });
    await sidebar.waitFor({ state: 'hidden' });

    // a followed menu link closes it too
    await page.getByTestId('hamburger').click();
    await sidebar.waitFor({ state: 'visible' });
    await sidebar.getByRole('button', { name: 'Devices' }).click();
    await sidebar.getByRole('link', { name: /^Device list/ }).click();
    await page.waitForURL((url) => url.pathname === '/device/list');
    await sidebar.waitFor({ state: 'hidden' });
    await done();
  });

  it('collapses the desktop sidebar to icons and keeps that in the sidebarStatus cookie', async () => {
    const { page, context, done } = await loggedIn();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getAttribute('data-mini')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
    await expect(sidebar.getAttribute('data-mini')).resolves.toBe('true');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebarStatus');
    expect(cookie?.value).toBe('0');
    // asked for 3650 days (spec §9); Chromium caps every cookie's lifetime at 400 days
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86400);
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await expect(page.getByTestId('sidebar').getAttribute('data-mini')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Expand the sidebar' }).click();
    await expect(page.getByTestId('sidebar').getAttribute('data-mini')).resolves.toBe('false');
    await done();
  });

  it('shows the environment and the system-config strip in development', async () => {
    const { page, done } = await loggedIn();
    await expect(page.getByTestId('navbar-env').textContent()).resolves.toBe('development');
    await page.getByRole('button', { name: 'System configuration' }).click();
    const strip = page.getByTestId('sysconfig-strip');
    await strip.getByTestId('sysconfig-db-env').waitFor();
    await expect(strip.getByTestId('sysconfig-db-env').textContent()).resolves.toBe('Test');
    await expect(strip.getByTestId('sysconfig-db-name').textContent()).resolves.toMatch(/\S/);
    await expect(strip.getByTestId('sysconfig-db-address').textContent()).resolves.toMatch(/\S/);
    await expect(strip.getByTestId('sysconfig-redis-address').textContent()).resolves.toBe('none');
    await expect(strip.getByTestId('sysconfig-api-host').textContent()).resolves.toBe(`${baseUrl()}/api`);
    await done();
  });

  it('sent no request to any host but its own during the whole run', () => {
    expect(foreignRequests).toEqual([]);
  });
});
