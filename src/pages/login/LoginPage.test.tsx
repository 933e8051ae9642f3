import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, prefs, session } from '../../api';
import type { EnvironmentName } from '../../lib/contract';
import { resolveBranding } from '../../../themes/branding';
import { createI18nProvider } from '../../providers/i18nProvider';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { connectClient } from '../../../test/support/platformClient';
import { LoginPage } from './LoginPage';
import * as sm2 from '../../lib/sm2';

// the real SM2, watched: which ephemeral key the page readied while the user typed
vi.mock('../../lib/sm2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/sm2')>();
  return { ...actual, prepareEncryption: vi.fn(actual.prepareEncryption) };
});

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
  connectClient(harness); // back to the platform's own environment
});

/** The console as if /config.json named another environment. */
function useEnvironment(env: EnvironmentName) {
  configureApi({ ...harness.config, env }, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
}

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname}</div>;
}

function renderLogin(path = '/login?redirect=%2Fdevice%2Flist', onIntent?: () => void) {
  return render(
    <I18nContext.Provider value={createI18nProvider('en')}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage onIntent={onIntent} />} />
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

  it('readies the login at the first keystroke and sends the encryption it prepared', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    const prepare = vi.mocked(sm2.prepareEncryption);
    prepare.mockClear();
    renderLogin(undefined, onIntent);
    await user.type(screen.getByLabelText('Account'), 'admin0001');
    await user.type(screen.getByLabelText('Password'), 'Admin@123');
    expect(onIntent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    const c1 = prepare.mock.results[0]?.value as string;
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/device/list');
    const login = harness.calls.filter((call) => call.path === '/api/auth/login').at(-1);
    expect(login?.body).toContain(`04${c1}`);
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
    const live = (await harness.platform.captchaAnswer(shownCaptchaIds.at(-1) ?? '')) ?? '';
    expect(live).not.toBe('');
    await user.type(screen.getByLabelText('Verification code'), live);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/device/list');
    expect(session.get().token).not.toBe('');
    expect(prefs.isPuzzleNeeded()).toBe(false);
    // five SM2 logins and a four-digit code typed key by key: about 5 s on a loaded machine
  }, 20_000);
});

describe('LoginPage branding and links', () => {
  it("shows the environment's title, logo and copyright line", () => {
    renderLogin();
    const branding = resolveBranding(harness.config.env, 'localhost');
    expect(harness.config.env).toBe('development');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cold-chain Monitoring Platform (development)');
    expect(screen.getByTestId('login-logo')).toHaveAttribute('src', branding.logo);
    expect(screen.getByTestId('login-copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Cold-chain Monitoring Platform. All rights reserved.`);
    expect(screen.getByRole('main').getAttribute('style')).toContain(`--login-primary: ${branding.colors.primary}`);
  });

  it.each<[EnvironmentName, string, string, boolean]>([
    ['cmhk', 'Harbour IoT Cold-chain Platform', '#c62828', true],
    ['hisense', 'Smart Fresh-keeping Cold-chain Platform', '#00897b', false],
    ['ebro', 'Precision Temperature Monitoring', '#1565c0', false],
    ['international', 'Global Cold-chain Monitoring', '#1565c0', true],
    ['maison', 'Fine Goods Cold-chain Console', '#1565c0', true],
    ['sandbox', 'Cold-chain Monitoring Platform (sandbox)', '#1565c0', true],
    ['yslly', 'Vaccine Cold-chain Supervision Platform', '#c62828', false],
    ['production', 'Cold-chain Monitoring Platform', '#1565c0', false],
  ])('in %s: title %s, colour %s, language picker %s', (env, title, primary, picker) => {
    useEnvironment(env);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('main').getAttribute('style')).toContain(`--login-primary: ${primary}`);
    expect(screen.queryByRole('combobox', { name: 'Language' }) !== null).toBe(picker);
  });

  it('stores the language chosen in the picker and switches the provider', async () => {
    const user = userEvent.setup();
    const i18n = createI18nProvider('en');
    render(
      <I18nContext.Provider value={i18n}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </I18nContext.Provider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .sort(),
    ).toEqual(['English', '简体中文', '繁體中文']);
    expect(picker).toHaveValue('en');
    await user.selectOptions(picker, 'zh-TW');
    expect(prefs.getLanguage()).toBe('zh-TW');
    await waitFor(() => expect(i18n.getLocale()).toBe('zh-TW'));
  });

  it('advises Chrome or Chromium Edge only in other browsers', () => {
    const { unmount } = renderLogin();
    // jsdom's own user agent names no Chromium
    expect(screen.getByTestId('browser-advice')).toHaveTextContent('Google Chrome or a Chromium-based Microsoft Edge');
    unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    renderLogin();
    expect(screen.queryByTestId('browser-advice')).toBeNull();
  });

  it('links to the app download page', async () => {
    const user = userEvent.setup();
    renderLogin();
    const link = screen.getByRole('link', { name: 'App download' });
    expect(link).toHaveAttribute('href', '/appdownload');
    await user.click(link);
    expect((await screen.findByTestId('landed')).textContent).toBe('/appdownload');
  });

  it("opens the WeChat dialog with a QR code of the branding's account, made locally", async () => {
    const user = userEvent.setup();
    renderLogin();
    const before = harness.calls.length;
    const opener = screen.getByRole('button', { name: 'WeChat public account' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'WeChat public account' });
    const qr = await within(dialog).findByTestId('qr-code');
    expect(qr).toHaveAccessibleName('QR code of the WeChat public account');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute('data-qr-text', resolveBranding('development', 'localhost').wechatUrl);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(harness.calls.length).toBe(before);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
