/**
 * Issue 30 §2 in Chromium against a server of its own: sales (a platform user with the page's
 * activation code) start a company's trial and end it after a confirmation, and open the TV show
 * board; a customer's attempt at 360 px is answered with "contact sales", with nothing wider
 * than the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPerFile, go } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn } = chromiumPerFile();
const CUSTOMER = { username: 'admin0002', password: 'Admin2@123' };
const PHONE = { width: 360, height: 780 };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('premium services', () => {
  it('lets sales start a trial, end it after a confirmation, and open the TV show', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/management/premiumservices');
    const cards = page.locator('[data-page][data-active] [data-testid^="premium-"][data-testid$="-backup"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    // the second company: nothing activated
    const backup = cards.nth(1);
    await expect(backup.locator('[data-testid$="-state"]').textContent()).resolves.toBe('Not activated');
    await backup.getByRole('button', { name: 'Start trial' }).click();
    await page.getByTestId('premium-saved').getByText('The service is now: In trial').waitFor();
    await backup.getByText(/^Trial until .*, up to 50 devices$/).waitFor();
    await backup.getByRole('button', { name: 'End service' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this service?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(backup.locator('[data-testid$="-state"]').textContent()).resolves.toBe('In trial');
    await backup.getByRole('button', { name: 'End service' }).click();
    await page.getByRole('dialog', { name: 'End this service?' }).getByRole('button', { name: 'End service' }).click();
    await page.getByTestId('premium-saved').getByText('The service is now: Not activated').waitFor();
    // a trial is given once
    expect(await backup.getByRole('button', { name: 'Start trial' }).count()).toBe(0);

    await page.getByTestId('premium-tvshow-open').click();
    const tv = page.getByRole('dialog', { name: /TV show/ });
    await tv.getByTestId('tvshow-total').waitFor();
    expect(Number(await tv.getByTestId('tvshow-total').locator('p').first().textContent())).toBeGreaterThan(0);
    await tv.getByTestId('tvshow-map').waitFor();
    await tv.getByTestId('tvshow-updated').waitFor();
    await tv.getByRole('button', { name: 'Close' }).click();
    await tv.waitFor({ state: 'detached' });
    await done();
  });

  it('tells a customer to contact sales, at phone width', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url, viewport: PHONE }, CUSTOMER);
    await go(page, '/management/premiumservices');
    const tvshow = page.locator('[data-page][data-active] [data-testid$="-tvshow"]');
    await tvshow.waitFor();
    expect(await page.getByTestId('premium-tvshow-open').count()).toBe(0);
    await tvshow.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByTestId('premium-error').textContent()).resolves.toContain('Premium services are activated by sales: please contact sales');
    await page.getByTestId('premium-backups-inactive').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await done();
  });
});
