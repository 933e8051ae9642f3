/**
 * The alarm history page's tests against the real platform in-process
 * (resources/alarm/history/AlarmHistoryPage*.test.tsx): a logged-in platform with a fleet of its
 * own and two devices, the requests the page sends, and the helpers to render and read the page.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { fetchServerRoutes } from '../../src/providers/routesProvider';
import { AlarmHistoryPage } from '../../resources/alarm/history/AlarmHistoryPage';
import { addFleetDevice, newFleet, type Fleet } from './fleetFixture';
import { renderLivePage } from './livePage';
import { loggedInPlatform, type ADMIN, type OPERATOR } from './platformClient';

export function historySuite(user: typeof ADMIN | typeof OPERATOR) {
  const harness = loggedInPlatform(user);
  const state: { fleet: Fleet; now: number; hot: number; dry: number; requests: URL[] } = {
    fleet: { companyId: 0, organizationId: 0 },
    now: 0,
    hot: 0,
    dry: 0,
    requests: [],
  };
  beforeEach(async () => {
    const { platform, server } = harness();
    state.requests = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/alarm/history') state.requests.push(url);
    });
    await fetchServerRoutes();
    state.now = Math.floor(platform.clock.now() / 1000);
    state.fleet = await newFleet(platform, 'admin0001');
    state.hot = await addFleetDevice(platform, state.fleet, { name: 'AHP fridge', number: '88700001' });
    state.dry = await addFleetDevice(platform, state.fleet, { name: 'AHP store', number: '88700002' });
  });
  return { harness, state };
}

export const renderHistory = (path: string) => renderLivePage(<AlarmHistoryPage component="/alarm/history/index" name="AlarmHistory" />, { path, pattern: '/alarm/history' });
export const historyRows = () =>
  within(screen.getByRole('region', { name: 'Alarms' }))
    .getAllByRole('row')
    .slice(1);

export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

