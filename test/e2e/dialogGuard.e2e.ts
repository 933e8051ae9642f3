/**
 * Issue 11 §2 "Esc throws away a form", in Chromium against the real server: Esc meant for a
 * dropdown closes only the dropdown; a create dialog with changes asks before discarding them on
 * Esc, a click outside and Cancel; and closing the tab of a page whose dialog has changes asks too.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const shown = (page: Page) => page.locator('[data-page][data-active]');
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Device' });
const question = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });
const tab = (page: Page, fullPath: string) => page.getByTestId('tags-view').locator(`[data-tab="${fullPath}"]`);

async function openCreate(page: Page): Promise<void> {
  await go(page, '/device/list');
  await shown(page).getByRole('button', { name: 'Create', exact: true }).click();
  await createDialog(page).locator('input[name="name"]').waitFor();
}

async function keepEditing(page: Page, dialogName = 'Discard your changes?'): Promise<void> {
  const asking = page.getByRole('dialog', { name: dialogName });
  await asking.getByRole('button', { name: 'Keep editing' }).click();
  await asking.waitFor({ state: 'detached' });
}

describe('a form dialog with changes, in Chromium', () => {
  it('asks before Esc, a click outside or Cancel throws the form away; Esc in a dropdown closes only the dropdown', async () => {
    const { page, done } = await loggedIn();
    await openCreate(page);
    const dialog = createDialog(page);
    const name = dialog.locator('input[name="name"]');
    await name.fill('E2E-Guarded');

    // Esc with the Type dropdown open: the dropdown closes, the form stays, nothing asked
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect(question(page).count()).resolves.toBe(0);
    await expect(name.inputValue()).resolves.toBe('E2E-Guarded');

    // Esc in the form: asks; keep editing returns to the form as typed
    await name.focus();
    await page.keyboard.press('Escape');
    await question(page).getByText('What you typed in this form has not been saved and will be lost.').waitFor();
    await keepEditing(page);
    await expect(name.inputValue()).resolves.toBe('E2E-Guarded');

    // a click outside the dialog
    await page.mouse.click(5, 400);
    await question(page).waitFor();
    await keepEditing(page);
    await expect(name.inputValue()).resolves.toBe('E2E-Guarded');

    // Cancel, then discard: the dialog goes, the list stays
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shown(page).getByRole('button', { name: 'Create', exact: true }).waitFor();

    // without changes, Esc closes at once
    await shown(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.locator('input[name="name"]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(question(page).count()).resolves.toBe(0);
    await done();
  });

  it("asks before closing the tab of a page whose dialog has changes, and keeps it on 'Keep editing'", async () => {
    const { page, done } = await loggedIn();
    await openCreate(page);
    await createDialog(page).locator('input[name="name"]').fill('E2E-In-A-Tab');
    // to another tab, as the sidebar would: the device page stays, hidden, dialog and all
    await go(page, '/index');
    await tab(page, '/device/list').getByRole('button', { name: /close/i }).click();
    const asking = page.getByRole('dialog', { name: 'Close with unsaved changes?' });
    await asking.getByText(/A form on the page Device list has changes that will be lost/).waitFor();
    await keepEditing(page, 'Close with unsaved changes?');
    await tab(page, '/device/list').getByRole('link').click();
    await expect(createDialog(page).locator('input[name="name"]').inputValue()).resolves.toBe('E2E-In-A-Tab');
    // away and back once more: what was typed is still there, and still counts as a change
    await go(page, '/index');
    await go(page, '/device/list');
    const name = createDialog(page).locator('input[name="name"]');
    await expect(name.inputValue()).resolves.toBe('E2E-In-A-Tab');
    await name.focus();
    await page.keyboard.press('Escape');
    await keepEditing(page);

    await go(page, '/index');
    await tab(page, '/device/list').getByRole('button', { name: /close/i }).click();
    await asking.getByRole('button', { name: 'Close and discard' }).click();
    await tab(page, '/device/list').waitFor({ state: 'detached' });
    await expect(page.locator('[data-page="/device/list"]').count()).resolves.toBe(0);
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
