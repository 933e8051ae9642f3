import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nContext } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../api';
import { flattenRoutes } from '../../lib/routes';
import type { DashboardSummary } from '../../lib/contract';
import { createI18nProvider } from '../../providers/i18nProvider';
import { fetchServerRoutes } from '../../providers/routesProvider';
import { ServerRoutesContext } from '../../layout/ServerRoutesContext';
import { signedInject, loginAs as platformLogin } from '../../../test/support/testPlatform';
import { PLATFORM_API, startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, OPERATOR, connectClient, loginAs } from '../../../test/support/platformClient';
import { DashboardPage } from './DashboardPage';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
});
afterAll(() => harness.close());
afterEach(() => {
  cleanup(); // before the session changes under a mounted page
  session.clear();
  harness.server.resetHandlers();
});

/** What the platform answers for this user, asked directly (not through the console). */
async function platformSummary(username: string): Promise<DashboardSummary> {
  const { session: s } = await platformLogin(harness.platform, username);
  const { envelope } = await signedInject<DashboardSummary>(harness.platform, { method: 'GET', url: '/dashboard/summary', session: s });
  return envelope.data!;
}

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname + location.search}</div>;
}

async function renderDashboard(user: { username: string; password: string }) {
  await loginAs(harness, user);
  const routes = await fetchServerRoutes();
  const value = { routes, pages: flattenRoutes(routes) };
  return render(
    <I18nContext.Provider value={createI18nProvider('en')}>
      <ServerRoutesContext.Provider value={value}>
        <MemoryRouter initialEntries={['/index']}>
          <Routes>
            <Route path="/index" element={<DashboardPage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </ServerRoutesContext.Provider>
    </I18nContext.Provider>,
  );
}

const number = (n: number) => new Intl.NumberFormat('en').format(n);

describe('DashboardPage against the real platform', () => {
  it('shows loading, then the server figures, each card a link to its list', async () => {
    const expected = await platformSummary(ADMIN.username);
    await renderDashboard(ADMIN);
    expect(screen.getByTestId('dashboard-loading')).toHaveTextContent('Loading the figures…');
    expect(await screen.findByTestId('figure-devices-value')).toHaveTextContent(number(expected.devices.total));
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();

    const cards: Array<[string, number, string, RegExp]> = [
      ['devices', expected.devices.total, '/device/list', /^Devices/],
      ['online', expected.devices.online, '/device/list?online=1', /^Online/],
      ['offline', expected.devices.offline, '/device/list?online=0', /^Offline/],
      ['expiring', expected.devices.expiring, '/device/expired', /^Expiring within 3 months/],
      ['waybills', expected.waybills.inTransit, '/waybill/management', /^Waybills in transit/],
    ];
    for (const [key, value, href, name] of cards) {
      expect(screen.getByTestId(`figure-${key}-value`)).toHaveTextContent(number(value));
      const link = within(screen.getByTestId(`figure-${key}`)).getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAccessibleName(name);
    }
    expect(expected.devices.total).toBeGreaterThanOrEqual(300);
    expect(screen.getByTestId('figure-expiring')).toHaveTextContent(`${number(expected.devices.expired)} already expired`);
    // no alarm list exists yet: the figure says so rather than leading to a placeholder
    expect(screen.getByTestId('figure-alarms-value')).toHaveTextContent(number(expected.alarms.open));
    expect(within(screen.getByTestId('figure-alarms')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('figure-alarms')).toHaveTextContent('No alarm list in this console yet');
  });

  it('opens a list from the keyboard', async () => {
    const user = userEvent.setup();
    await renderDashboard(ADMIN);
    const link = within(await screen.findByTestId('figure-offline')).getByRole('link');
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/device/list?online=0');
  });

  it('makes no link of a list the user lacks (operator01 has no waybill menu)', async () => {
    await renderDashboard(OPERATOR);
    const waybills = await screen.findByTestId('figure-waybills');
    expect(within(waybills).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('figure-offline')).getByRole('link')).toHaveAttribute('href', '/device/list?online=0');
  });

  it('shows the failure with a retry that loads the figures', async () => {
    const user = userEvent.setup();
    harness.server.use(http.get(`${PLATFORM_API}/dashboard/summary`, () => HttpResponse.error(), { once: true }));
    const expected = await platformSummary(ADMIN.username);
    await renderDashboard(ADMIN);
    const error = await screen.findByTestId('dashboard-error');
    expect(error).toHaveTextContent('The figures could not be loaded.');
    expect(error).toHaveTextContent('Network error');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-devices-value')).toHaveTextContent(number(expected.devices.total));
    expect(screen.queryByTestId('dashboard-error')).toBeNull();
  });
});
