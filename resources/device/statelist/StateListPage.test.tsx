/**
 * The device state list against the real platform in-process: each device's states in words,
 * a state filter into the request and the address, the export of the filtered rows, and the
 * empty and failure states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STATES_PATH } from '../../../src/lib/fleet';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { PLATFORM_API } from '../../../test/support/platformServer';
import { putState } from '../../../test/support/readingsFixture';
import { StateListPage } from './StateListPage';

const harness = loggedInPlatform();
let requests: URL[];
let fleet: Fleet;
const ids: Record<string, number> = {};

beforeEach(async () => {
  requests = [];
  harness().server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api${DEVICE_STATES_PATH}`) requests.push(url);
  });
  const { platform } = harness();
  fleet = await newFleet(platform, 'admin0001');
  const now = Math.floor(platform.clock.now() / 1000);
  const asset = await platform.app.db
    .selectFrom('records')
    .select('id')
    .where('resource', '=', 'asset')
    .where('company_id', '=', fleet.companyId)
    .executeTakeFirstOrThrow();
  ids.closed = await addFleetDevice(platform, fleet, { name: 'SLP van closed', number: '88500001', model: 'CV-300G', type: 'vehicle', asset_id: asset.id });
  ids.open = await addFleetDevice(platform, fleet, { name: 'SLP van open', number: '88500002', model: 'CV-300G', type: 'vehicle' });
  ids.never = await addFleetDevice(platform, fleet, { name: 'SLP never', number: '88500003', expire_date: now - 86_400 });
  for (const [id, door] of [
    [ids.closed!, 0],
    [ids.open!, 1],
  ] as const) {
    await putState(platform, {
      device_id: id,
      ts: now - 60,
      last_seen: now - 60,
      changed_at: now - 3600,
      temperature: 5,
      battery: 60,
      signal: 70,
      power: 1,
      door,
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const render = (path: string) =>
  renderLivePage(<StateListPage component="/device/statelist/index" name="DeviceStateList" />, { path, pattern: '/device/statelist' });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('StateListPage', () => {
  it("shows each device's states in words", async () => {
    await render(`/device/statelist?organizationId=${fleet.organizationId}`);
    expect(await screen.findByRole('rowheader', { name: 'SLP van closed' })).toBeInTheDocument();
    expect(screen.getByTestId('statelist-total')).toHaveTextContent('3 devices');
    const closed = within(row('SLP van closed'));
    expect(closed.getByText('Online')).toBeInTheDocument();
    expect(closed.getByText('Locked')).toBeInTheDocument();
    expect(closed.getByText('Bound')).toBeInTheDocument();
    expect(closed.getByText('Charging')).toBeInTheDocument();
    expect(closed.getByText('60%')).toBeInTheDocument();
    expect(within(row('SLP van open')).getByText('Unlocked')).toBeInTheDocument();
    const never = within(row('SLP never'));
    expect(never.getByText('Offline')).toBeInTheDocument();
    expect(never.getByText('Expired')).toBeInTheDocument();
    expect(never.getByText('Never')).toBeInTheDocument();
    // a CTH-200 has no door contact: no lock state, said so to screen readers
    expect(never.getAllByLabelText('Not reported by this model').length).toBeGreaterThan(0);
  });

  it('puts a state filter into the request and the address, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await render(`/device/statelist?organizationId=${fleet.organizationId}`);
    await screen.findByRole('rowheader', { name: 'SLP van open' });
    await user.click(screen.getByRole('combobox', { name: 'Lock' }));
    await user.click(await screen.findByRole('option', { name: 'Unlocked' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'SLP van closed' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'SLP van open' })).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('locked')).toBe('0');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/device/statelist?organizationId=${fleet.organizationId}&locked=0`));

    await user.click(screen.getByRole('combobox', { name: 'Expiry' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    expect(await screen.findByTestId('statelist-empty')).toHaveTextContent('No device matches these filters.');
    // every filter goes, the organization's too: the whole company's devices
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/device/statelist'));
    await waitFor(() => expect(screen.queryByTestId('statelist-empty')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Lock' })).toHaveTextContent('Any');
    expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(3);
  });

  it('opens filtered from its address', async () => {
    await render(`/device/statelist?organizationId=${fleet.organizationId}&online=0`);
    expect(await screen.findByRole('rowheader', { name: 'SLP never' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'SLP van open' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Online state' })).toHaveTextContent('Offline');
  });

  it('exports the filtered rows as csv, with the words of the table', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:state-list';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await render(`/device/statelist?organizationId=${fleet.organizationId}&bound=1`);
    await screen.findByRole('rowheader', { name: 'SLP van closed' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number,Name,Type,Online,Battery,Signal,Power,Charging,Lock,Binding,Expiry,Expiry date,Last seen');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^88500001,SLP van closed,Vehicle terminal,Online,60,70,On,Charging,Locked,Bound,In service,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    harness().server.use(http.get(`${PLATFORM_API}${DEVICE_STATES_PATH}`, () => HttpResponse.error(), { once: true }));
    await render(`/device/statelist?organizationId=${fleet.organizationId}`);
    const error = await screen.findByTestId('statelist-error');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'SLP never' })).toBeInTheDocument();
  });
});
