import { render, screen } from '@testing-library/react';
import { I18nContext } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { resolveBranding } from '../../../themes/branding';
import { AppDownloadPage } from './AppDownloadPage';

beforeAll(() => {
  configureApi(
    {
      apiBase: 'http://platform.test/api',
      wsUrl: '/ws',
      env: 'hisense',
      sm2PublicKey: '',
      signing: { hash: 'sha256', salts: { request: 'r', chart: 'c' } },
      tileUrl: '',
      tileCoordSystem: 'wgs84',
    },
    { getLang: () => 'en', onSessionLost: () => undefined },
  );
});

describe('AppDownloadPage', () => {
  it("shows a locally made QR code of the branding's download page and marked store links", async () => {
    const { appDownload } = resolveBranding('hisense', 'localhost');
    render(
      <I18nContext.Provider value={createI18nProvider('en')}>
        <MemoryRouter>
          <AppDownloadPage />
        </MemoryRouter>
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Download the mobile app');
    expect(screen.getByText('Smart Fresh-keeping Cold-chain Platform')).toBeInTheDocument();
    const qr = await screen.findByTestId('qr-code');
    expect(qr).toHaveAccessibleName('QR code of the app download page');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute('data-qr-text', appDownload.page);

    const android = screen.getByRole('link', { name: /Download for Android \(APK\).*opens in a new tab/ });
    expect(android).toHaveAttribute('href', appDownload.android);
    expect(android).toHaveAttribute('target', '_blank');
    expect(android).toHaveAttribute('rel', 'noopener noreferrer');
    const ios = screen.getByRole('link', { name: /Download for iOS \(App Store\).*opens in a new tab/ });
    expect(ios).toHaveAttribute('href', appDownload.ios);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
