// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * The vehicle monitor against the real platform in-process: the company's vehicles in the side
 * list with their counts, the search and the state chips, the popup's waybill, a reading pushed
 * over the socket, and the full-screen page's message where the Fullscreen API is missing (jsdom
 * has none).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_EVENT } from '../../lib/readings';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { putState } from '../../../test/support/readingsFixture';
import { FullscreenMonitorPage } from './FullscreenMonitorPage';
import { VehicleMonitorPage } from './VehicleMonitorPage';

const harness = loggedInPlatform();
const PUBLIC = path.resolve(__dirname, '../../../public');

beforeEach(() => {
  FakeWebSocket.reset();
  // the list's box has a height in a browser; jsdom lays nothing out (the virtualizer reads clientHeight)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  // the offline basemap's files, as the console's server answers them
  harness().server.use(
    http.get('*/basemap/:file', ({ params }) => HttpResponse.json(JSON.parse(readFileSync(path.join(PUBLIC, 'basemap', String(params.file)), 'utf8')))),
  );
});

/** The seeded vehicle carrying waybill YD20250002 (in transit), at 9.5 °C (above its 2–8 °C), and a second one, moving. */
async function twoVehicles() {
  const { platform } = harness();
  const { db } = platform.app;
  const now = Math.floor(platform.clock.now() / 1000);
  const waybill = await db.selectFrom('waybills').select(['number', 'assets', 'consignee']).where('number', '=', 'YD20250002').executeTakeFirstOrThrow();
  const assetId = (JSON.parse(waybill.assets) as number[])[0]!;
  const carrier = await db.selectFrom('devices').select(['id', 'number']).where('asset_id', '=', assetId).executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('devices')
    .select(['id', 'number'])
    .where('type', '=', 'vehicle')
    .where('id', '!=', carrier.id)
    .where('company_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8 }).where('id', 'in', [carrier.id, other.id]).execute();
  await putState(platform, {
    device_id: carrier.id,
    ts: now - 30,
    last_seen: now - 30,
    changed_at: now - 3600,
    temperature: 9.5,
    humidity: 50,
    lat: 31.2,
    lng: 121.4,
    online: 1,
  });
  await db
    .insertInto('readings')
    .values({ device_id: other.id, ts: now - 90, temperature: 4, lat: 31.0, lng: 121.0 })
    .execute();
  await putState(platform, {
    device_id: other.id,
    ts: now - 30,
    last_seen: now - 30,
    changed_at: now - 3600,
    temperature: 4,
    humidity: 50,
    lat: 31.009,
    lng: 121.0,
    online: 1,
  });
  return { carrier, other, consignee: (JSON.parse(waybill.consignee) as { institution: string }).institution, now };
}

const renderMonitor = () =>
  renderLivePage(<VehicleMonitorPage component="/map/carmonitor/index" name="MapCarMonitor" />, { path: '/map/carmonitor', pattern: '/map/carmonitor' });

// the real platform in-process and a map: slower than a plain component
describe('VehicleMonitorPage', { timeout: 30_000 }, () => {
  it('lists the vehicles with their counts, searches, filters by state and opens a vehicle’s popup with its waybill', async () => {
    const { carrier, other, consignee } = await twoVehicles();
    await renderMonitor();
    const map = await screen.findByTestId('vehicle-map');
    await waitFor(() => expect(map).toHaveAttribute('data-loaded', 'true'));
    expect(map).toHaveAttribute('data-markers', '2');
    expect(Number(map.getAttribute('data-vehicles'))).toBeGreaterThan(2);
    expect(screen.getByTestId('base-map')).toHaveAttribute('data-basemap', 'offline');
    // the other vehicle moved 1 km in a minute: moving; the carrier stands; vehicles without a state are offline
    expect(screen.getByTestId('state-chip-moving')).toHaveAttribute('data-count', '1');
    expect(screen.getByTestId('state-chip-stopped')).toHaveAttribute('data-count', '1');
    await userEvent.click(screen.getByTestId('state-chip-stopped'));
    expect(screen.getByTestId('state-chip-stopped')).toHaveAttribute('aria-pressed', 'true');
    const row = await screen.findByTestId(`vehicle-row-${carrier.id}`);
    expect(row).toHaveAttribute('data-state', 'stopped');
    expect(row).toHaveTextContent('9.5 °C');
    expect(screen.getByTestId('vehicle-count')).toHaveTextContent('1 vehicle shown of');
    await userEvent.click(screen.getByTestId('state-chip-moving'));
    expect(await screen.findByTestId(`vehicle-row-${other.id}`)).toHaveAttribute('data-state', 'moving');
    expect(screen.queryByTestId(`vehicle-row-${carrier.id}`)).toBeNull();
    await userEvent.click(screen.getByTestId('state-chip-moving'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name, number or plate' }), carrier.number);
    await waitFor(() => expect(screen.getByTestId('vehicle-count')).toHaveTextContent('1 vehicle shown of'));
    await userEvent.click(screen.getByTestId(`vehicle-row-${carrier.id}`));
    const popup = await screen.findByTestId(`vehicle-popup-${carrier.id}`);
    expect(within(popup).getByText('9.5 °C (too high)')).toBeInTheDocument();
    expect(popup.querySelector('[data-field="temperature"]')).toHaveAttribute('data-judge', 'high');
    expect(within(popup).getByText('YD20250002')).toBeInTheDocument();
    expect(within(popup).getByText(consignee)).toBeInTheDocument();
    expect(screen.getByTestId('follow-switch')).toBeInTheDocument();
  });

  it('moves a vehicle’s figures with a reading pushed over the socket', async () => {
    const { other, now } = await twoVehicles();
    await renderMonitor();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search name, number or plate' }), other.number);
    const row = await screen.findByTestId(`vehicle-row-${other.id}`);
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    act(() => {
      const socket = FakeWebSocket.last();
      socket.accept();
      socket.receive({
        event: READING_EVENT,
        dataTimestamp: now,
        deviceId: other.id,
        online: true,
        reading: {
          ts: now,
          temperature: 12.3,
          humidity: 40,
          battery: 80,
          signal: 60,
          power: 1,
          lat: 31.009,
          lng: 121.0,
          pressure: null,
          light: null,
          o2: null,
          co2: null,
          shake: null,
          door: null,
        },
      });
    });
    // the same place 30 s later: stopped now, too warm
    await waitFor(() => expect(row).toHaveTextContent('12.3 °C'));
    expect(row).toHaveAttribute('data-state', 'stopped');
  });
});

describe('FullscreenMonitorPage', { timeout: 30_000 }, () => {
  it('shows the vehicles and says the browser has no full screen where the API is missing', async () => {
    const { carrier } = await twoVehicles();
    await renderLivePage(<FullscreenMonitorPage />, { path: '/map/carmonitor/fullscreen', pattern: '/map/carmonitor/fullscreen' });
    expect(await screen.findByTestId('fullscreen-unsupported')).toHaveTextContent('This browser does not support full screen.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name, number or plate' }), carrier.number);
    expect(await screen.findByTestId(`vehicle-row-${carrier.id}`)).toBeInTheDocument();
    expect(screen.getByTestId('leave-fullscreen')).toHaveAttribute('href', '/map/carmonitor');
    expect(screen.queryByTestId('enter-fullscreen')).toBeNull();
  });
});
