import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nContext } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSocketClient, session, type SocketClient } from '../../api';
import { SocketContext } from '../../framework/socket';
import { flattenRoutes } from '../../lib/routes';
import type { DashboardSummary } from '../../lib/contract';
import type { FleetLive } from '../../lib/fleet';
import { createI18nProvider } from '../../providers/i18nProvider';
import { fetchServerRoutes } from '../../providers/routesProvider';
import { ServerRoutesContext } from '../../layout/ServerRoutesContext';
import { signedInject, loginAs as platformLogin } from '../../../test/support/testPlatform';
import { PLATFORM_API, startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, OPERATOR, connectClient, loginAs } from '../../../test/support/platformClient';
import { insertReadings, putState } from '../../../test/support/readingsFixture';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { DashboardPage } from './DashboardPage';

let harness: PlatformHarness;
beforeAll(async () => {
  // every test logs in afresh: the per-minute login limit is for strangers, not this file
  harness = await startPlatformServer({ rateLoginPerMinute: 1000 });
  connectClient(harness);
});
afterAll(() => harness.close());
/** The login's socket, over a WebSocket the test opens and feeds by hand. */
let socket: SocketClient | null = null;
afterEach(() => {
  cleanup(); // before the session changes under a mounted page
  socket?.stop();
  socket = null;
  FakeWebSocket.reset();
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
  socket = createSocketClient({ WebSocket: FakeWebSocket, address: () => Promise.resolve('ws://console.test/ws'), retryMs: 20 });
  return render(
    <I18nContext.Provider value={createI18nProvider('en')}>
      <SocketContext.Provider value={socket}>
        <ServerRoutesContext.Provider value={value}>
          <MemoryRouter initialEntries={['/index']}>
            <Routes>
              <Route path="/index" element={<DashboardPage />} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </ServerRoutesContext.Provider>
      </SocketContext.Provider>
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
      ['alarms', expected.alarms.open, '/alarm/history?state=open', /^Open alarms/],
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

describe('the open alarms figure, live (issue 26 §1)', () => {
  /** An open alarm of one of admin0001's devices, written straight into the platform's tables. */
  async function openAlarm(): Promise<number> {
    const { db } = harness.platform.app;
    const device = await db
      .selectFrom('devices')
      .innerJoin('users', 'users.company_id', 'devices.company_id')
      .select(['devices.id', 'devices.company_id', 'devices.organization_id'])
      .where('users.username', '=', ADMIN.username)
      .orderBy('devices.id')
      .executeTakeFirstOrThrow();
    const now = Math.floor(harness.platform.clock.now() / 1000);
    const row = await db
      .insertInto('alarms')
      .values({
        device_id: device.id,
        company_id: device.company_id,
        organization_id: device.organization_id,
        type: 'power_off',
        level: 1,
        status: 'open',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('moves with each 0103 and after a reconnect, without a reload or a loading state', async () => {
    await renderDashboard(ADMIN);
    const figure = await screen.findByTestId('figure-alarms-value');
    const before = (await platformSummary(ADMIN.username)).alarms.open;
    expect(figure).toHaveTextContent(number(before));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.last();
    act(() => ws.accept());

    await openAlarm();
    // nothing tells the page yet: it shows what it had
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(figure).toHaveTextContent(number(before));
    act(() => ws.receive({ event: '0103' }));
    await waitFor(() => expect(screen.getByTestId('figure-alarms-value')).toHaveTextContent(number(before + 1)));
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();

    // one opened while the socket was down: the reconnect asks again
    await openAlarm();
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await waitFor(() => expect(screen.getByTestId('figure-alarms-value')).toHaveTextContent(number(before + 2)));
  });
});

describe('the live panel', () => {
  /** Two devices of admin0001's company heard from just now: one too warm for an hour, one fine. */
  async function twoLiveDevices() {
    const { db } = harness.platform.app;
    const admin = await db.selectFrom('users').select('company_id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
    const [warm, cool] = await db.selectFrom('devices').select('id').where('company_id', '=', admin.company_id).orderBy('id').limit(2).execute();
    const now = Math.floor(harness.platform.clock.now() / 1000);
    for (const [device, temperature] of [
      [warm!, 12],
      [cool!, 5],
    ] as const) {
      await db
        .updateTable('devices')
        .set({ temperature_min: 2, temperature_max: 8, humidity_min: null, humidity_max: null, offline_minutes: 10, acquisition_period: 300 })
        .where('id', '=', device.id)
        .execute();
      await putState(harness.platform, {
        device_id: device.id,
        ts: now,
        last_seen: now,
        changed_at: now - 3600,
        temperature,
        battery: 90,
        signal: 70,
        power: 1,
      });
      await insertReadings(
        harness.platform,
        device.id,
        Array.from({ length: 13 }, (_, i) => ({ ts: now - 3600 + i * 300, temperature })),
      );
    }
  }

  async function platformLive(): Promise<FleetLive> {
    const { session: s } = await platformLogin(harness.platform, ADMIN.username);
    return (await signedInject<FleetLive>(harness.platform, { method: 'GET', url: '/monitor/live', session: s })).envelope.data!;
  }

  it('shows exceeding and offline now as links to the monitor with that state, and the 24-hour line', async () => {
    await twoLiveDevices();
    const expected = await platformLive();
    expect(expected.exceeding).toBeGreaterThanOrEqual(1);
    await renderDashboard(ADMIN);
    const panel = await screen.findByTestId('dashboard-live');
    expect(await within(panel).findByTestId('live-exceeding-value')).toHaveTextContent(number(expected.exceeding));
    expect(within(panel).getByTestId('live-offline-value')).toHaveTextContent(number(expected.offline));
    const exceeding = within(screen.getByTestId('live-exceeding')).getByRole('link');
    expect(exceeding).toHaveAttribute('href', '/device/monitor?state=exceeding');
    expect(exceeding).toHaveAccessibleName(`Exceeding now: ${number(expected.exceeding)}`);
    expect(within(screen.getByTestId('live-offline')).getByRole('link')).toHaveAttribute('href', '/device/monitor?state=offline');
    const last = expected.hourly.at(-1)!.exceeding;
    const max = Math.max(...expected.hourly.map((p) => p.exceeding));
    expect(within(panel).getByTestId('live-summary')).toHaveTextContent(new RegExp(`^Now ${last}; highest ${max} in the last 24 hours`));
    expect(within(panel).getByTestId('sparkline').querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(25);
  });

  it('opens the monitor filtered by state from the keyboard', async () => {
    const user = userEvent.setup();
    await renderDashboard(ADMIN);
    const link = within(await screen.findByTestId('live-offline')).getByRole('link');
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/device/monitor?state=offline');
  });

  it('shows its own failure with a retry, and nothing at all to a user without the fleet pages', async () => {
    const user = userEvent.setup();
    harness.server.use(http.get(`${PLATFORM_API}/monitor/live`, () => HttpResponse.error(), { once: true }));
    await renderDashboard(ADMIN);
    const error = await screen.findByTestId('dashboard-live-error');
    expect(error).toHaveTextContent('The live figures could not be loaded.');
    // the figures above are not affected
    expect(await screen.findByTestId('figure-devices-value')).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('live-exceeding-value')).toBeInTheDocument();
    cleanup();

    harness.server.use(
      http.get(
        `${PLATFORM_API}/monitor/live`,
        () => HttpResponse.json({ status: '-4', message: 'Permission verification failed', data: null }, { status: 403 }),
        { once: true },
      ),
    );
    await renderDashboard(ADMIN);
    expect(await screen.findByTestId('figure-devices-value')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('dashboard-live')).toBeNull());
  });
});
