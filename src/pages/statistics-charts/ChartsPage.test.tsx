/**
 * The charts page in the browser (jsdom), its wire mocked: one chart request per device once the
 * range passes spec §5's check, the figures of each device beside the chart, and the field switch.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { session } from '../../api';
import { DEVICE_OPTIONS_PATH } from '../../lib/deviceOptions';
import type { Language } from '../../lib/language';
import type { ReadingChart } from '../../lib/readings';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ChartsPage } from './ChartsPage';
import { stubApi } from '../../../test/support/stubApi';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get });

const DEVICES = [
  { id: 7, number: '10000007', name: 'Cold store 7', type: 'temperature_humidity', model: 'CTH-200' },
  { id: 9, number: '10000009', name: 'Cabinet 9', type: 'temperature', model: 'CT-100' },
];
const thresholds = { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null };
const CHARTS: Record<string, ReadingChart> = {
  '/readings/7': {
    series: {
      temperature: [
        [1, 4],
        [2, 6.5],
      ],
      humidity: [
        [1, 50],
        [2, 70],
      ],
    },
    total: 1440,
    thresholds,
  },
  '/readings/9': {
    series: {
      temperature: [
        [1, 3],
        [2, 5],
      ],
    },
    total: 720,
    thresholds,
  },
};

const dataProvider = {} as DataProvider;
const searched = () => get.mock.calls.filter(([path]) => path === DEVICE_OPTIONS_PATH).map(([, params]) => params as Record<string, unknown>);

function renderPage(language: Language = 'en') {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(language)}>
        <ChartsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

const charted = () =>
  get.mock.calls.filter(([path]) => String(path).startsWith('/readings/')).map(([path, params]) => [path, (params as { mode: string }).mode]);

async function pick(name: string, count: number) {
  const picker = screen.getByRole('combobox', { name: 'Devices' });
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: '1000' } });
  await waitFor(() => expect(searched()).toContainEqual({ q: '1000', limit: 25 }), { timeout: 5000 });
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 5000 }));
  await waitFor(() => expect(screen.getByText(`${count} of at most 10 devices`)).toBeInTheDocument());
}

/** The table's rows as their cells' text. */
const figures = () =>
  within(screen.getByTestId('comparison-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  get.mockReset();
  // the picker's search (GET /device/options) answers the devices; each chart its own
  get.mockImplementation(async (path: string) => (path === DEVICE_OPTIONS_PATH ? { list: DEVICES, total: DEVICES.length } : CHARTS[path]));
  session.set({ ReportCheckTimeRange: 31 });
});
afterEach(() => session.clear());

describe('the charts page', () => {
  it('draws nothing before a device is chosen, and says so', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('Choose at least one device')).toBeInTheDocument();
    expect(charted()).toEqual([]);
  });

  it('asks each device’s chart once and shows their figures; the field switch asks nothing more', async () => {
    renderPage();
    await pick('10000007 Cold store 7', 1);
    await pick('10000009 Cabinet 9', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(figures()).toHaveLength(2));
    await waitFor(() => expect(figures()[1]![1]).toBe('720'));
    expect(charted()).toEqual([
      ['/readings/7', 'chart'],
      ['/readings/9', 'chart'],
    ]);
    expect(figures()).toEqual([
      ['10000007 Cold store 7', '1,440', '4.0', '6.5', '5.3'],
      ['10000009 Cabinet 9', '720', '3.0', '5.0', '4.0'],
    ]);
    expect(screen.getByRole('img', { name: 'Temperature (°C) of 2 devices' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Humidity (%RH)' }));
    await waitFor(() => expect(figures()[0]!.slice(2)).toEqual(['50.0', '70.0', '60.0']));
    expect(figures()[1]![0]).toBe('10000009 Cabinet 9(does not measure it)');
    expect(charted()).toHaveLength(2);
  });

  it('offers only the fields the chosen devices have: no humidity for temperature-only loggers', async () => {
    renderPage();
    const switchOf = () => within(screen.getByRole('group', { name: 'Measure' }));
    // before a choice, both
    expect(
      switchOf()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Temperature (°C)', 'Humidity (%RH)']);
    await pick('10000009 Cabinet 9', 1);
    expect(
      switchOf()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Temperature (°C)']);
    // a device that measures humidity brings it back (the union of the models' channels)
    await pick('10000007 Cold store 7', 2);
    expect(
      switchOf()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Temperature (°C)', 'Humidity (%RH)']);
  });

  it('refuses a range over the user’s limit at the end, asking nothing', async () => {
    renderPage();
    await pick('10000007 Cold store 7', 1);
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-01-01T00:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-03-01T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('The time frame cannot be exceeded: at most 31 days')).toBeInTheDocument();
    expect(charted()).toEqual([]);
  });

  it('speaks the user’s language', async () => {
    renderPage('zh-TW');
    expect(await screen.findByRole('heading', { name: '數據圖表' })).toBeInTheDocument();
  });
});
