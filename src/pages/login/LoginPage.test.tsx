import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prefs, session } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { connectClient } from '../../../test/support/platformClient';
import { LoginPage } from './LoginPage';

let harness: PlatformHarness;
/** ids of the captchas the platform handed out, read from its answers as the page got them */
const shownCaptchaIds: string[] = [];
beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  harness.server.events.on('response:mocked', async ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith('/auth/captcha')) return;
    const body = (await response.clone().json()) as { data?: { captchaId?: string } };
    if (body.data?.captchaId) shownCaptchaIds.push(body.data.captchaId);
  });
});
afterAll(() => harness.close());
afterEach(() => {
  session.clear();
  prefs.setPuzzleNeeded(false);
});

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname}</div>;
}

function renderLogin(path = '/login?redirect=%2Fdevice%2Flist') {
  return render(
    <I18nContext.Provider value={createI18nProvider('en')}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </I18nContext.Provider>,
  );
}

describe('LoginPage against the real platform', () => {
  it('shows each required message next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderLogin();
    const before = harness.calls.length;
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('Please enter your account');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    await user.type(screen.getByLabelText('Account'), 'admin0001');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(harness.calls.length).toBe(before);
  });

  it("keeps what the user typed when the server refuses, and shows the server's message", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Account'), 'operator01');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/incorrect/i);
    expect(screen.getByLabelText('Account')).toHaveValue('operator01');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(session.get().token).toBe('');
  });

  it('shows the captcha step after three bad passwords and logs in with the right answer', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Account'), 'admin0001');
    for (let i = 0; i < 3; i += 1) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), `bad-${i}`);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await screen.findByTestId('login-error');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    }
    expect(await screen.findByTestId('captcha-step')).toBeInTheDocument();
    expect(prefs.isPuzzleNeeded()).toBe(true);
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    // the captcha is required too
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please enter the verification code');

    await waitFor(() => expect(shownCaptchaIds.length).toBeGreaterThan(0));
    const live = harness.platform.captchaAnswer(shownCaptchaIds.at(-1) ?? '') ?? '';
    expect(live).not.toBe('');
    await user.type(screen.getByLabelText('Verification code'), live);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/device/list');
    expect(session.get().token).not.toBe('');
    expect(prefs.isPuzzleNeeded()).toBe(false);
  });
});

