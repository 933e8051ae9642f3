/**
 * The data query page in the browser (jsdom), its wire mocked: the checks before anything is
 * asked, the query of several devices with the server's truncation message, and "export all" to
 * the download centre with the server's refusal of a range beyond 3 months, the inputs kept.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, session } from '../../api';
import type { Language } from '../../lib/language';
import { DEVICE_OPTIONS_PATH } from '../../lib/deviceOptions';
import type { DataQueryAnswer } from '../../lib/reports';
import { createI18nProvider } from '../../providers/i18nProvider';
import { DataQueryPage } from './DataQueryPage';
import { stubApi } from '../../../test/support/stubApi';

// a whole react-admin page: its first render loads MUI and react-admin, slow on a busy machine
vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
const post = vi.fn();
stubApi({ get, post });

const DEVICES = [
  { id: 7, number: '10000007', name: 'Cold store 7', type: 'temperature_humidity', model: 'CTH-200' },
  { id: 8, number: '10000008', name: 'Cold store 8', type: 'temperature_humidity', model: 'CTH-200' },
];
const TRUNCATED =
  'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.';
const row = (i: number, device = DEVICES[i % 2]!) => ({
  ts: 1_700_000_000 + i * 60,
  deviceId: device.id,
  number: device.number,
  name: device.name,
  temperature: 4 + i / 10,
  humidity: 50,
  battery: 90,
  signal: 70,
  power: 1,
  lat: null,
  lng: null,
  pressure: null,
  light: null,
  o2: null,
  co2: null,
  shake: null,
  door: null,
});
const ANSWER: DataQueryAnswer = {
  type: 'temperature_humidity',
  devices: DEVICES.map(({ id, number, name, model }) => ({ id, number, name, model })),
  fields: ['temperature', 'humidity', 'battery', 'signal', 'power'],
  list: Array.from({ length: 100 }, (_, i) => row(i)),
  total: 240,
  truncated: true,
  message: TRUNCATED,
};
let codes: string[] = [];

const dataProvider = {
  getMany: vi.fn(async () => ({ data: DEVICES })),
} as unknown as DataProvider;

/** The picker's search (GET /device/options) answers the two devices; anything else `other`. */
const wire = (other: (path: string) => unknown) => async (path: string) => (path === DEVICE_OPTIONS_PATH ? { list: DEVICES, total: DEVICES.length } : other(path));
const searched = () => get.mock.calls.filter(([path]) => path === DEVICE_OPTIONS_PATH).map(([, params]) => params as Record<string, unknown>);

function renderPage(language: Language = 'en') {
  return render(
    <MemoryRouter initialEntries={['/statistics/dataquery']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(language)}>
        <DataQueryPage component="/statistics/dataquery/index" name="StatisticsDataQuery" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const queried = () => get.mock.calls.filter(([path]) => path === '/report/dataquery').map(([, params]) => params as Record<string, unknown>);

async function pickDevices(...names: string[]) {
  const picker = screen.getByRole('combobox', { name: 'Devices' });
  for (const name of names) {
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '1000' } });
    // the search runs once typing pauses: its answer replaces the list
    await waitFor(() => expect(searched()).toContainEqual(expect.objectContaining({ q: '1000' })), { timeout: 5000 });
    fireEvent.click(await screen.findByRole('option', { name }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText(`${names.indexOf(name) + 1} of at most 20 devices`)).toBeInTheDocument());
  }
}

beforeEach(() => {
  session.set({ ReportCheckTimeRange: 31 });
  get.mockReset();
  post.mockReset();
  codes = ['statisticsdataquery_view'];
  get.mockImplementation(wire((path) => (path === '/operation/permission' ? { permissions: codes } : ANSWER)));
});
afterEach(() => session.clear());

