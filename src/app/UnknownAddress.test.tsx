/**
 * The layout's catch-all against the real platform in-process, as operator01 (issue 26 §3): an
 * address of the menu its role lacks says "no access" with the address, where it stands (no
 * redirect); an address of no menu goes to /404 (spec §2).
 */
import { configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18nProvider } from '../providers/i18nProvider';
import { loggedInPlatform, OPERATOR } from '../../test/support/platformClient';
import { isMenuAddress, UnknownAddress } from './UnknownAddress';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

loggedInPlatform(OPERATOR);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nContextProvider value={createI18nProvider('en')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/404" element={<p>the 404 page</p>} />
            <Route path="*" element={<UnknownAddress />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nContextProvider>
    </QueryClientProvider>,
  );
}

describe('an address no route of the user serves', () => {
  it("says no access at an address of the menu operator01's role lacks, and stays there", async () => {
    renderAt('/management/user');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByTestId('no-access')).toHaveTextContent('Your role does not include the page /management/user.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('where')).toHaveTextContent('/management/user');
  });

  it('sends an address of no menu to /404', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('the 404 page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/404');
  });
});

describe('isMenuAddress', () => {
  it('matches whole paths and parameters, not prefixes', () => {
    const patterns = ['/management/user', '/device/detail/:id'];
    expect(isMenuAddress('/management/user', patterns)).toBe(true);
    expect(isMenuAddress('/management/user/', patterns)).toBe(true);
    expect(isMenuAddress('/device/detail/7', patterns)).toBe(true);
    expect(isMenuAddress('/management', patterns)).toBe(false);
    expect(isMenuAddress('/management/user/extra', patterns)).toBe(false);
    expect(isMenuAddress('/device/detail', patterns)).toBe(false);
  });
});
