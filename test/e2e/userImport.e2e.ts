/**
 * Issue 30 §4 "User import: the generated Import for users", from the user page, in Chromium
 * against a server of its own: admin0001 opens /management/user, imports an xlsx of two users
 * (one with a blank in its login account, refused with its row and reason), the good one is in
 * the list, and signs in with its login account as password, which must be changed first (spec §9).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, chromiumPerFile, login } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { fresh } = chromiumPerFile();
let server: RunningServer;
let folder = '';
let file = '';
const IMPORTED = 'importuser01';

beforeAll(async () => {
  server = await startServer();
  const db = new Database(join(server.dataDir, 'platform.sqlite'), { readonly: true });
  const organization = (() => {
    try {
      return db.prepare('select o.name from organizations o join users u on u.company_id = o.company_id where u.username = ? order by o.level, o.id limit 1').get(ADMIN.username) as { name: string };
    } finally {
      db.close();
    }
  })();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of [
    ['Login account', 'User name', 'Role', 'Organization', 'Mobile'],
    [IMPORTED, 'Imported', 'operator', organization.name, '13800000077'],
    ['bad user1', 'Refused', 'operator', organization.name, ''],
  ]) {
    sheet.addRow(row);
  }
  folder = mkdtempSync(join(tmpdir(), 'coldchain-user-import-'));
  file = join(folder, 'users.xlsx');
  await workbook.xlsx.writeFile(file);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await server?.stop();
});

describe('user import', () => {
  it('imports users from the user page; an imported user signs in with the login account and must change it', async () => {
    const admin = await fresh({ consoleUrl: server.url });
    await admin.page.goto(`${server.url}/login`);
    await login(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.waitForURL((url) => url.pathname === '/index');
    await admin.page.goto(`${server.url}/management/user`);
    const shown = admin.page.locator('[data-page][data-active]');
    await shown.getByRole('button', { name: 'Import' }).click();
    const dialog = admin.page.getByRole('dialog', { name: /^Import/ });
    await dialog.getByTestId('import-file-input').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByTestId('import-result').waitFor();
    await expect(dialog.getByTestId('import-summary').textContent()).resolves.toContain('1 of 2 rows imported');
    const rows = await dialog
      .getByTestId('import-errors')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 2)).toEqual(['3', 'Login account']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await shown.getByText(IMPORTED).first().waitFor();
    await admin.done();

    const imported = await fresh({ consoleUrl: server.url });
    await imported.page.goto(`${server.url}/login`);
    await login(imported.page, IMPORTED, IMPORTED);
    await imported.page.getByRole('heading', { name: 'Change password' }).waitFor();
    await imported.done();
  });
});
