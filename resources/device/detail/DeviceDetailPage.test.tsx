/**
 * The device detail page against the real platform in-process: a CT-100 (temperature, battery,
 * signal, external power; no humidity) shows those channels only, in its current values, its
 * 24-hour charts and its settings; a 0101 event updates its current values.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODEL_CHANNELS, READING_EVENT } from '../../../src/lib/readings';
import { fetchServerRoutes } from '../../../src/providers/routesProvider';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { insertReadings, minuteReadings, putState } from '../../../test/support/readingsFixture';
import { DeviceDetailPage } from './DeviceDetailPage';

const harness = loggedInPlatform();

async function temperatureLogger() {
  const { platform } = harness();
  const { db } = platform.app;
  const admin = await db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
  const device = await db
    .selectFrom('devices')
    .innerJoin('organizations', 'organizations.id', 'devices.organization_id')
    .select(['devices.id', 'devices.number', 'devices.name', 'organizations.name as organization'])
    .where('devices.company_id', '=', admin.company_id)
    .where('devices.model', '=', 'CT-100')
    .orderBy('devices.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8, acquisition_period: 60, offline_minutes: 30 }).where('id', '=', device.id).execute();
  const now = Math.floor(platform.clock.now() / 1000);
  await insertReadings(platform, device.id, minuteReadings(now - 3 * 3600, 180, (i) => ({ temperature: 4 + (i % 10) / 10, battery: 80, signal: 60, power: 1 })));
  await putState(platform, { device_id: device.id, ts: now - 60, last_seen: now - 60, changed_at: now - 3600, temperature: 4.5, battery: 80, signal: 60, power: 1, online: 1 });
  return { device, now };
}

const render = (id: number | string) =>
  renderLivePage(<DeviceDetailPage component="/device/detail/index" name="DeviceDetail" />, { path: `/device/detail/${id}`, pattern: '/device/detail/:id' });

const channelsIn = (element: HTMLElement) => Array.from(element.querySelectorAll('[data-channel]'), (el) => el.getAttribute('data-channel'));

describe('DeviceDetailPage', () => {
  it("shows the device's channels only: current values, 24-hour charts, settings", async () => {
    const { device } = await temperatureLogger();
    await fetchServerRoutes();
    await render(device.id);
    expect(await screen.findByRole('heading', { level: 1, name: device.name })).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Current values' });
    await waitFor(() => expect(channelsIn(current)).toEqual([...MODEL_CHANNELS['CT-100']!]));
    expect(within(current).getByText('4.5 °C')).toBeInTheDocument();
    expect(within(current).getByText('2.0 – 8.0 °C')).toBeInTheDocument();
    expect(within(current).queryByText('Humidity')).toBeNull();

    const day = screen.getByRole('region', { name: 'Last 24 hours' });
    await waitFor(() => expect(within(day).getAllByRole('figure')).toHaveLength(4));
    expect(within(day).getAllByRole('figure').map((f) => f.getAttribute('data-testid'))).toEqual(['chart-temperature', 'chart-battery', 'chart-signal', 'chart-power']);
    expect(within(screen.getByTestId('chart-temperature')).getByText('Lowest 4.0 °C, highest 4.9 °C, last 4.9 °C')).toBeInTheDocument();

    const identity = screen.getByRole('region', { name: 'Device' });
    expect(within(identity).getByText(device.number)).toBeInTheDocument();
    expect(within(identity).getByText('Temperature logger')).toBeInTheDocument();
    await waitFor(() => expect(within(identity).getByText(device.organization)).toBeInTheDocument());
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('Offline after (min)')).toBeInTheDocument();
    expect(within(settings).queryByText('Min humidity (%RH)')).toBeNull();

    const links = screen.getByRole('navigation', { name: 'More about this device' });
    expect(within(links).getByRole('link', { name: 'Data records' })).toHaveAttribute('href', `/device/record?deviceId=${device.id}`);
    expect(within(links).getByRole('link', { name: 'Calibration' })).toHaveAttribute('href', `/device/calibration?deviceId=${device.id}`);
  });

  it("shows the channels the company's channel display names for the model, in its order (issue 30 §4)", async () => {
    const { device } = await temperatureLogger();
    const { db } = harness().platform.app;
    const admin = await db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const data = JSON.stringify({ deviceModel: 'CT-100', channels: ['battery', 'temperature', 'humidity'], showThresholds: false });
    await db.insertInto('records').values({ resource: 'channelDisplay', company_id: admin.company_id, data, created_at: 0, updated_at: 0 }).execute();
    await render(device.id);
    const current = await screen.findByRole('region', { name: 'Current values' });
    // humidity is not a channel of the model: a display cannot add it
    await waitFor(() => expect(channelsIn(current)).toEqual(['battery', 'temperature']));
    expect(within(current).getByText('4.5 °C')).toBeInTheDocument();
    expect(within(current).queryByText('2.0 – 8.0 °C')).toBeNull();
  });

  it('updates its current values from the socket', async () => {
    const { device, now } = await temperatureLogger();
    await render(device.id);
    const current = await screen.findByRole('region', { name: 'Current values' });
    await within(current).findByText('4.5 °C');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    act(() => {
      const socket = FakeWebSocket.last();
      socket.accept();
      socket.receive({ event: READING_EVENT, dataTimestamp: now, deviceId: device.id, online: true, reading: { ts: now, temperature: 9.2, humidity: null, battery: 79, signal: 61, power: 1, lat: null, lng: null, pressure: null, light: null, o2: null, co2: null, shake: null, door: null } });
    });
    const value = await within(current).findByText('9.2 °C', { exact: false });
    expect(value.closest('[data-judge]')).toHaveAttribute('data-judge', 'high');
  });

  it('lists the settings sent to the device, old → new and how it ended, and says so when there are none', async () => {
    const { platform } = harness();
    const { device, now } = await temperatureLogger();
    const view = await render(device.id);
    const history = await screen.findByRole('region', { name: 'Settings history' });
    expect(await within(history).findByText('No setting has been sent to this device yet.')).toBeInTheDocument();
    view.unmount();

    const admin = await platform.app.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    await platform.app.db
      .insertInto('device_commands')
      .values({
        company_id: admin.company_id,
        device_id: device.id,
        device_number: device.number,
        kind: 'settings',
        new_values: JSON.stringify({ acquisitionPeriod: 120 }),
        old_values: JSON.stringify({ acquisitionPeriod: 60 }),
        state: 'success',
        progress: null,
        reason: null,
        outcome: 'success',
        sent_by: admin.id,
        sent_by_username: 'admin0001',
        created_at: now - 600,
        updated_at: now - 590,
        finished_at: now - 590,
        due_at: null,
      })
      .execute();
    await render(device.id);
    const table = await within(await screen.findByRole('region', { name: 'Settings history' })).findByRole('table');
    expect(within(table).getByText('admin0001')).toBeInTheDocument();
    expect(within(table).getByText('Success')).toBeInTheDocument();
    expect(table.textContent).toMatch(/60.*120/);
  });

  it('says so when the address names no device', async () => {
    await render('abc');
    expect(await screen.findByText('This address names no device.')).toBeInTheDocument();
  });
});
