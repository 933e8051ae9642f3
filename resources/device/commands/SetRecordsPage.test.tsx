/**
 * The setting records page against the real platform in-process: every command of the company
 * with who sent it and old → new, filtered by state and kind, a backwards time range refused.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commandPagePlatform, passTime, renderCommandPage } from '../../../test/support/commandPages';
import { commandsApi } from './commandsApi';
import { SetRecordsPage } from './SetRecordsPage';

vi.setConfig({ testTimeout: 30_000 });

const harness = commandPagePlatform();

async function twoCommands() {
  const devices = await harness()
    .platform.app.db.selectFrom('devices')
    .select(['id', 'number'])
    .where('company_id', '=', 1)
    .where('type', '=', 'vehicle')
    .orderBy('id')
    .limit(2)
    .execute();
  await harness().platform.app.db.updateTable('devices').set({ alarm_enabled: 1 }).where('id', '=', devices[1]!.id).execute();
  harness().random.value = 0.5;
  await commandsApi.sendSettings({ deviceIds: [devices[0]!.id], uploadPeriod: 900 });
  harness().random.value = 0.03;
  await commandsApi.sendSettings({ deviceIds: [devices[1]!.id], alarmEnabled: false });
  await passTime(harness(), 60);
  return devices.map((d) => d.number);
}

const rows = () => screen.getAllByRole('row').slice(1);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('SetRecordsPage', () => {
  it('lists who sent what, old → new and how it ended, and filters', async () => {
    const [succeeded, failed] = await twoCommands();
    await renderCommandPage(<SetRecordsPage component="/device/setrecord/index" name="DeviceSetRecord" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [newest, oldest] = rows();
    expect(newest).toHaveTextContent(failed!);
    expect(newest).toHaveTextContent('admin0001');
    expect(newest).toHaveTextContent('Alarm switch: Yes → No');
    expect(newest).toHaveTextContent('Failed');
    expect(newest).toHaveTextContent('The device refused the settings');
    expect(oldest).toHaveTextContent(succeeded!);
    expect(oldest).toHaveTextContent(/Upload period \(s\): \d+ → 900/);
    expect(oldest).toHaveTextContent('Success');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await choose('State', 'Success');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(succeeded!);

    await choose('Kind', 'Firmware upgrade');
    expect(await screen.findByText('No command matches these filters.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Sent from'), { target: { value: '2030-01-02T00:00' } });
    fireEvent.change(screen.getByLabelText('Sent until'), { target: { value: '2030-01-01T00:00' } });
    expect(screen.getByText('The start time cannot exceed the end time')).toBeInTheDocument();
  });
});
