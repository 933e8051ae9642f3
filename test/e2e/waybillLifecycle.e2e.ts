/**
 * Issue 29 §1, §2 in Chromium: a waybill created in the console, departed, transshipped to another
 * asset, delivered, and released with the password re-entered in the signing dialog; then the
 * waybill's PDF (from its temperature log) prints the signature's name, time and meaning.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaybillHistory } from '../../src/lib/waybillActions';
import { pdfText } from '../support/pdfText';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
// a server of its own: the wrong password typed in the signing dialog counts towards admin0001's login lockout
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});
const ACTIVE = '[data-page][data-active]';
const NUMBER = `E2E-WB-${Date.now() % 1_000_000}`;

const row = (page: Page) => page.locator(`${ACTIVE} tbody tr`).filter({ hasText: NUMBER });

/** Opens the row's actions menu and picks one. */
async function chooseAction(page: Page, name: string): Promise<Locator> {
  await row(page).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

async function statusIs(page: Page, status: string): Promise<void> {
  await row(page).locator('td.column-status').filter({ hasText: status }).waitFor({ timeout: 15_000 });
}

/** 'YYYY-MM-DD HH:mm' of unix seconds at a zone offset (minutes east of UTC), as the PDF prints it. */
function minuteAt(unix: number, offsetMinutes: number): string {
  return new Date((unix + offsetMinutes * 60) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

describe('a waybill’s lifecycle with an e-signed release', () => {
  it('is created, departed, transshipped, delivered and released with the password; its PDF prints the signature', async () => {
    const api = await directLogin(server.url, ADMIN);
    const { list: assets } = await api.get<{ list: Array<{ id: number; name: string }> }>('/asset', { page: 1, limit: 2, sort: 'id', order: 'ASC' });
    const [first, second] = assets;
    expect(second, 'two seeded assets').toBeDefined();

    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/waybill/management');
    await page.locator(`${ACTIVE} tbody tr`).first().waitFor();

    // created in the form: no status to choose (the actions set it)
    await page.locator(ACTIVE).getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog');
    await expect(form.locator('[name="status"]').count()).resolves.toBe(0);
    await form.locator('input[name="number"]').fill(NUMBER);
    await form.locator('input[name="minTemperature"]').fill('2');
    await form.locator('input[name="maxTemperature"]').fill('8');
    await form.locator('input[name="consignor.institution"]').fill('E2E Depot');
    await form.locator('input[name="consignee.institution"]').fill('E2E Clinic');
    const assetInput = form.getByRole('combobox', { name: /^Assets/ });
    await assetInput.click();
    await assetInput.fill(first!.name);
    await page.getByRole('option', { name: first!.name, exact: true }).first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.locator(ACTIVE).getByPlaceholder('Search').fill(NUMBER);
    await row(page).waitFor();
    await statusIs(page, 'Not shipped');

    // depart, with a confirmation
    let dialog = await chooseAction(page, 'Depart');
    await expect(dialog.textContent()).resolves.toContain(NUMBER);
    await dialog.getByRole('button', { name: 'Depart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await statusIs(page, 'In transit');
    // once shipped it is adjusted, not edited or deleted
    await expect(row(page).getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(row(page).getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);

    // transship to the second asset
    dialog = await chooseAction(page, 'Transship');
    await dialog.getByRole('combobox', { name: /^To asset/ }).click();
    await page.getByRole('option', { name: second!.name, exact: true }).click();
    await dialog.getByLabel(/^Place/).fill('E2E Hub');
    await dialog.getByRole('button', { name: 'Transship' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // confirm delivery
    dialog = await chooseAction(page, 'Confirm delivery');
    await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await statusIs(page, 'Arrived');

    // the release decision: the summary, a wrong password refused, then signed
    dialog = await chooseAction(page, 'Release decision');
    await dialog.getByRole('table').first().waitFor();
    const meaning = (await dialog.getByTestId('signature-meaning').textContent()) ?? '';
    expect(meaning).toContain('I release the goods');
    await dialog.getByLabel(/^Comment/).fill('Within limits on both legs');
    await dialog.getByLabel(/^Your password/).fill('Wrong@0000');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('The password is incorrect: the signature is refused').waitFor();
    await expect(dialog.getByLabel(/^Comment/).inputValue()).resolves.toBe('Within limits on both legs');
    await dialog.getByLabel(/^Your password/).fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the history: two legs, the signature
    dialog = await chooseAction(page, 'History and legs');
    await dialog.getByTestId('waybill-signature').waitFor();
    await expect(dialog.getByRole('table').locator('tbody tr').count()).resolves.toBe(2);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const { list } = await api.get<{ list: Array<{ id: number }> }>('/waybill', { page: 1, limit: 1, filter: JSON.stringify({ q: NUMBER }) });
    const id = list[0]!.id;
    const history = await api.get<WaybillHistory>(`/waybill/${id}/history`);
    expect(history.legs.map((leg) => leg.assets)).toEqual([[first!.id], [second!.id]]);
    const signature = history.signatures[0]!;
    expect(signature).toMatchObject({ decision: 'release', voidedAt: null });

    // "Waybill list (v3)": the row opens its legs
    await go(page, '/waybill/management_v3');
    await page.locator(ACTIVE).getByLabel('Search').fill(NUMBER);
    const v3row = page.locator(`${ACTIVE} tbody tr`).filter({ hasText: NUMBER });
    await v3row.getByRole('button', { name: 'Legs' }).click();
    const legs = page.locator(`${ACTIVE} [data-testid="waybill-legs"] > li`);
    await legs.nth(1).waitFor({ timeout: 15_000 });
    await expect(legs.count()).resolves.toBe(2);
    await expect(legs.nth(0).textContent()).resolves.toContain(first!.name);
    await expect(legs.nth(1).textContent()).resolves.toContain('E2E Hub');

    // the PDF of its temperature log prints the signature: name, time, meaning
    await go(page, `/statistics/temperaturelog?target=waybill&id=${id}`);
    await page.locator(`${ACTIVE} [data-testid="report-pdf"]`).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator(`${ACTIVE} [data-testid="report-pdf"]`).click()]);
    const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
    const offset = await page.evaluate(() => -new Date().getTimezoneOffset());
    expect(text).toContain('Release decision (electronic signature)');
    expect(text).toContain(signature.signerName);
    expect(text).toContain(minuteAt(signature.signedAt, offset));
    expect(text).toContain(signature.meaning.replace(/\s+/g, ' '));
    await done();
  }, 180_000);
});
