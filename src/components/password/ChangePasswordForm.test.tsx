import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'ra-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../api';
import { encryptPassword } from '../../lib/sm2';
import { createI18nProvider } from '../../providers/i18nProvider';
import { signedInject } from '../../../test/support/testPlatform';
import { connectClient, loginAs, OPERATOR } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ChangePasswordForm } from './ChangePasswordForm';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
});
afterAll(() => harness.close());
beforeEach(() => loginAs(harness, OPERATOR));
afterEach(() => session.clear());

function renderForm(onSuccess = vi.fn()) {
  render(
    <I18nContext.Provider value={createI18nProvider('en')}>
      <ChangePasswordForm onSuccess={onSuccess} />
    </I18nContext.Provider>,
  );
  return onSuccess;
}

const input = (name: RegExp) => screen.getByLabelText(name);
const oldInput = () => input(/^current password/i);
const newInput = () => input(/^new password/i);
const confirmInput = () => input(/^confirm the new password/i);

/** Can the operator still log in with this password? (asks the platform directly) */
async function logsInWith(password: string): Promise<boolean> {
  const { platform } = harness;
  const answer = await signedInject(platform, {
    method: 'POST',
    url: '/auth/login',
    form: { username: OPERATOR.username, password: encryptPassword(password, platform.app.keys.publicKey), serviceloginkey: '', identifier: 't', v: '1', agentToken: '' },
  });
  return answer.envelope.status === '1';
}

// MUI in jsdom and SM2 are slow on the shared 2-core machine
describe('ChangePasswordForm against the real platform', { timeout: 30_000 }, () => {
  it('shows the spec §5 messages at their fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const before = harness.calls.length;
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(oldInput()).toHaveAccessibleDescription('This field is required');
    expect(newInput()).toHaveAccessibleDescription('This field is required');
    expect(confirmInput()).toHaveAccessibleDescription('This field is required');

    await user.type(oldInput(), 'Oper@1234');
    await user.type(newInput(), 'abcde');
    await user.type(confirmInput(), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(oldInput()).toHaveAccessibleDescription('');
    expect(newInput()).toHaveAccessibleDescription('At least 6 characters');
    expect(oldInput()).toHaveAttribute('aria-invalid', 'false');
    expect(newInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(newInput());
    await user.type(newInput(), 'Oper@1234');
    await user.clear(confirmInput());
    await user.type(confirmInput(), 'Oper@1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(newInput()).toHaveAccessibleDescription('The new value must differ from the original');

    await user.clear(newInput());
    await user.type(newInput(), 'Changed#42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(confirmInput()).toHaveAccessibleDescription('The two entries do not match');
    expect(harness.calls.length).toBe(before);
  });

  it("puts the server's wrong-old-password answer at the old password and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSuccess = renderForm();
    await user.type(oldInput(), 'not-my-password');
    await user.type(newInput(), 'Changed#42');
    await user.type(confirmInput(), 'Changed#42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(oldInput()).toHaveAccessibleDescription('The current password is incorrect'));
    expect(oldInput()).toHaveValue('not-my-password');
    expect(newInput()).toHaveValue('Changed#42');
    expect(confirmInput()).toHaveValue('Changed#42');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(await logsInWith(OPERATOR.password)).toBe(true);
  });

  it('changes the password from the keyboard alone, and ends the must-change step', async () => {
    const user = userEvent.setup();
    session.set({ mustChangePassword: true });
    const onSuccess = renderForm();
    await user.click(oldInput());
    await user.keyboard('Oper@1234');
    await user.tab();
    expect(newInput()).toHaveFocus();
    await user.keyboard('Changed#42');
    await user.tab();
    expect(confirmInput()).toHaveFocus();
    await user.keyboard('Changed#42{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(session.get().mustChangePassword).toBe(false);
    expect(await logsInWith('Changed#42')).toBe(true);
    expect(await logsInWith(OPERATOR.password)).toBe(false);
  });
});
