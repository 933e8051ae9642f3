/**
 * Issue 28 §4, in Chromium against a server of its own (development: the SMS outbox prints each
 * code): an avatar upload shows the new picture at 80×80 in the page and the navbar; a phone
 * change with the outbox's code succeeds and the same phone is refused; the forgotten password
 * is reset with the outbox's code, after which the new password logs in and the old one does not.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, chromiumPerFile, go, login } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { fresh, foreign } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const NEW_PHONE = '13612345678';
const NEW_PASSWORD = 'Reset#2026';

/** The code the outbox printed for `phone` after the first `after` of them. */
async function outboxCode(phone: string, after: number): Promise<string> {
  const codes = () => [...server.output().matchAll(new RegExp(`SMS to ${phone}: (\\d{6})`, 'g'))].map((match) => match[1]!);
  await expect.poll(() => codes().length, { timeout: 10_000 }).toBeGreaterThan(after);
  return codes()[after]!;
}
const codesSoFar = (phone: string) => [...server.output().matchAll(new RegExp(`SMS to ${phone}: `, 'g'))].length;

async function signIn(page: Page, password: string) {
  await page.goto(`${server.url}/login`);
  await login(page, ADMIN.username, password);
}

describe('my account and the forgotten password', () => {
  it('uploads an avatar shown at 80×80, changes the phone with the outbox code, and resets a forgotten password', async () => {
    const { page, done } = await fresh({ consoleUrl: server.url });
    await signIn(page, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/index');
    await go(page, '/management/account');
    await page.getByTestId('account-page').waitFor();

    // the avatar: the returned URL plus a timestamp, at 80×80 here and in the navbar's dropdown
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const avatar = page.getByTestId('account-avatar').locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/\/files\/avatars\/.+\.png\?t=\d+$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await page.getByTestId('account-avatar').boundingBox();
    expect([box?.width, box?.height]).toEqual([80, 80]);
    expect(await page.getByTestId('user-dropdown').locator('img').getAttribute('src')).toBe(await avatar.getAttribute('src'));

    // the phone change: the code from the outbox, then the same phone again is refused
    const phone = page.getByTestId('phone-form');
    await phone.getByLabel('New mobile').fill(NEW_PHONE);
    const before = codesSoFar(NEW_PHONE);
    await phone.getByTestId('phone-send-code').click();
    await expect.poll(() => phone.getByTestId('phone-send-code').textContent()).toMatch(/Send again in \d+ seconds?/);
    await phone.getByLabel('Verification code').fill(await outboxCode(NEW_PHONE, before));
    await phone.getByRole('button', { name: 'Change phone' }).click();
    await page.getByText('Your mobile has been changed').waitFor();
    await expect.poll(() => phone.getByTestId('phone-current').textContent()).toContain(NEW_PHONE);
    expect(await page.locator('#account-mobile').inputValue()).toBe(NEW_PHONE);
    await phone.getByLabel('New mobile').fill(NEW_PHONE);
    await phone.getByRole('button', { name: 'Change phone' }).click();
    await phone.getByText('The new mobile must differ from the old one').waitFor();
    expect(await phone.getByLabel('New mobile').inputValue()).toBe(NEW_PHONE);

    // the forgotten password, from the login page
    await page.context().clearCookies();
    await page.goto(`${server.url}/login?logout=1`);
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL((url) => url.pathname === '/forgetpassword');
    // the public page's chunks and strings have arrived: nothing re-renders under the typing
    await page.waitForLoadState('networkidle');
    await page.getByLabel(/^Account/).fill(ADMIN.username);
    await page.getByLabel(/^Mobile of the account/).fill(NEW_PHONE);
    const sent = codesSoFar(NEW_PHONE);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    // the next step, or the refusal it shows (said in the failure)
    await page.getByTestId('reset-form').or(page.getByTestId('reset-error')).or(page.locator('.Mui-error')).first().waitFor();
    expect(await page.getByTestId('reset-form').count(), await page.locator('main').innerText()).toBe(1);
    await page.getByLabel(/^Verification code/).fill(await outboxCode(NEW_PHONE, sent));
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByTestId('reset-done').waitFor();

    // the old password fails, the new one logs in
    await signIn(page, ADMIN.password);
    await page.getByTestId('login-error').waitFor();
    await login(page, ADMIN.username, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/index');
    await done();
  });

  it('sent nothing off the console origin', () => {
    expect(foreign).toEqual([]);
  });
});
