/**
 * Issue 30 §4 acceptance in Chromium against a server of its own: changing pageRefreshInterval
 * in the company config changes the monitor page's refresh for a user of that company, at the
 * next page load and with no new login. admin0001 (the platform, in operator01's company) saves
 * 15 s on /tools/companyconfig; operator01's monitor showed the spec §9 default of 300 s, and
 * after a reload shows 15 s and loads its data again once the page's clock (Playwright's, moved
 * on rather than waited for) passes 15 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ADMIN, OPERATOR, chromiumPerFile, go, login } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { fresh } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const isMonitorLoad = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/monitor';
const refreshSeconds = async (page: Page) => {
  const note = page.locator('[data-page][data-active] [data-testid="refresh-note"]');
  await note.waitFor();
  return Number(await note.getAttribute('data-seconds'));
};

describe('company config', () => {
  it("changing pageRefreshInterval changes the monitor page's refresh for a user of that company", async () => {
    // operator01's console, with a clock the test moves
    const operator = await fresh({ consoleUrl: server.url });
    await operator.page.clock.install();
    await operator.page.goto(`${server.url}/login`);
    await login(operator.page, OPERATOR.username, OPERATOR.password);
    await operator.page.waitForURL((url) => url.pathname === '/index');
    const firstLoad = operator.page.waitForRequest(isMonitorLoad);
    await go(operator.page, '/device/monitor');
    await firstLoad;
    expect(await refreshSeconds(operator.page)).toBe(300);

    // the platform's customer success sets 15 s for the company on the config page
    const admin = await fresh({ consoleUrl: server.url });
    await admin.page.goto(`${server.url}/login`);
    await login(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.waitForURL((url) => url.pathname === '/index');
    await go(admin.page, '/tools/companyconfig');
    const field = admin.page.getByRole('textbox', { name: 'Page refresh interval (seconds)' });
    await expect(field.inputValue()).resolves.toBe('300');
    await field.fill('5');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    // below the 10 s minimum: refused in the form, nothing sent
    await admin.page.getByText('Enter a whole number from 10 to 3600').waitFor();
    await field.fill('15');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByTestId('company-config-saved').waitFor();
    await admin.done();

    // operator01, still signed in, loads the page again: the new interval, no new login
    const reloaded = operator.page.waitForRequest(isMonitorLoad);
    await operator.page.reload();
    await reloaded;
    expect(operator.page.url()).toBe(`${server.url}/device/monitor`);
    expect(await refreshSeconds(operator.page)).toBe(15);
    await operator.page.getByTestId('monitor-total').first().waitFor();
    // the monitor loads its data again when 15 s have passed on the page's clock
    const refreshed = operator.page.waitForRequest(isMonitorLoad);
    await operator.page.clock.fastForward(16_000);
    await refreshed;
    await operator.done();
  });
});
