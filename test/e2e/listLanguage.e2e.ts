/**
 * A language switch reaches lists already open (issue 11 §2), in Chromium against the real
 * server: the device list's column headers and type cells follow without a reload, in the
 * shown tab and in one kept hidden during the switch.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import zhCN from '../../locales/zh-CN.json';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const headers = (page: Page, fullPath: string) => page.locator(`[data-page="${fullPath}"] thead th`).allTextContents();

describe('open lists and the language', () => {
  it('show their headers in the new language at once', async () => {
    const { page, done } = await loggedIn();
    await go(page, '/device/list');
    await page.locator('[data-page="/device/list"] tbody tr').first().waitFor();
    expect(await headers(page, '/device/list')).toContain('Device number');
    // a second list kept hidden while the language changes
    await go(page, '/device/list?online=0');
    await page.locator('[data-page="/device/list?online=0"] tbody tr').first().waitFor();

    await page.getByRole('button', { name: /^Language$/ }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect.poll(() => headers(page, '/device/list?online=0')).toContain(zhCN.resources.device.fields.number);
    await expect(page.locator('[data-page="/device/list?online=0"] tbody').textContent()).resolves.toMatch(
      new RegExp(Object.values(zhCN.enums.deviceType).join('|')),
    );

    await page.getByTestId('tags-view').locator('[data-tab="/device/list"]').getByRole('link').click();
    await page.waitForURL((url) => url.pathname + url.search === '/device/list');
    await expect.poll(() => headers(page, '/device/list')).toContain(zhCN.resources.device.fields.number);
    expect(await headers(page, '/device/list')).not.toContain('Device number');
    await done();
  });
});
