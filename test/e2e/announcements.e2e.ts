/**
 * Issue 28 §1 in Chromium against a server of its own with the demo's two announcements (one
 * mandatory HTML with a 5 s wait, one URL): the dialog after login, 1/2 with Next counting down to
 * 0 and the box required, Previous, Close, the badge down to 0, and nothing at the next login.
 * Publishing (§2): an HTML announcement written in the editor for one chosen user, who sees it after
 * login, and its readers. Then the XSS corpus: each payload published as an HTML announcement
 * through the API, each shown by the dialog, and no script runs (a window hook, alert and the
 * page's dialog events are watched).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MANAGE_PATH, ANNOUNCEMENT_PATH, announcementStatePath, type AnnouncementView } from '../../src/lib/announcements';
import type { ListResult } from '../../src/lib/schema/wire';
import { ADMIN, OPERATOR, chromiumPerFile, go, login } from './support/browser';
import { directLogin } from './support/directApi';
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

  it('publishes an HTML announcement from the editor to a chosen user, who sees it after login; its readers say so', async () => {
    const TITLE = 'Cold store door check';
    const admin = await signIn(ADMIN);
    // the demo's two announcements were read in the test before: no dialog
    await go(admin.page, '/announcement/index');
    await admin.page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = admin.page.getByRole('dialog');
    await form.getByLabel('Title').fill(TITLE);
    await form.locator('.ProseMirror').click();
    await admin.page.keyboard.type('Check the door seals tonight.');
    await form.getByRole('combobox', { name: 'Recipients' }).click();
    await admin.page.getByRole('option', { name: 'Chosen users' }).click();
    const users = form.getByRole('combobox', { name: 'Users' });
    await users.click();
    await users.fill('冷链');
    await admin.page.getByRole('option', { name: '冷链操作员' }).click();
    await users.blur();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await admin.page.getByRole('row').filter({ hasText: TITLE }).waitFor();

    // the demo's two, read by the operator beforehand: the dialog holds the new one only
    const direct = await directLogin(server.url, OPERATOR);
    for (const { id, title } of (await direct.get<AnnouncementView[]>(ANNOUNCEMENT_PATH)) ?? []) {
      if (title !== TITLE) await direct.form('PUT', announcementStatePath(id), { property: 'read', timestamp: String(Date.now()), value: '1', medium: 'web' });
    }
    const operator = await signIn(OPERATOR);
    const dialog = operator.page.getByRole('dialog');
    await dialog.getByText(TITLE).waitFor();
    await expect(dialog.getByTestId('announcement-position').textContent()).resolves.toBe('1 / 1');
    await dialog.getByTestId('announcement-html').getByText('Check the door seals tonight.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await operator.done();

    await admin.page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: 'Readers' }).click();
    const reader = admin.page.getByTestId('announcement-reader-operator01');
    await reader.waitFor();
    expect(await reader.textContent()).not.toContain('Not yet');
    await admin.done();
  });

  it(`runs no script of ${XSS_PAYLOADS.length} payloads published as HTML announcements`, async () => {
    // published through the publishing API, which sanitizes them too: the dialog's own policy is
    // what a payload meets in the browser either way
    const direct = await directLogin(server.url, ADMIN);
    const existing = await direct.get<ListResult<{ id: number }>>(ANNOUNCEMENT_MANAGE_PATH, { limit: 100 });
    for (const { id } of existing?.list ?? []) await direct.delete(`${ANNOUNCEMENT_MANAGE_PATH}/${id}`);
    // the newest shows first: the last payload is published first
    for (let index = XSS_PAYLOADS.length - 1; index >= 0; index -= 1) {
      await direct.post(ANNOUNCEMENT_MANAGE_PATH, { title: `Payload ${index + 1}`, contentType: 1, content: `<p>Payload ${index + 1}</p>${XSS_PAYLOADS[index]!}` });
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
