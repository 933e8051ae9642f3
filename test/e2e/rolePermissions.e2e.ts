/**
 * Issue 11 §1, end to end in Chromium against the real server: a role made in the console with
 * the permission tree gives its user exactly the pages and the code picked, and its permission
 * log reads on its row.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, chromiumPerFile, go, login } from './support/browser';

const { loggedIn, fresh, foreign: foreignRequests } = chromiumPerFile();

const SUFFIX = String(Date.now()).slice(-6);
const ROLE = `e2e-role-${SUFFIX}`;
const USERNAME = `perm${SUFFIX}`;
const PASSWORD = 'Perm#2024x';

const rows = (page: Page) => page.locator('[data-page][data-active] tbody tr');
const activePage = (page: Page) => page.locator('[data-page][data-active]');

async function openList(page: Page, path: string): Promise<void> {
  await go(page, path);
  await rows(page).first().waitFor();
}

async function search(dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('searchbox', { name: 'Search pages and codes' }).fill(text);
}

describe('role permissions, from the tree to the user', () => {
  it('gives a new user exactly the two pages and the one code picked in the tree', async () => {
    const admin = await loggedIn();
    const { page } = admin;

    // the role: Dashboard (without its view code) and Device list with only its add code
    await openList(page, '/management/role');
    await activePage(page).getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill(ROLE);
    await search(dialog, 'Dashboard');
    await dialog.getByRole('checkbox', { name: 'Dashboard', exact: true }).check();
    // checking a page checks its codes; this one is taken back, leaving the page alone
    const view = dialog.getByRole('checkbox', { name: 'View dashboard_view' });
    await expect(view.isChecked()).resolves.toBe(true);
    await view.uncheck();
    await search(dialog, 'Device list');
    // keyboard: the code's box is reached and ticked with Space
    const add = dialog.getByRole('checkbox', { name: 'Add devicelist_add' });
    await add.focus();
    await page.keyboard.press('Space');
    await expect(add.isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // its log, from its row: the admin added these pages and that code
    const roleRow = rows(page).filter({ hasText: ROLE });
    await roleRow.getByRole('button', { name: 'Permission log' }).click();
    const log = page.getByRole('dialog', { name: `Permission log: ${ROLE}` });
    const entry = log.getByRole('listitem').first();
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toMatch(/^admin0001, .*Added.*4 pages: Home, Dashboard, Devices, Device list.*1 code: Device list · Add \(devicelist_add\)$/);
    await log.getByRole('button', { name: 'Close' }).click();

    // the user, with that role
    await openList(page, '/management/user');
    await activePage(page).getByRole('button', { name: 'Create' }).click();
    const userForm = page.getByRole('dialog');
    await userForm.locator('input[name="username"]').fill(USERNAME);
    await userForm.locator('input[name="realname"]').fill('PermissionTester');
    await userForm.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: ROLE }).click();
    await userForm.getByRole('combobox', { name: /^Organization/ }).click();
    await page.getByRole('option').filter({ hasNotText: /^$/ }).first().click();
    await userForm.getByRole('button', { name: 'Save' }).click();
    await userForm.waitFor({ state: 'detached' });
    await admin.done();

    // the user's first login: the password step (issue 10), then the console
    const user = await fresh();
    await user.page.goto(`${baseUrl()}/login`);
    await login(user.page, USERNAME, USERNAME);
    await user.page.getByRole('heading', { name: 'Change password' }).waitFor();
    await user.page.getByLabel(/^current password/i).fill(USERNAME);
    await user.page.getByLabel(/^new password/i).fill(PASSWORD);
    await user.page.getByLabel(/^confirm the new password/i).fill(PASSWORD);
    await user.page.getByRole('button', { name: 'Change password' }).click();
    await user.page.getByTestId('dashboard-title').waitFor();

    // the sidebar: the dashboard and the device list (an area with one page shows as that page's link)
    const sidebar = user.page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Device list' }).waitFor();
    await expect(sidebar.getByRole('button').count()).resolves.toBe(0);
    const links = await sidebar.getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual(['Dashboard', 'Device list']);
    await expect(sidebar.textContent()).resolves.not.toMatch(/Alarms|Assets|Waybills|Management|Device monitor/);

    // the device list: the add button (its code), not export or delete (codes not given)
    await sidebar.getByRole('link', { name: 'Device list' }).click();
    await rows(user.page).first().waitFor();
    await activePage(user.page).getByRole('button', { name: 'Create' }).waitFor();
    await expect(activePage(user.page).getByRole('button', { name: 'Export' }).count()).resolves.toBe(0);
    await expect(rows(user.page).first().getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await user.done();
  });

  it('sent nothing off the console origin', () => {
    expect(foreignRequests).toEqual([]);
  });
});
