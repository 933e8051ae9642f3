/**
 * Issue 30 §4–§5, in Chromium against the real server, as admin0001: each page of the lists part
 * (data dictionary, channel display, device prompts, the device registry and its bindings, storage
 * and transport, system message users, after sales) is a real list with the seeded rows, never
 * the "not available" page; choosing a storage class in a new alarm rule fills its limits.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn } = chromiumPerFile();

const activePage = (page: Page) => page.locator('[data-page][data-active]');

const PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/management/datadictionary', 'assetStatusReason'],
  ['/management/channelshowset', 'CTH-200'],
  ['/management/deviceprompt', '温度超标，请立即检查'],
  ['/management/device', '99000001'],
  ['/management/binding', 'Device number'],
  ['/management/storagetransport', '冷藏 2~8℃'],
  ['/management/systemmessageuser', 'admin0001'],
  ['/tools/aftersales', '王工'],
];

describe('the pages of the lists part', () => {
  it('show their seeded rows, none the "not available" page', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    for (const [path, text] of PAGES) {
      await go(page, path);
      const rows = activePage(page).locator('tbody tr');
      await expect.poll(() => rows.count(), { message: path, timeout: 20_000 }).toBeGreaterThan(0);
      await expect(activePage(page).textContent(), path).resolves.toContain(text);
      expect(await page.getByTestId('not-available-component').count(), path).toBe(0);
    }
    await done();
  });

  it('fills a new alarm rule’s temperature limits from the chosen storage class', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    await go(page, '/alarm/rules');
    await activePage(page).getByRole('button', { name: 'Create' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Storage and transport class/ }).click();
    await page.getByRole('option', { name: '冷冻 -25~-15℃' }).click();
    await expect.poll(() => dialog.getByLabel(/Min temperature/).inputValue()).toBe('-25');
    expect(await dialog.getByLabel(/Max temperature/).inputValue()).toBe('-15');
    await done();
  });
});
