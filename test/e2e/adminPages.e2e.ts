/**
 * Issue 26 §3 "Small ones", in Chromium against the real server, as admin0001:
 * - the account balance and balance history pages carry their name in the tab, the breadcrumb and
 *   a heading;
 * - the role editor keeps Save and Cancel on screen at 1440×900 and at 390 px with the whole
 *   permission tree open, and asks before a save takes a permission away (kept editing here: the
 *   operator role is the one other files log in with).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const activePage = (page: Page) => page.locator('[data-page][data-active]');

/** The element lies entirely inside the window. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

describe('the balance pages', () => {
  it('carry their name in the tab, the breadcrumb and the heading', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    for (const [path, title] of [
      ['/management/accountbalance', 'Account balance'],
      ['/management/balancehistory', 'Balance history'],
    ] as const) {
      await go(page, path);
      await expect(page.locator(`[data-tab="${path}"]`).textContent()).resolves.toContain(title);
      await expect.poll(() => page.getByTestId('breadcrumb').locator('[aria-current="page"]').textContent()).toBe(title);
      await expect(activePage(page).getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    }
    await done();
  });
});

async function openOperatorRole(page: Page, phone: boolean): Promise<Locator> {
  await go(page, '/management/role');
  const holder = phone ? activePage(page).locator('[data-testid="record-cards"] > li') : activePage(page).locator('tbody tr');
  const operator = holder.filter({ hasText: 'operator' }).first();
  await operator.waitFor();
  await operator.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Role operator' });
  await dialog.getByRole('checkbox', { name: 'Devices' }).waitFor();
  await dialog.getByRole('button', { name: 'Expand all' }).click();
  await dialog.getByRole('checkbox', { name: 'View dashboard_view' }).waitFor();
  return dialog;
}

describe('the role editor', () => {
  for (const [label, viewport, phone] of [
    ['1440×900', { width: 1440, height: 900 }, false],
    ['390 px', { width: 390, height: 844 }, true],
  ] as const) {
    it(`keeps Save and Cancel on screen with the whole tree open at ${label}`, async () => {
      const { page, done } = await loggedIn({ viewport });
      const dialog = await openOperatorRole(page, phone);
      const save = dialog.getByRole('button', { name: 'Save' });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await expect.poll(() => inWindow(page, save)).toBe(true);
      expect(await inWindow(page, cancel)).toBe(true);
      // the form is longer than its dialog: it scrolls, and the buttons stay
      await dialog.getByRole('checkbox', { name: /alarmrules_delete/ }).scrollIntoViewIfNeeded();
      expect(await inWindow(page, save)).toBe(true);
      await cancel.click();
      await dialog.waitFor({ state: 'detached' });
      await done();
    });
  }

  it('asks before a save takes a code away, naming it; keeping on editing changes nothing', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    const dialog = await openOperatorRole(page, false);
    await dialog.getByRole('checkbox', { name: 'View dashboard_view' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const ask = page.getByRole('dialog', { name: 'Take permissions away from “operator”?' });
    await expect(ask.getByTestId('role-removed').textContent()).resolves.toContain('Dashboard · View (dashboard_view)');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('checkbox', { name: 'View dashboard_view' }).isChecked()).resolves.toBe(false);
    // out without saving: the discard question, then the list
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /discard/i }).click();
    await dialog.waitFor({ state: 'detached' });
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
