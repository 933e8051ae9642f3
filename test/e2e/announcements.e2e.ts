/**
 * Issue 28 §1 in Chromium against a server of its own with the demo's two announcements (one
 * mandatory HTML with a 5 s wait, one URL): the dialog after login, 1/2 with Next counting down to
 * 0 and the box required, Previous, Close, the badge down to 0, and nothing at the next login. Then
 * the XSS corpus: each payload an HTML announcement, each shown by the dialog, and no script runs
 * (a window hook, alert and the page's dialog events are watched).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, chromiumPerFile, login } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';
import { XSS_PAYLOADS } from '../support/xssPayloads';

const { fresh } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SEED_ANNOUNCEMENTS: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

async function signIn(account: { username: string; password: string }) {
  const opened = await fresh({ consoleUrl: server.url });
  await opened.page.goto(`${server.url}/login`);
  await login(opened.page, account.username, account.password);
  await opened.page.waitForURL((url) => url.pathname === '/index');
  return opened;
}

/** the sidebar's Announcements link says its unread count, and shows no badge at 0 */
async function expectUnread(page: Page, count: number) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: count > 0 ? `Announcements, ${count} unread` : 'Announcements', exact: true, includeHidden: true }).waitFor();
  expect(await sidebar.getByTestId('menu-badge').count()).toBe(count > 0 ? 1 : 0);
}

describe('the announcement dialog', () => {
  it('shows 1/2 with a countdown and the box required, goes back, closes, clears the badge, and is gone at the next login', async () => {
    const { page, done } = await signIn(ADMIN);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByTestId('announcement-position').textContent()).resolves.toBe('1 / 2');
    await expectUnread(page, 2);
    const next = dialog.getByRole('button', { name: /^Next/ });
    expect(await next.isDisabled()).toBe(true);
    // the countdown ticks down to 0, then Next is enabled
    const seen = new Set<string>();
    while (await next.isDisabled()) {
      seen.add((await next.textContent()) ?? '');
      await page.waitForTimeout(200);
    }
    expect([...seen].filter((label) => /\(\d s\)$/.test(label)).length).toBeGreaterThanOrEqual(3);
    await expect(next.textContent()).resolves.toBe('Next');
    // the box is required
    await next.click();
    await page.getByText('Please confirm that you have read and understood the announcement first').waitFor();
    await expect(dialog.getByTestId('announcement-position').textContent()).resolves.toBe('1 / 2');
    // Escape does not close it
    await page.keyboard.press('Escape');
    await dialog.waitFor();

    await dialog.getByRole('checkbox', { name: 'I have read and understood the above announcement.' }).check();
    await next.click();
    await expect(dialog.getByTestId('announcement-position').textContent()).resolves.toBe('2 / 2');
    await dialog.getByTestId('announcement-frame').waitFor();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByTestId('announcement-position').textContent()).resolves.toBe('1 / 2');
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: /^Next$/ }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectUnread(page, 0);
    await done();

    const again = await signIn(ADMIN);
    await again.page.getByTestId('navbar').waitFor();
    await again.page.waitForLoadState('networkidle');
    expect(await again.page.getByRole('dialog').count()).toBe(0);
    await expectUnread(again.page, 0);
    await again.done();
  });

  it(`runs no script of ${XSS_PAYLOADS.length} payloads published as HTML announcements`, async () => {
    // published straight into the server's database: the publishing page is issue 28 §2
    const db = new Database(join(server.dataDir, 'platform.sqlite'));
    try {
      db.prepare('delete from announcement_states').run();
      db.prepare('delete from announcements').run();
      const insert = db.prepare(
        "insert into announcements (company_id, title, content, content_type, category, mandatory_reading, waiting_duration, attachments, recipients, created_at) values (null, ?, ?, 1, 'system', 0, 0, '[]', 'all', ?)",
      );
      XSS_PAYLOADS.forEach((payload, index) => insert.run(`Payload ${index + 1}`, encodeURIComponent(`<p>Payload ${index + 1}</p>${payload}`), 2_000_000_000 - index));
    } finally {
      db.close();
    }
    const { page, context, done } = await fresh({ consoleUrl: server.url });
    const ran: string[] = [];
    await context.exposeBinding('__xssReport', (_source, what: string) => void ran.push(what));
    await context.addInitScript(() => {
      const report = (what: string) => (window as unknown as { __xssReport(what: string): void }).__xssReport(what);
      Object.assign(window, { __xss: (n: number) => report(`__xss(${n})`) });
      window.alert = (message?: unknown) => report(`alert(${String(message)})`);
    });
    page.on('dialog', (dialog) => {
      ran.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/login`);
    await login(page, OPERATOR.username, OPERATOR.password);
    const dialog = page.getByRole('dialog');
    for (let index = 0; index < XSS_PAYLOADS.length; index += 1) {
      await dialog.getByTestId('announcement-position').filter({ hasText: `${index + 1} / ${XSS_PAYLOADS.length}` }).waitFor();
      await dialog.getByTestId('announcement-html').getByText(`Payload ${index + 1}`, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: index + 1 === XSS_PAYLOADS.length ? 'Close' : 'Next', exact: true }).click();
    }
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(ran).toEqual([]);
    await done();
  });
});
