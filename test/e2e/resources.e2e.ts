/**
 * Schema-driven resources in Chromium against the real server: the generated device and asset
 * pages, permissions for operator01, and an entity that exists only as a test schema file
 * (test/e2e/fixtures/schemas/thing.schema.json) plus a menu row.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RouteNode } from '../../src/lib/contract';
import { ADMIN, OPERATOR, baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin, statusOf } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const DEVICE_NUMBER = '87654321';

/** The form control (input, label, helper text) of a property inside a dialog. */
const control = (dialog: Locator, name: string) =>
  dialog.locator('.MuiFormControl-root').filter({ has: dialog.page().locator(`input[name="${name}"], textarea[name="${name}"]`) });

async function choose(page: Page, dialog: Locator, label: RegExp, option: string | RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function firstOption(page: Page, dialog: Locator, label: RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').filter({ hasNotText: /^$/ }).first().click();
}

const rows = (page: Page) => page.locator('[data-page][data-active] tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function openList(page: Page, path: string): Promise<void> {
  await go(page, path);
  await page.locator('[data-page][data-active] tbody tr').first().waitFor();
}

describe('generated resource pages (device, asset)', () => {
  it('creates a device: a 7-digit number is refused at its field and every typed value stays; fixed, it is saved and listed', async () => {
    const { page, done } = await loggedIn();
    await openList(page, '/device/list');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="number"]').fill('1234567');
    await dialog.locator('input[name="name"]').fill('E2E-Logger');
    await choose(page, dialog, /^Type/, 'Temperature logger');
    await dialog.locator('input[name="model"]').fill('E2E-1');
    await dialog.locator('input[name="expireDate"]').fill('2030-01-31');
    await firstOption(page, dialog, /^Organization/);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(control(dialog, 'number').textContent()).resolves.toContain('The device number must be exactly 8 digits');
    await expect(dialog.locator('input[name="number"]').inputValue()).resolves.toBe('1234567');
    await expect(dialog.locator('input[name="name"]').inputValue()).resolves.toBe('E2E-Logger');
    await expect(dialog.locator('input[name="model"]').inputValue()).resolves.toBe('E2E-1');
    await expect(dialog.locator('input[name="expireDate"]').inputValue()).resolves.toBe('2030-01-31');
    await expect(dialog.getByRole('combobox', { name: /^Type/ }).textContent()).resolves.toContain('Temperature logger');
    // only the wrong field says something
    await expect(control(dialog, 'name').locator('.Mui-error').count()).resolves.toBe(0);

    await dialog.locator('input[name="number"]').fill(DEVICE_NUMBER);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, DEVICE_NUMBER).waitFor();
    await expect(row(page, DEVICE_NUMBER).textContent()).resolves.toContain('E2E-Logger');
    await done();
  });

  it('filters by status, edits, exports CSV and deletes with a confirmation', async () => {
    const { page, done } = await loggedIn();
    await openList(page, '/device/list');

    await page
      .locator('[data-page][data-active]')
      .getByRole('combobox', { name: /^Status/ })
      .click();
    await page.getByRole('option', { name: 'Fault' }).click();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-page][data-active] tbody td.column-status')];
      return cells.length > 0 && cells.every((cell) => cell.textContent === 'Fault');
    });
    await page
      .locator('[data-page][data-active]')
      .getByRole('combobox', { name: /^Status/ })
      .click();
    await page.getByRole('option').first().click();

    // edit the device made by the first test
    await page.locator('[data-page][data-active]').getByPlaceholder('Search').fill(DEVICE_NUMBER);
    await page.waitForFunction(() => document.querySelectorAll('[data-page][data-active] tbody tr').length === 1);
    await row(page, DEVICE_NUMBER).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    // the name: the model is a column the list hides by default (x-ui.list.defaultHidden)
    await dialog.locator('input[name="name"]').fill('E2E-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, DEVICE_NUMBER).filter({ hasText: 'E2E-2' }).waitFor();

    // export: every row the filters select, as CSV with the list's labels
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('Device number');
    expect(csv).toContain(DEVICE_NUMBER);
    expect(csv).toContain('E2E-2');

    await row(page, DEVICE_NUMBER).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.textContent()).resolves.toMatch(/delete/i);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await row(page, DEVICE_NUMBER).waitFor({ state: 'detached' });
    const admin = await directLogin(baseUrl(), ADMIN);
    expect((await admin.get<{ total: number }>('/device', { page: 1, limit: 1, filter: JSON.stringify({ number: DEVICE_NUMBER }) })).total).toBe(0);
    await done();
  });

  it("refuses an asset size of 1,2 and saves 1,2,3 (cabinet page: the asset's role 4 is fixed)", async () => {
    const { page, done } = await loggedIn();
    await openList(page, '/asset/cabinet');
    // the schema's conditions for role 4: cabinet columns, no plate
    const headers = await page.locator('[data-page][data-active] thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Brand', 'Size (L,W,H)']));
    expect(headers).not.toContain('Plate number');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill('E2E-Cabinet');
    await expect(dialog.locator('input[name="plate"]').count()).resolves.toBe(0);
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    const types = (await page.getByRole('option').allTextContents()).map((t) => t.replace(/\u200b/g, '').trim()).filter(Boolean);
    expect(types).toEqual(['Ordinary', 'Low temperature']);
    await page.getByRole('option', { name: 'Low temperature' }).click();
    await firstOption(page, dialog, /^Status/);
    await dialog.locator('input[name="size"]').fill('1,2');
    await firstOption(page, dialog, /^Organization/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(control(dialog, 'size').textContent()).resolves.toContain('Enter exactly three numbers separated by half-width commas');
    await expect(dialog.locator('input[name="name"]').inputValue()).resolves.toBe('E2E-Cabinet');

    await dialog.locator('input[name="size"]').fill('1,2,3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'E2E-Cabinet').waitFor();
    await done();
  });
});

