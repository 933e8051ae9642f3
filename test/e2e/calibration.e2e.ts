/**
 * Issue 30 §4 in Chromium against a server of its own with the demo data: the calibration tool
 * shows the seeded plan that is due and the plans' list; the certificate download page lists the
 * calibration records and downloads a record's certificate, a PDF under the print header of the
 * device's organization; the calibration units and print header rules pages list the seeded rows.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { chromiumPerFile, go } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
let server: RunningServer;
const ACTIVE = '[data-page][data-active]';

beforeAll(async () => {
  server = await startServer({ RATE_LOGIN_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

describe('calibration', () => {
  it('the calibration tool shows the due plan above the plans; units and print header rules list theirs', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/tools/calibration');
    const due = page.locator(ACTIVE).getByRole('status').filter({ hasText: 'Calibrations due' });
    await due.waitFor({ timeout: 30_000 });
    await expect(due.textContent()).resolves.toMatch(/冷库探头年度校准 · 3 devices · .* · due in \d+ days/);
    await page.locator(ACTIVE).getByRole('row').filter({ hasText: '冷藏车季度校准' }).first().waitFor();

    await go(page, '/management/calibrationunit');
    await page.locator(ACTIVE).getByRole('row').filter({ hasText: 'CNAS L0389' }).first().waitFor({ timeout: 30_000 });
    await go(page, '/management/printheadrule');
    await page.locator(ACTIVE).getByRole('row').filter({ hasText: '苏药监经营许可 JS20260088' }).first().waitFor({ timeout: 30_000 });
    await done();
  });

  it('downloads a calibration record’s certificate from the certificate download page', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/device/certdownload');
    const row = page.locator(ACTIVE).getByRole('row').filter({ hasText: 'JS-2025-0118' }).first();
    await row.waitFor({ timeout: 30_000 });
    // read-only: no edit or delete on this page
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), row.getByRole('button', { name: 'Certificate' }).click()]);
    expect(download.suggestedFilename()).toBe('certificate-JS-2025-0118.pdf');
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Calibration certificate');
    expect(text).toContain('江苏省计量科学研究院');
    expect(text).toContain('CNAS L0389');
    expect(text).toMatch(/T1\s*8\.0\s*8\.3\s*\+0\.3\s*Pass/);
    expect(text).toContain('Result: Pass');
    await done();
  });
});
