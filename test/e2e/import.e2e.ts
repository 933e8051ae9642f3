/**
 * Waybill import (issue 29 §3, "E2E in Chromium: an xlsx import with three bad rows lists them,
 * and the result file downloads"), against the real server: as admin0001, on the waybill list,
 * the Import dialog takes an xlsx of five waybills (three bad: an unknown asset, a number twice in
 * the file, a temperature that is no number); it lists the three with their row, column and
 * reason, the server holds the two good ones, and the file downloads with a result column.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, chromiumPerFile } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
const ADMIN = { username: 'admin0001', password: 'Admin@123' };

let folder = '';
let file = '';
// numbers are unique on the server: a run of its own
const run = Date.now().toString(36).toUpperCase();
const number = (n: number) => `E2E-${run}-${n}`;
const ASSET = `E2EImportBox${run}`;

beforeAll(async () => {
  const api = await directLogin(baseUrl(), ADMIN);
  const me = await api.get<{ list: Array<{ organizationId: number }> }>('/user', { filter: JSON.stringify({ username: ADMIN.username }), limit: 1 });
  await api.post('/asset', { role: 3, name: ASSET, type: 'ordinary', status: 1, organizationId: me.list[0]!.organizationId });

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Waybills');
  const header = ['Waybill number', 'Ship now', 'Asset type', 'Asset name', 'Min temperature (°C)', 'Max temperature (°C)', 'Consignor - Institution', 'Consignee - Institution'];
  for (const row of [
    header,
    [number(1), 'Yes', 'Cold box', ASSET, 2, 8, 'Shanghai CDC', 'Pudong Hospital'],
    [number(2), 'No', 'Cold box', 'NoSuchBox', 2, 8, 'Shanghai CDC', 'Pudong Hospital'],
    [number(3), 'No', 'Cold box', ASSET, -20, -10, 'Shanghai CDC', 'Minhang Clinic'],
    [number(1), 'No', 'Cold box', ASSET, 2, 8, 'Shanghai CDC', 'Pudong Hospital'],
    [number(5), 'No', 'Cold box', ASSET, 'warm', 8, 'Shanghai CDC', 'Pudong Hospital'],
  ]) {
    sheet.addRow(row);
  }
  folder = mkdtempSync(join(tmpdir(), 'coldchain-import-'));
  file = join(folder, 'waybills.xlsx');
  await workbook.xlsx.writeFile(file);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  expect(foreignRequests).toEqual([]);
});

const shown = (page: Page) => page.locator('[data-page][data-active]');

describe('waybill import', () => {
  it('lists the three bad rows of an xlsx, stores the two good ones, and downloads the file with results', async () => {
    const { page, done } = await loggedIn();
    await page.goto(`${baseUrl()}/waybill/management`);
    await shown(page).getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Waybills' });
    await dialog.getByTestId('import-file-input').setInputFiles(file);
    await expect.poll(() => dialog.getByTestId('import-picked').textContent()).toBe('File: waybills.xlsx');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await dialog.getByTestId('import-result').waitFor();
    await expect(dialog.getByTestId('import-summary').textContent()).resolves.toContain('2 of 5 rows imported');
    const rows = await dialog
      .getByTestId('import-errors')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
    expect(rows).toEqual([
      ['3', 'Asset name', 'No asset of this type is named NoSuchBox in your company'],
      ['5', 'Waybill number', `${number(1)} is already used in row 2 of the file`],
      ['6', 'Min temperature (°C)', 'Must be a number'],
    ]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the file with results' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('waybills-result.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(readFileSync((await saved.path())!) as unknown as ExcelJS.Buffer);
    const sheet = back.worksheets[0]!;
    const results = [1, 2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(9).value);
    expect(results).toEqual([
      'Import result',
      'Imported',
      'Asset name: No asset of this type is named NoSuchBox in your company',
      'Imported',
      `Waybill number: ${number(1)} is already used in row 2 of the file`,
      'Min temperature (°C): Must be a number',
    ]);

    // closing reloads the list: the two stored waybills are there, the shipped one in transit
    await dialog.getByRole('button', { name: 'Close' }).click();
    await shown(page).getByText(number(1)).waitFor();
    const api = await directLogin(baseUrl(), ADMIN);
    const stored = await api.get<{ list: Array<{ number: string; status: number }> }>('/waybill', { filter: JSON.stringify({ q: `E2E-${run}` }), limit: 10, sort: 'number', order: 'ASC' });
    expect(stored.list.map((w) => [w.number, w.status])).toEqual([
      [number(1), 2],
      [number(3), 1],
    ]);
    await done();
  });
});
