/**
 * Issue 10 §2: an account whose password an admin set must change it before anything else, and
 * a change or reset logs the user's other browsers out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, chromiumPerFile, login } from './support/browser';
import { directLogin } from './support/directApi';

const { fresh, foreign: foreignRequests } = chromiumPerFile();

async function fillPasswords(scope: Pick<Page, 'getByLabel'>, old: string, next: string, confirm = next): Promise<void> {
  await scope.getByLabel(/^current password/i).fill(old);
  await scope.getByLabel(/^new password/i).fill(next);
  await scope.getByLabel(/^confirm the new password/i).fill(confirm);
}

async function loginAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await login(page, username, password);
}

describe('must change password, in Chromium against the real server', () => {
  it('shows only the change step to a new user, then the dashboard; a change or reset logs the other browser out', async () => {
    const admin = await directLogin(baseUrl(), ADMIN);
    const roles = await admin.get<{ list: Array<{ id: number; name: string }> }>('/role', { page: 1, limit: 100 });
    const roleId = roles.list.find((role) => role.name === 'operator')!.id;
    const username = `pwstep${String(Date.now()).slice(-6)}`;
    const created = await admin.post<{ id: number }>('/user', { username, realname: 'Stepper', roleId, organizationId: 1 });

    // first login with the initial password (the login account, spec §9): the step, no layout
    const first = await fresh();
    await loginAt(first.page, username, username);
    await first.page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(await first.page.getByTestId('navbar').count()).toBe(0);
    await fillPasswords(first.page, username, 'Stepper#2024', 'Stepper#2025');
    await first.page.getByRole('button', { name: 'Change password' }).click();
    await first.page.getByText('The two entries do not match').waitFor();
    await first.page.getByLabel(/^confirm the new password/i).fill('Stepper#2024');
    await first.page.getByLabel(/^confirm the new password/i).press('Enter');
    await first.page.getByTestId('dashboard-title').waitFor();
    await first.page.getByTestId('navbar').waitFor();

    // a second browser of the same user, with the new password: no step
    const second = await fresh();
    await loginAt(second.page, username, 'Stepper#2024');
    await second.page.getByTestId('dashboard-title').waitFor();

    // the first browser changes the password again, from the user dropdown
    await first.page.getByRole('button', { name: /profile/i }).click();
    await first.page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Change password' });
    await fillPasswords(dialog, 'Stepper#2024', 'Stepper#2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await first.page.getByText('Your password has been changed').waitFor();

    // the second browser's next call gets the token status, and it lands on the login form
    await second.page.reload();
    await second.page.waitForURL((url) => url.pathname === '/login');
    await second.page.getByLabel(/account/i).waitFor();
    // the browser that made the change goes on
    await first.page.reload();
    await first.page.getByTestId('dashboard-title').waitFor();

    // an admin's reset: the user's browser is logged out, and the next login asks for a change again
    await admin.put(`/user/${created.id}/resetpassword`);
    await first.page.reload();
    await first.page.waitForURL((url) => url.pathname === '/login');
    await login(first.page, username, username);
    await first.page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(await first.page.getByTestId('navbar').count()).toBe(0);

    await first.done();
    await second.done();
  });

  it('sent nothing off the console origin', () => {
    expect(foreignRequests).toEqual([]);
  });
});
