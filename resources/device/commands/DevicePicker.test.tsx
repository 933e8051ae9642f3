/**
 * The device picker's one-type rule (spec §5): once a device is picked, only devices of its type
 * can join, whatever the search offers, and the helper text says so; removing it opens the rule again.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { withQueryClient } from '../../../test/support/withQueryClient';
import { DevicePicker } from './DevicePicker';
import { useDevicePicker } from './useDevicePicker';
import { stubApi } from '../../../test/support/stubApi';

const get = vi.fn();
stubApi({ get });

const settings = {
  acquisitionPeriod: 300,
  uploadPeriod: 300,
  offlineMinutes: 10,
  alarmEnabled: true,
  temperatureMin: null,
  temperatureMax: null,
  humidityMin: null,
  humidityMax: null,
};
const device = (id: number, type: string, model: string): CommandDevice => ({
  id,
  number: `1000000${id}`,
  name: `dev-${id}`,
  type,
  model,
  firmware: '1.0.0',
  settings,
});
const DEVICES = [device(1, 'temperature', 'CT-100'), device(2, 'vehicle', 'CV-300G'), device(3, 'temperature', 'CT-100')];

function Picker() {
  const model = useDevicePicker('type');
  return (
    <>
      <DevicePicker model={model} />
      <output data-testid="picked">{model.picked.map((d) => d.number).join(',')}</output>
    </>
  );
}

beforeEach(() => {
  // a search that ignores the type: the picker itself must still refuse another type
  get.mockImplementation(async () => ({ list: DEVICES, total: DEVICES.length }));
});

function renderPicker() {
  render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider('en')}>
        <Picker />
      </I18nContextProvider>,
    ),
  );
  return screen.getByRole('combobox', { name: 'Devices' });
}

async function openOptions(input: HTMLElement) {
  act(() => input.focus());
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return screen.findByRole('listbox');
}

describe('DevicePicker', () => {
  it('once a device is picked, offers only its type, explains why, and asks the server for that type', async () => {
    const input = renderPicker();
    expect(screen.getByText('Pick one device, or several of one type.')).toBeInTheDocument();
    let list = await openOptions(input);
    fireEvent.click(within(list).getByRole('option', { name: /10000001/ }));
    expect(screen.getByTestId('picked')).toHaveTextContent('10000001');
    expect(screen.getByText(/^Only devices of the type/)).toHaveTextContent(
      'Only devices of the type Temperature logger can be added now: devices of several types cannot be picked at once.',
    );
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/command/devices', expect.objectContaining({ type: 'temperature' }), expect.anything()));

    list = await openOptions(input);
    const vehicle = within(list).getByRole('option', { name: /10000002/ });
    expect(vehicle).toHaveAttribute('aria-disabled', 'true');
    expect(vehicle).toHaveTextContent('another type');
    fireEvent.click(vehicle);
    expect(screen.getByTestId('picked')).toHaveTextContent(/^10000001$/);
    list = await openOptions(input);
    fireEvent.click(within(list).getByRole('option', { name: /10000003/ }));
    expect(screen.getByTestId('picked')).toHaveTextContent('10000001,10000003');
  });

  it('opens the rule again once every device is removed', async () => {
    const input = renderPicker();
    let list = await openOptions(input);
    fireEvent.click(within(list).getByRole('option', { name: /10000002/ }));
    expect(screen.getByText(/^Only devices of the type/)).toHaveTextContent('Only devices of the type Vehicle terminal can be added now');
    // Backspace in the empty search removes the last chip
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(screen.getByTestId('picked')).toHaveTextContent(/^$/);
    expect(screen.getByText('Pick one device, or several of one type.')).toBeInTheDocument();
    list = await openOptions(input);
    expect(within(list).getByRole('option', { name: /10000001/ })).not.toHaveAttribute('aria-disabled', 'true');
  });
});
