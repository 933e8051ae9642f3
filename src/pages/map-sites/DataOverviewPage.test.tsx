// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * The data overview against the real platform in-process: the region table beside the map gives
 * the server's figures, a region's name fits the map to its sites, and a site's marker opens its
 * figures.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapOverview } from '../../lib/maps';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { loginAs, signedInject } from '../../../test/support/testPlatform';
import { DataOverviewPage } from './DataOverviewPage';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const harness = loggedInPlatform();

async function serverOverview(): Promise<MapOverview> {
  const { platform } = harness();
  const { session } = await loginAs(platform, 'admin0001');
  const utcOffset = -new Date().getTimezoneOffset() || 0;
  return (await signedInject<MapOverview>(platform, { method: 'GET', url: '/map/overview', query: { utcOffset }, session })).envelope.data!;
}

const render = () => renderLivePage(<DataOverviewPage />, { path: '/map/dataoverview', pattern: '/map/dataoverview' });
const cells = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('th, td')].map((cell) => cell.textContent);
const number = (n: number) => new Intl.NumberFormat('en').format(n);

describe('DataOverviewPage', () => {
  it("shows the server's region figures and totals beside the map, after a loading line", async () => {
    const overview = await serverOverview();
    expect(overview.regions.length).toBeGreaterThan(0);
    await render();
    expect(screen.getByTestId('map-dataoverview-loading')).toHaveTextContent('Loading the map data…');
    await screen.findByTestId('region-table');
    for (const region of overview.regions) {
      const row = cells(`region-row-region-${region.organizationId}`);
      expect(row[0]).toBe(region.name);
      expect(row[1]).toBe(number(region.devices));
      expect(row[3]).toBe(number(region.openAlarms));
      expect(row[4]).toBe(number(region.excursionsToday));
    }
    const total = cells('region-row-total');
    expect(total.slice(0, 2)).toEqual(['Total', number(overview.totals.devices)]);
    expect(total[2]).toContain(number(overview.totals.online));
    // the headquarters' own devices (the seed gives it some) are a row of their own
    const regionsSum = overview.regions.reduce((sum, r) => sum + r.devices, 0);
    expect(regionsSum).toBeLessThan(overview.totals.devices);
    expect(cells('region-row-own')[1]).toBe(number(overview.totals.devices - regionsSum));
  });

  it('fits the map to a region from its name, and opens a site’s figures from its marker', async () => {
    const overview = await serverOverview();
    const region = overview.regions[0]!;
    await render();
    await screen.findByTestId('region-table');
    const button = within(screen.getByTestId(`region-row-region-${region.organizationId}`)).getByRole('button', { name: region.name });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    // one marker per placed site (jsdom draws the layer in SVG)
    const placed = overview.sites.filter((site) => site.lat !== null && site.lng !== null);
    const map = screen.getByTestId('base-map');
    await waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(placed.length));
    fireEvent.click(map.querySelectorAll('path.leaflet-interactive')[0]!);
    const popup = await screen.findByTestId(/^site-popup-/);
    const site = overview.sites.find((s) => popup.getAttribute('data-testid') === `site-popup-${s.organizationId}`)!;
    expect(popup).toHaveTextContent(site.name);
    expect(popup).toHaveTextContent(`Devices${number(site.devices)}`);
  });
});