describe('the data query page', () => {
  it('asks for nothing without a device, and says so at the picker', async () => {
    renderPage();
    expect(screen.getByTestId('dataquery-hint')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByText('Choose at least one device')).toBeInTheDocument();
    expect(queried()).toEqual([]);
  });

  it('searches devices of the chosen type and shows the newest 100 rows, newest first, with the server’s truncation message', async () => {
    renderPage();
    await pickDevices('10000007 Cold store 7', '10000008 Cold store 8');
    expect(searched()).toContainEqual(expect.objectContaining({ type: 'temperature_humidity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(queried()).toHaveLength(1));
    const [params] = queried();
    expect(params).toMatchObject({ deviceIds: '7,8' });
    expect(Number(params!.end) - Number(params!.start)).toBe(86_400);

    const notice = await screen.findByTestId('dataquery-truncated');
    expect(notice).toHaveTextContent(TRUNCATED);
    expect(notice).toHaveTextContent('Showing the newest 100 of 240, newest first.');
    const table = screen.getByTestId('dataquery-table');
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(within(table).getByRole('columnheader', { name: 'Humidity (%RH)' })).toBeInTheDocument();
    // the time column says the rows are newest first
    expect(within(table).getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows as columns only the channels the server names for the chosen devices, though each row has every field', async () => {
    const probes = [{ id: 9, number: '10000009', name: 'Freezer 9', type: 'temperature', model: 'CT-100' }];
    // a CT-100 has no humidity: its rows carry humidity null, and the server leaves it out of `fields`
    const answer: DataQueryAnswer = {
      ...ANSWER,
      type: 'temperature',
      devices: probes.map(({ id, number, name, model }) => ({ id, number, name, model })),
      fields: ['temperature', 'battery', 'signal', 'power'],
      list: [{ ...row(0, probes[0]!), humidity: null }],
      total: 1,
      truncated: false,
      message: undefined,
    };
    get.mockImplementation(async (path: string) =>
      path === DEVICE_OPTIONS_PATH ? { list: probes, total: probes.length } : path === '/operation/permission' ? { permissions: codes } : answer,
    );
    renderPage();
    fireEvent.change(screen.getByTestId('dataquery-type').querySelector('input')!, { target: { value: 'temperature' } });
    await pickDevices('10000009 Freezer 9');
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    const table = await screen.findByTestId('dataquery-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Device', 'Temperature (°C)', 'Battery (%)', 'Signal (%)', 'External power (1 on / 0 off)']);
    expect(within(table).queryByRole('columnheader', { name: /Humidity/ })).toBeNull();
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(6);
  });

  it('refuses a range whose start is after its end, at the start, keeping the text', async () => {
    renderPage();
    await pickDevices('10000007 Cold store 7');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-05-02T08:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-05-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByText('The start time cannot exceed the end time')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue('2024-05-02T08:00');
    expect(queried()).toEqual([]);
  });

  it('sends "export all" to the download centre and shows the server’s 3-month refusal, the range kept', async () => {
    codes = ['statisticsdataquery_view', 'statisticsdataquery_export'];
    const refusal = 'A data download covers the past 3 months only: the start cannot be earlier than 2024-02-01 08:00';
    post.mockRejectedValueOnce(new ApiError({ status: '-5', httpStatus: 422, message: 'Parameter error', fieldErrors: { start: refusal } }));
    renderPage();
    await pickDevices('10000008 Cold store 8');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2023-01-01T00:00' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Export all to the download centre' }));
    expect(await screen.findByTestId('download-job-failed')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Start')).toHaveValue('2023-01-01T00:00');
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/downloads');
    expect(body).toMatchObject({ kind: 'readingsData', params: { deviceIds: [8], format: 'xlsx', start: Math.floor(new Date(2023, 0, 1).getTime() / 1000) } });
  });

  it('says when the range has no readings, and shows the server’s refusal of a query', async () => {
    const mixed = 'Devices of several types cannot be picked at once';
    get.mockImplementation(
      wire((path) => (path === '/operation/permission' ? { permissions: codes } : { ...ANSWER, list: [], total: 0, truncated: false, message: undefined })),
    );
    renderPage();
    await pickDevices('10000007 Cold store 7');
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByTestId('dataquery-empty')).toHaveTextContent('No readings in this range.');

    get.mockImplementation(
      wire((path) => {
        if (path === '/operation/permission') return { permissions: codes };
        throw new ApiError({ status: '-5', httpStatus: 422, message: 'Parameter error', serverMessage: 'Parameter error', fieldErrors: { deviceIds: mixed } });
      }),
    );
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-05-01T08:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-05-02T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByTestId('dataquery-error')).toHaveTextContent(mixed);
  });

  it('offers no export without the page’s export code', async () => {
    renderPage();
    await waitFor(() => expect(get.mock.calls.map(([path]) => path)).toContain('/operation/permission'));
    expect(screen.queryByRole('button', { name: 'Export all to the download centre' })).toBeNull();
  });

  it('speaks the user’s language', async () => {
    renderPage('zh-CN');
    expect(await screen.findByRole('heading', { name: '数据查询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
  });
});