describe('permissions (spec §6)', () => {
  it('shows operator01 no button it lacks the code for, and the server refuses the write sent directly', async () => {
    const { page, done } = await loggedIn({}, OPERATOR);
    await openList(page, '/device/list');
    const main = page.locator('[data-page][data-active]');
    // operator01 has devicelist_view and devicelist_export only
    await expect(main.getByRole('button', { name: 'Export' }).count()).resolves.toBe(1);
    await expect(main.getByRole('button', { name: 'Create' }).count()).resolves.toBe(0);
    await expect(main.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(main.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await expect(main.locator('tbody input[type="checkbox"]').count()).resolves.toBe(0);
    await done();

    const direct = await directLogin(baseUrl(), OPERATOR);
    const device = { number: '76543210', name: 'Forbidden', type: 'temperature', expireDate: 1900000000, organizationId: 1 };
    expect(await statusOf(direct.post('/device', device, undefined, { silent: true }))).toBe(403);
    const firstId = (await direct.get<{ list: Array<{ id: number }> }>('/device', { page: 1, limit: 1 })).list[0]!.id;
    expect(await statusOf(direct.delete(`/device/${firstId}`, undefined, { silent: true }))).toBe(403);

    const admin = await directLogin(baseUrl(), ADMIN);
    const found = await admin.get<{ total: number }>('/device', { page: 1, limit: 1, filter: JSON.stringify({ number: '76543210' }) });
    expect(found.total).toBe(0);
    expect((await admin.get<{ id: number }>(`/device/${firstId}`)).id).toBe(firstId);
  });
});

describe('a new entity from a schema file and a menu row, with no TypeScript', () => {
  it('the test-only "thing" schema lists, validates and creates in the console', async () => {
    // the menu row, as the menu and role screens would write it
    const admin = await directLogin(baseUrl(), ADMIN);
    const menu = await admin.post<{ id: number }>('/menu', {
      routeName: 'Thing',
      name: '物件',
      nameTw: '物件',
      nameEn: 'Things',
      path: 'thing',
      component: '/thing/list/index',
      icon: 'api',
    });
    const roles = await admin.get<{ list: Array<{ id: number; name: string }> }>('/role', { page: 1, limit: 50 });
    const adminRole = roles.list.find((r) => r.name === 'admin')!;
    const role = await admin.get<{ menuIds: number[] }>(`/role/${adminRole.id}`);
    await admin.put(`/role/${adminRole.id}`, { menuIds: [...role.menuIds, menu.id] });
    const routes = await admin.get<RouteNode[]>('/menu/routerinfo', { showall: true });
    expect(routes.some((r) => r.component === '/thing/list/index')).toBe(true);

    const { page, done } = await loggedIn();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Things' }).click();
    await page.waitForURL((url) => url.pathname === '/thing');
    await page.locator('[data-page][data-active]').getByRole('button', { name: 'Create' }).first().click();
    const dialog = page.getByRole('dialog');
    // labels come from the schema's titles: the locale files know nothing of this entity
    await expect(control(dialog, 'label').textContent()).resolves.toContain('Label');
    await dialog.locator('input[name="label"]').fill('two words');
    await dialog.locator('input[name="mobile"]').fill('12345');
    await choose(page, dialog, /^Size/, /small/i);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(control(dialog, 'label').textContent()).resolves.toContain('Whitespace is not allowed');
    await expect(control(dialog, 'mobile').textContent()).resolves.toContain('Mobile format wrong');
    await expect(dialog.locator('input[name="mobile"]').inputValue()).resolves.toBe('12345');

    await dialog.locator('input[name="label"]').fill('first-thing');
    await dialog.locator('input[name="mobile"]').fill('13812345678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'first-thing').waitFor();
    await expect(row(page, 'first-thing').textContent()).resolves.toContain('13812345678');
    const stored = await admin.get<{ list: Array<{ label: string; size: string }> }>('/thing', { page: 1, limit: 10 });
    expect(stored.list).toEqual([expect.objectContaining({ label: 'first-thing', size: 'small' })]);
    await done();
  });

  it('sent no request to any host but its own during the whole run', () => {
    expect(foreignRequests).toEqual([]);
  });
});
