import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, prefs } from '../api';
import type { ConsoleConfig, EnvironmentName } from '../lib/contract';
import { createI18nProvider } from '../providers/i18nProvider';
import { App } from './App';

function configure(env: EnvironmentName) {
  const config: ConsoleConfig = {
    apiBase: 'http://platform.test/api',
    wsUrl: '/ws',
    env,
    sm2PublicKey: '',
    signing: { hash: 'sha256', salts: { request: 'r', chart: 'c' } },
    tileUrl: '',
    tileCoordSystem: 'wgs84',
  };
  configureApi(config, { getLang: () => 'en', onSessionLost: () => undefined });
}

beforeEach(() => window.history.pushState({}, '', '/login'));
afterEach(() => {
  document.documentElement.lang = '';
});

describe('App', () => {
  it('titles the tab after the branding, with its logo as the icon', async () => {
    configure('cmhk');
    render(<App i18nProvider={createI18nProvider('en')} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Harbour IoT Cold-chain Platform');
    expect(document.title).toBe('Harbour IoT Cold-chain Platform');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/logos/cmhk.svg');
  });

  it('re-renders everything in the language chosen on the login page, and stores it', async () => {
    const user = userEvent.setup();
    configure('development');
    render(<App i18nProvider={createI18nProvider('en')} />);
    expect(await screen.findByLabelText('Account')).toBeInTheDocument();
    expect(document.title).toBe('Cold-chain Monitoring Platform (development)');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-CN');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('冷链监测平台（开发环境）');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
    await waitFor(() => expect(document.title).toBe('冷链监测平台（开发环境）'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(prefs.getLanguage()).toBe('zh-CN');
  });
});
