/**
 * The parameter settings page against the real platform in-process: the picker keeps to one
 * type, the device schema's rules check the form in the user's language, a server refusal lands
 * at its field with what was typed kept, and a sent command's state chip follows the simulated
 * device (clock moved) while the page is shown, and stops asking once it is final or hidden.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commandPagePlatform, passTime, renderCommandPage, showPage } from '../../../test/support/commandPages';
import { ParamSetPage } from './ParamSetPage';
import { POLL_MS } from './useLiveCommands';

vi.setConfig({ testTimeout: 30_000 });

const harness = commandPagePlatform();

const renderPage = () => renderCommandPage(<ParamSetPage component="/device/paramset/index" name="DeviceParamSet" />);

/** Searches the picker and picks the device of that number. */
async function pick(number: string) {
  const input = screen.getByRole('combobox', { name: 'Devices' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: number } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(number) }, { timeout: 10_000 }));
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const polls = () => harness().calls.filter((c) => c.method === 'GET' && c.path === '/api/command').length;

async function numberOf(type: string, index = 0) {
  const rows = await harness()
    .platform.app.db.selectFrom('devices')
    .select(['id', 'number', 'acquisition_period'])
    .where('company_id', '=', 1)
    .where('type', '=', type)
    .orderBy('id')
    .limit(index + 1)
    .execute();
  return rows[index]!;
}

describe('ParamSetPage', () => {
  it('offers only devices of the first one’s type, and says so', async () => {
    const temperature = await numberOf('temperature');
    const vehicle = await numberOf('vehicle');
    await renderPage();
    await pick(temperature.number);
    expect(screen.getByText(/^Only devices of the type Temperature logger can be added now/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Devices' }), { target: { value: vehicle.number } });
    // asked again each time: the list is drawn anew as the search answers, and an element found once may be gone
    await waitFor(() => expect(screen.getByText('No device matches')).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('checks the values with the device schema, and keeps them on a server refusal', async () => {
    const first = await numberOf('temperature_humidity', 0);
    const second = await numberOf('temperature_humidity', 1);
    // the second device's stored maximum is under the minimum about to be sent: only the server sees it
    await harness().platform.app.db.updateTable('devices').set({ temperature_max: 1 }).where('id', '=', second.id).execute();
    await renderPage();
    await pick(first.number);
    await pick(second.number);
    expect(field(/Acquisition period/).value).toBe(String(first.acquisition_period));

    fireEvent.change(field(/Offline after/), { target: { value: '9' } });
    fireEvent.change(field(/Max humidity/), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send settings' }));
    expect(await screen.findByText('Must be at least 10')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 100')).toBeInTheDocument();

    fireEvent.change(field(/Offline after/), { target: { value: '30' } });
    fireEvent.change(field(/Max humidity/), { target: { value: '' } });
    fireEvent.change(field(/Min temperature/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send settings' }));
    // two devices: asked first
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send the changed settings to 2 devices?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The maximum must be greater than the minimum (5)')).toBeInTheDocument();
    expect(field(/Min temperature/).value).toBe('5');
    expect(field(/Offline after/).value).toBe('30');
    expect(await harness().platform.app.db.selectFrom('device_commands').select('id').execute()).toEqual([]);
  });

  it('sends a setting and shows its state as the device answers, asking only while pending and shown', async () => {
    const device = await numberOf('temperature');
    await renderPage();
    await pick(device.number);
    const next = device.acquisition_period === 60 ? 120 : 60;
    fireEvent.change(field(/Acquisition period/), { target: { value: String(next) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send settings' }));
    const card = async () => (await screen.findByText(device.number, { selector: 'li p' })).closest('li')!;
    expect(within(await card()).getByText('Reserved')).toBeInTheDocument();
    expect(await card()).toHaveTextContent(`Acquisition period (s): ${device.acquisition_period} → ${next}`);

    // random 0.5: 2 s reserved, then 2.5 s requesting and setting
    await passTime(harness(), 2);
    await waitFor(async () => expect(within(await card()).getByText('Requesting')).toBeInTheDocument(), { timeout: 4000 });

    // a hidden tab asks nothing
    showPage(false);
    const before = polls();
    await passTime(harness(), 3);
    await act(() => new Promise((resolve) => setTimeout(resolve, POLL_MS + 500)));
    expect(polls()).toBe(before);
    expect(within(await card()).getByText('Requesting')).toBeInTheDocument();
    showPage(true);
    await waitFor(async () => expect(within(await card()).getByText('Setting')).toBeInTheDocument(), { timeout: 4000 });

    await passTime(harness(), 3);
    await waitFor(async () => expect(within(await card()).getByText('Success')).toBeInTheDocument(), { timeout: 4000 });
    const device2 = await harness().platform.app.db.selectFrom('devices').select('acquisition_period').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(device2.acquisition_period).toBe(next);
    // final: no more asking
    const done = polls();
    await act(() => new Promise((resolve) => setTimeout(resolve, POLL_MS + 500)));
    expect(polls()).toBe(done);
  });
});
