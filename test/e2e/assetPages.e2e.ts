/**
 * Issue 29 §4–§5 in Chromium against the real server, as admin0001: every page of this part
 * (waybill clients, containers, warehouses, groups, documents, maintenance, NFC tags, print
 * presets) is a list of its seeded rows, not the "not available" placeholder; a client and a print
 * preset are created through their forms (a bad value refused at its field first, what was typed
 * kept); a container's detail shows its asset history; a document downloads through its
 * company-scoped route and the upload rules are said; and the maintenance list has no sideways
 * scrolling at 360 px.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

/** Each page and its heading: the entity's name (resources.NAME.name, plural). */
const PAGES = [
  ['/waybill/client', 'Clients'],
  ['/container/info', 'Containers'],
  ['/asset/warehouse', 'Warehouses'],
  ['/asset/group', 'Groups'],
  ['/asset/file', 'Documents'],
  ['/asset/maintenance', 'Maintenance records'],
  ['/asset/nfc', 'NFC tags'],
  ['/asset/printtimeset', 'Print presets'],
] as const;

const active = (page: Page) => page.locator('[data-page][data-active]');
const rows = (page: Page) => active(page).locator('tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const control = (dialog: Locator, name: string) =>
  dialog.locator('.MuiFormControl-root').filter({ has: dialog.page().locator(`input[name="${name}"], textarea[name="${name}"]`) });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openCreate(page: Page, path: string, title: string): Promise<Locator> {
  await go(page, path);
  await rows(page).first().waitFor();
  await active(page).getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Save' }).waitFor();
  return dialog;
}

describe('the asset, container and client pages', () => {
  it('shows each page as its list of seeded rows, not the placeholder', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    for (const [path, title] of PAGES) {
      await go(page, path);
      await rows(page).first().waitFor();
      await expect(active(page).getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(title);
      await expect(active(page).textContent(), path).resolves.not.toContain('not available');
      await expect(active(page).getByRole('button', { name: 'Create', exact: true }).count(), path).resolves.toBe(1);
    }
    await done();
  });

  it('creates a client: a bad contact number is refused at its field and kept, fixed it is listed', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    const dialog = await openCreate(page, '/waybill/client', 'Create Client');
    await dialog.locator('input[name="institution"]').fill('E2E 冷链客户');
    await dialog.locator('input[name="contactNumber"]').fill('021-555');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(control(dialog, 'contactNumber').textContent()).resolves.toContain('Incorrect format: an optional + followed by digits');
    await expect(dialog.locator('input[name="institution"]').inputValue()).resolves.toBe('E2E 冷链客户');
    await dialog.locator('input[name="contactNumber"]').fill('+862155500000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'E2E 冷链客户').waitFor();
    await expect(row(page, 'E2E 冷链客户').textContent()).resolves.toContain('Consignor and consignee');
    await done();
  });

  it('creates a print preset with its interval from the offered ones', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    const dialog = await openCreate(page, '/asset/printtimeset', 'Create Print preset');
    await dialog.locator('input[name="name"]').fill('E2E-近6小时');
    await dialog.locator('input[name="rangeHours"]').fill('6');
    await dialog.getByRole('combobox', { name: /^One reading every/ }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'E2E-近6小时').waitFor();
    await expect(row(page, 'E2E-近6小时').textContent()).resolves.toContain('15 minutes');
    await done();
  });

  it('shows a container’s asset history in its detail', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    await go(page, '/container/info');
    const container = row(page, 'CSQU3054383');
    await container.waitFor();
    // a row's click opens its detail
    await container.getByText('CSQU3054383').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Asset history');
    // two entries, the first vehicle's and the current one's, each named
    await expect.poll(async () => ((await dialog.textContent()) ?? '').match(/冷藏车0[12]/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await done();
  });

  it('downloads a document through the company-scoped route, under its name, and says the upload rules', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 1440, height: 900 } });
    await go(page, '/asset/file');
    const link = row(page, '冷库操作规程').getByRole('button', { name: 'cold-store-manual.txt' });
    await link.waitFor();
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => /\/api\/assetFile\/\d+\/download$/.test(new URL(r.url()).pathname)),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(download.suggestedFilename()).toBe('cold-store-manual.txt');
    // the link downloads: no detail dialog opened
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await active(page).getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Document' });
    await expect(dialog.getByTestId('document-rules').textContent()).resolves.toBe('Allowed: pdf, doc, docx, xls, xlsx, txt, jpg, jpeg, png; at most 10 MB');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await done();
  });

  it('shows the maintenance list at 360 px without sideways scrolling', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 360, height: 780 } });
    await go(page, '/asset/maintenance');
    await active(page).locator('[data-testid="record-cards"] > li').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
