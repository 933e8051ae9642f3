/**
 * The monitor page against the real platform in-process: its filters (from the address, the
 * chips, the text) go into the request and back into the address; the cards colour a value out
 * of its thresholds and link to the device's detail; the table is remembered per user.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MONITOR_PATH } from '../../../src/lib/readings';
import { fetchServerRoutes } from '../../../src/providers/routesProvider';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { PLATFORM_API } from '../../../test/support/platformServer';
import { putState } from '../../../test/support/readingsFixture';
import { MonitorPage } from './MonitorPage';

const harness = loggedInPlatform();
let requests: URL[];

beforeEach(async () => {
  FakeWebSocket.reset();
  requests = [];
  harness().server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api${MONITOR_PATH}`) requests.push(url);
  });
  // the user's pages, for the links to the detail page
  await fetchServerRoutes();
});

/** Two devices of admin0001's company named for this test, thresholds 2–8 °C: one at 5 °C, one at 12.5 °C. */
async function twoDevices() {
  const { platform } = harness();
  const { db } = platform.app;
  const admin = await db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
  const [cool, hot] = await db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', admin.company_id).where('model', '=', 'CTH-200').orderBy('id').limit(2).execute();
  const now = Math.floor(platform.clock.now() / 1000);
  for (const [device, name, temperature] of [
    [cool!, 'TESTMON cool', 5],
    [hot!, 'TESTMON hot', 12.5],
  ] as const) {
    await db.updateTable('devices').set({ name, temperature_min: 2, temperature_max: 8, humidity_min: 30, humidity_max: 80 }).where('id', '=', device.id).execute();
    await putState(platform, { device_id: device.id, ts: now - 30, last_seen: now - 30, changed_at: now - 3600, temperature, humidity: 50, battery: 90, signal: 70, power: 1, online: 1 });
  }
  return { cool: cool!, hot: hot! };
}

const render = (path = '/device/monitor') => renderLivePage(<MonitorPage component="/device/monitor/index" name="DeviceMonitor" />, { path, pattern: '/device/monitor' });
const lastRequest = () => Object.fromEntries(requests.at(-1)!.searchParams);

describe('MonitorPage', () => {
  it('shows each device as a card, an exceeding value coloured, the card a link to its detail', async () => {
    const { cool, hot } = await twoDevices();
    await render('/device/monitor?q=TESTMON');
    const hotCard = await screen.findByTestId(`device-card-${hot.id}`);
    const coolCard = screen.getByTestId(`device-card-${cool.id}`);
    const hotValue = hotCard.querySelector('[data-channel="temperature"] [data-judge]')!;
    const coolValue = coolCard.querySelector('[data-channel="temperature"] [data-judge]')!;
    expect(hotValue).toHaveAttribute('data-judge', 'high');
    expect(hotValue).toHaveTextContent('12.5 °C');
    expect(hotValue).toHaveTextContent('above its maximum');
    expect(coolValue).toHaveAttribute('data-judge', 'ok');
    expect(getComputedStyle(hotValue).color).not.toBe(getComputedStyle(coolValue).color);
    expect(within(hotCard).getByText('Exceeding')).toBeInTheDocument();
    expect(within(hotCard).getByText('2.0 – 8.0 °C')).toBeInTheDocument();
    expect(within(hotCard).getByText('Just now')).toBeInTheDocument();
    expect(screen.getByTestId('monitor-total')).toHaveTextContent('2 devices');

    const link = within(hotCard).getByRole('link');
    expect(link).toHaveAttribute('href', `/device/detail/${hot.id}`);
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(`/device/detail/${hot.id}`);
  });

  it('sends the filters of its address, then those chosen, and writes them back into the address', async () => {
    await twoDevices();
    await render('/device/monitor?q=TESTMON&state=exceeding&type=temperature_humidity&bogus=1');
    await screen.findByTestId('monitor-total');
    expect(lastRequest()).toEqual({ q: 'TESTMON', state: 'exceeding', type: 'temperature_humidity', page: '1', limit: '60' });
    expect(screen.getByTestId('state-chip-exceeding')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('state-chip-normal')).toHaveTextContent('Normal (1)');

    await userEvent.click(screen.getByTestId('state-chip-normal'));
    await waitFor(() => expect(lastRequest().state).toBe('normal'));
    expect(screen.getByTestId('where')).toHaveTextContent('/device/monitor?bogus=1&q=TESTMON&type=temperature_humidity&state=normal');

    // a second click clears it
    await userEvent.click(screen.getByTestId('state-chip-normal'));
    await waitFor(() => expect(lastRequest().state).toBeUndefined());

    const search = screen.getByRole('searchbox', { name: 'Name or number' });
    await userEvent.clear(search);
    await userEvent.type(search, 'TESTMON hot');
    await waitFor(() => expect(lastRequest().q).toBe('TESTMON hot'));
    // typed text is one request after a pause, not one per key
    expect(requests.filter((url) => url.searchParams.get('q')?.startsWith('TESTMON h'))).toHaveLength(1);
  });

  it('says when no device matches', async () => {
    await render('/device/monitor?q=no-such-device-anywhere');
    expect(await screen.findByTestId('monitor-empty')).toHaveTextContent('No device matches these filters.');
  });

  it('says when loading failed, and loads again on retry', async () => {
    await twoDevices();
    harness().server.use(http.get(`${PLATFORM_API}${MONITOR_PATH}`, () => HttpResponse.json({ status: '0', message: 'The database is busy', data: null }), { once: true }));
    await render('/device/monitor?q=TESTMON');
    expect(await screen.findByTestId('monitor-error')).toHaveTextContent('The database is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('monitor-total')).toHaveTextContent('2 devices');
    expect(screen.queryByTestId('monitor-error')).toBeNull();
  });

  it('shows the dense table when chosen, and remembers the choice for this user', async () => {
    const { hot } = await twoDevices();
    const first = await render('/device/monitor?q=TESTMON');
    await screen.findByTestId(`device-card-${hot.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const row = screen.getByTestId(`device-row-${hot.id}`);
    expect(within(row).getByRole('link', { name: 'TESTMON hot' })).toHaveAttribute('href', `/device/detail/${hot.id}`);
    expect(row.querySelector('[data-channel="temperature"] [data-judge="high"]')).not.toBeNull();
    first.unmount();

    await render('/device/monitor?q=TESTMON');
    expect(await screen.findByTestId(`device-row-${hot.id}`)).toBeInTheDocument();
  });
});
