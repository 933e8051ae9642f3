/**
 * The alarm socket across a server restart (issue 13, "E2E in Chromium"): a server of this file's
 * own is stopped and started again on the same address and database. The panel's socket badge
 * turns red while it is down and green once the console has connected again (it tries every 5 s),
 * and an alarm raised after the restart but before the console was back (so never sent to it) is
 * in the panel all the same: the console fetches what it missed on reconnecting.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { alarmableDevices, deviceSigning, postHot } from './support/alarmDevices';
import { ADMIN, chromiumPerFile } from './support/browser';
import { directLogin } from './support/directApi';
import { freePort, startServer, type RunningServer } from './support/startServer';

const { loggedIn } = chromiumPerFile();
const ENV = { RATE_LOGIN_PER_MINUTE: '1000' };
let server: RunningServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
});

describe('alarm socket across a server restart', () => {
  // three server starts of its own: about 7 s each alone, three times that beside the PostgreSQL stage
  it('turns the socket badge red, then green, and loses no alarm raised meanwhile', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = await startServer(ENV, { port });
    dataDir = first.dataDir;
    await first.stop();
    server = await startServer(ENV, { port, dataDir });
    const api = await directLogin(server.url, ADMIN);
    const [device] = await alarmableDevices(api, 1);
    const signing = await deviceSigning(server.url);

    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await page.getByTestId('alarm-bell').click();
    const badge = page.getByTestId('alarm-socket-badge');
    await page.locator('[data-testid="alarm-socket-badge"][data-status="connected"]').waitFor({ timeout: 15_000 });
    await expect(badge.getAttribute('aria-label')).resolves.toBe('Live alarms connected');

    await server.stop();
    await page.locator('[data-testid="alarm-socket-badge"][data-status="disconnected"]').waitFor({ timeout: 10_000 });
    await expect(badge.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toMatch(/^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/);

    server = await startServer(ENV, { port, dataDir });
    // at once: the console is still waiting out its 5 s before trying again
    await postHot(server.url, signing, [device!]);
    await page.locator('[data-testid="alarm-socket-badge"][data-status="connected"]').waitFor({ timeout: 15_000 });
    await expect(badge.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toMatch(/^rgb\(\d{1,2}, 1\d\d, \d{1,2}\)$/);
    const item = page.getByTestId('alarm-item').filter({ has: page.getByTestId('alarm-item-name').getByText(`${device!.name} alarm`, { exact: true }) });
    await item.first().waitFor({ timeout: 10_000 });
    await done();
  });
});
