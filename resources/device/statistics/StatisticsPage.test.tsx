/**
 * The device statistics page against the real platform in-process: for a small known fleet (an
 * organization of its own), each figure's table holds the counts, the online rate has a row a
 * day (no data before the first reading), and the filters go into the request and the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_STATISTICS_PATH, ONLINE_RATE_DAYS } from '../../../src/lib/fleet';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { PLATFORM_API } from '../../../test/support/platformServer';
import { insertReadings, putState } from '../../../test/support/readingsFixture';
import { StatisticsPage } from './StatisticsPage';

const harness = loggedInPlatform();
let requests: URL[];
let fleet: Fleet;

beforeEach(async () => {
  requests = [];
  harness().server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api${DEVICE_STATISTICS_PATH}`) requests.push(url);
  });
  const { platform } = harness();
  fleet = await newFleet(platform, 'admin0001');
  const now = Math.floor(platform.clock.now() / 1000);
  const hot = await addFleetDevice(platform, fleet, { name: 'STP hot', number: '88600001', battery: 15 });
  const fine = await addFleetDevice(platform, fleet, { name: 'STP fine', number: '88600002', battery: 90 });
  await addFleetDevice(platform, fleet, { name: 'STP van', number: '88600003', model: 'CV-300G', type: 'vehicle', battery: 50 });
  await putState(platform, { device_id: hot, ts: now - 60, last_seen: now - 60, changed_at: now - 3600, temperature: 12, battery: 15, signal: 70, power: 1 });
  await putState(platform, { device_id: fine, ts: now - 60, last_seen: now - 60, changed_at: now - 3600, temperature: 5, battery: 90, signal: 70, power: 1 });
  await insertReadings(platform, fine, [{ ts: now - 60, temperature: 5 }]);
});

const render = (path: string) =>
  renderLivePage(<StatisticsPage component="/device/statistics/index" name="DeviceStatistics" />, { path, pattern: '/device/statistics' });
/** A figure's table as [label, count, share] rows. */
const tableOf = (section: string) =>
  within(screen.getByTestId(`statistics-${section}`))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatisticsPage', () => {
  it('shows each figure of a small fleet in a table beside its chart', async () => {
    await render(`/device/statistics?organizationId=${fleet.organizationId}`);
    expect(await screen.findByTestId('statistics-total')).toHaveTextContent('3 devices');
    expect(tableOf('byState')).toEqual([
      ['Normal', '1', '33.3%'],
      ['Exceeding', '1', '33.3%'],
      ['Offline', '1', '33.3%'],
      ['Low battery', '0', '0%'],
    ]);
    expect(tableOf('byType')).toEqual([
      ['Temperature and humidity logger', '2', '66.7%'],
      ['Vehicle terminal', '1', '33.3%'],
    ]);
    expect(tableOf('byModel')).toEqual([
      ['CTH-200', '2', '66.7%'],
      ['CV-300G', '1', '33.3%'],
    ]);
    expect(tableOf('byOrganization')).toEqual([[expect.stringMatching(/^Fleet test \d+$/), '3', '100%']]);
    expect(tableOf('battery')).toEqual([
      ['0–20 %', '1', '33.3%'],
      ['21–40 %', '0', '0%'],
      ['41–60 %', '1', '33.3%'],
      ['61–80 %', '0', '0%'],
      ['81–100 %', '1', '33.3%'],
    ]);
    const days = tableOf('onlineRate');
    expect(days).toHaveLength(ONLINE_RATE_DAYS);
    // newest first: today one device of three reported; before, no data
    expect(days[0]!.slice(1)).toEqual(['1 / 3', '33.3%']);
    expect(days.slice(1).every((day) => day[2] === 'No data')).toBe(true);
    expect(Number(requests.at(-1)!.searchParams.get('utcOffset'))).toBe(-new Date().getTimezoneOffset() || 0);
  });

  it('filters by type, in the request and the address', async () => {
    const user = userEvent.setup();
    await render(`/device/statistics?organizationId=${fleet.organizationId}`);
    await screen.findByTestId('statistics-total');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Vehicle terminal' }));
    await waitFor(() => expect(screen.getByTestId('statistics-total')).toHaveTextContent('1 device'));
    expect(requests.at(-1)!.searchParams.get('type')).toBe('vehicle');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/device/statistics?organizationId=${fleet.organizationId}&type=vehicle`));
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    harness().server.use(http.get(`${PLATFORM_API}${DEVICE_STATISTICS_PATH}`, () => HttpResponse.error(), { once: true }));
    await render(`/device/statistics?organizationId=${fleet.organizationId}`);
    const error = await screen.findByTestId('statistics-error');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('statistics-total')).toHaveTextContent('3 devices');
  });
});
