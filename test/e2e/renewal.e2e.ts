/**
 * Issue 28 §3 in Chromium against a server of its own with the demo's renewal notice: the renewal
 * dialog after login shows the expired count, its link opens /device/expired, and it is gone at
 * the next login once read. Then a renewal paid from the balance moves a device's expiry on from
 * its old expiry date (not from the payment) and shows in the balance history.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, chromiumPerFile, go, login } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { fresh } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SEED_RENEWAL_NOTICE: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(server.dataDir, 'platform.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const nowUnix = () => Math.floor(Date.now() / 1000);

async function signIn() {
  const opened = await fresh({ consoleUrl: server.url });
  const notice = opened.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/renewalnotice/web');
  await opened.page.goto(`${server.url}/login`);
  await login(opened.page, ADMIN.username, ADMIN.password);
  await opened.page.waitForURL((url) => url.pathname === '/index');
  await notice;
  return opened;
}

describe('renewal', () => {
  it('the dialog shows the expired count, its link opens /device/expired, and it does not return after read', async () => {
    const expired = query<{ n: number }>('select count(*) as n from devices d join users u on u.company_id = d.company_id where u.username = ? and d.expire_date < ?', ADMIN.username, nowUnix())[0]!.n;
    expect(expired).toBeGreaterThan(1);
    const first = await signIn();
    const dialog = first.page.getByRole('dialog', { name: 'Service renewal' });
    await dialog.waitFor();
    await expect(dialog.getByTestId('renewal-expired-count').textContent()).resolves.toBe(`${expired} devices' service has expired.`);
    await dialog.getByRole('button', { name: 'View the devices pending renewal' }).click();
    await first.page.waitForURL((url) => url.pathname === '/device/expired');
    await dialog.waitFor({ state: 'detached' });
    await first.done();

    const second = await signIn();
    await second.page.waitForTimeout(300);
    expect(await second.page.getByRole('dialog').count()).toBe(0);
    await second.done();
  });

  it('a renewal paid from the balance moves the expiry on from the old expiry date and shows in the balance history', async () => {
    const [device] = query<{ id: number; number: string; expire_date: number }>(
      'select d.id, d.number, d.expire_date from devices d join users u on u.company_id = d.company_id where u.username = ? and d.expire_date < ? order by d.expire_date limit 1',
      ADMIN.username,
      nowUnix() - 30 * 86_400,
    );
    const expected = new Date(device!.expire_date * 1000);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    const { page, done } = await signIn();
    await go(page, '/device/renewal');
    await page.getByTestId('renewal-warnings').getByText('SIM card').waitFor();
    await page.getByRole('searchbox', { name: 'Number or name' }).fill(device!.number);
    await page.getByRole('checkbox', { name: `Pick ${device!.number}` }).check();
    await page.getByTestId('renewal-amount').getByText('1 device: ¥60').waitFor();
    await page.getByRole('button', { name: 'Pay from the balance' }).click();
    await page.getByRole('dialog', { name: 'Renew these devices?' }).getByRole('button', { name: 'Renew and pay' }).click();
    await page.getByText('1 device renewed for ¥60.').waitFor();
    const [after] = query<{ expire_date: number }>('select expire_date from devices where id = ?', device!.id);
    // a year from its old expiry, which was over 30 days ago: not a year from today
    expect(after!.expire_date).toBe(expected.getTime() / 1000);
    expect(after!.expire_date).toBeLessThan(nowUnix() + 335 * 86_400);

    await go(page, '/management/balancehistory');
    const row = page.getByRole('row').filter({ hasText: 'Device renewal' }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Funds \(¥\).*-60/);
    await done();
  });
});
