// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * The map monitor against the real platform in-process (the seeded company: cold stores, cold
 * boxes and refrigerators at its organizations): the list and the legend as the server answers,
 * the role filter, a list click opening the site's popup with the readings, the search's empty
 * state, and a socket reading shown at once.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapAsset } from '../../lib/maps';
import { READING_EVENT } from '../../lib/readings';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { putState } from '../../../test/support/readingsFixture';
import { loginAs, signedInject } from '../../../test/support/testPlatform';
import { MapMonitorPage } from './MapMonitorPage';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const harness = loggedInPlatform();

async function serverAssets(query: Record<string, number> = {}): Promise<MapAsset[]> {
  const { platform } = harness();
  const { session } = await loginAs(platform, 'admin0001');
  return (await signedInject<MapAsset[]>(platform, { method: 'GET', url: '/map/assets', query, session })).envelope.data!;
}

const render = () => renderLivePage(<MapMonitorPage />, { path: '/map/monitor', pattern: '/map/monitor' });
const items = () => within(screen.getByTestId('asset-list')).getAllByRole('button');

describe('MapMonitorPage', () => {
  it("lists the server's fixed assets after its loading line, and filters them by role", async () => {
    const all = await serverAssets();
    const cabinets = await serverAssets({ role: 4 });
    expect(cabinets.length).toBeGreaterThan(0);
    await render();
    expect(screen.getByTestId('map-monitor-loading')).toBeInTheDocument();
    await screen.findByTestId('asset-list');
    expect(items()).toHaveLength(all.length);
    expect(screen.getByRole('region', { name: /cold stores, cold boxes/ })).toHaveAttribute('data-testid', 'base-map');

    await userEvent.click(screen.getByTestId('role-4'));
    await waitFor(() => expect(items()).toHaveLength(cabinets.length));
    for (const asset of cabinets) expect(screen.getByTestId(`asset-item-${asset.id}`)).toHaveTextContent(asset.name);
  });

  it("opens an asset's site from the list with each device's reading, and says when a search finds nothing", async () => {
    const { platform } = harness();
    const now = Math.floor(platform.clock.now() / 1000);
    const fitted = (await serverAssets()).find((a) => a.devices.length > 0 && a.lat !== null)!;
    const device = fitted.devices[0]!;
    await putState(platform, { device_id: device.deviceId, ts: now - 60, last_seen: now - 60, changed_at: now - 3600, temperature: 6.4, humidity: 61 });
    const all = await serverAssets();
    const asset = all.find((a) => a.id === fitted.id)!;
    await render();
    await screen.findByTestId('asset-list');
    await userEvent.click(screen.getByTestId(`asset-item-${asset.id}`));
    const readings = await screen.findAllByTestId(`asset-readings-${asset.id}`);
    expect(readings[0]).toHaveTextContent('6.4 °C');
    expect(readings[0]).toHaveTextContent('61 %RH');
    // the popup of its organization's site, on the map, lists every asset there
    const popup = await screen.findByTestId(`asset-site-popup-${asset.organizationId}`);
    const here = all.filter((a) => a.organizationId === asset.organizationId);
    for (const other of here) expect(within(popup).getByTestId(`asset-readings-${other.id}`)).toHaveTextContent(other.name);

    fireEvent.change(screen.getByTestId('asset-search'), { target: { value: 'no such asset 0000' } });
    expect(await screen.findByTestId('asset-list-empty')).toHaveTextContent('No asset matches the search.');
  });

  it("shows a device's socket reading at once", async () => {
    const all = await serverAssets();
    const asset = all.find((a) => a.devices.length > 0 && a.lat !== null)!;
    const device = asset.devices[0]!;
    await render();
    await screen.findByTestId('asset-list');
    await userEvent.click(screen.getByTestId(`asset-item-${asset.id}`));
    await screen.findAllByTestId(`asset-readings-${asset.id}`);
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const now = Math.floor(harness().platform.clock.now() / 1000);
    act(() => {
      const socket = FakeWebSocket.last();
      socket.accept();
      socket.receive({ event: READING_EVENT, dataTimestamp: now + 5, deviceId: device.deviceId, online: true, reading: { ts: now + 5, temperature: -17.3, humidity: null } });
    });
    await waitFor(() => expect(screen.getAllByTestId(`asset-readings-${asset.id}`)[0]).toHaveTextContent('-17.3 °C'));
  });
});
