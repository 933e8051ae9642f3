/**
 * The records page's query bar in the browser (jsdom): the presets, spec §5's refusal of a range
 * in each language (nothing asked, what was typed kept, the message at its field), and the query
 * in the address.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { session } from '../../../src/api';
import { DEVICE_OPTIONS_PATH } from '../../../src/lib/deviceOptions';
import type { Language } from '../../../src/lib/language';
import type { ReadingRows } from '../../../src/lib/readings';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { DeviceRecordsPage } from './DeviceRecordsPage';
import { inputText } from '../../../src/framework/range/rangePresets';
import { stubApi } from '../../../test/support/stubApi';

// a whole react-admin page: its first render loads MUI and react-admin, slow on a busy machine
vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get });

const DEVICE = { id: 7, number: '10000007', name: 'Cold store 7', model: 'CTH-200' };
const ROWS: ReadingRows = { list: [], total: 0, truncated: false };
let codes: string[] = [];

const dataProvider = {
  getOne: vi.fn(async () => ({ data: DEVICE })),
} as unknown as DataProvider;

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** The page's address (its search). */
const search = () => screen.getByTestId('location').textContent ?? '';

function renderPage(path: string, language: Language = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(language)}>
        <DeviceRecordsPage />
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The readings requests made: [path, start, end, mode]. */
const asked = () =>
  get.mock.calls.filter(([path]) => String(path).startsWith('/readings')).map(([path, params]) => [path, params.start, params.end, params.mode]);
const addressed = () => Object.fromEntries(new URLSearchParams(search()));

beforeEach(() => {
  session.set({ ReportCheckTimeRange: 31 });
  get.mockReset();
  // the picker's search (GET /device/options) finds the device
  get.mockImplementation(async (path: string) =>
    path === '/operation/permission' ? { permissions: codes } : path === DEVICE_OPTIONS_PATH ? { list: [DEVICE], total: 1 } : ROWS,
  );
  codes = ['devicerecord_view'];
});
afterEach(() => session.clear());

describe('the records page’s range presets', () => {
  it('put the chosen range in the address and ask for it', async () => {
    renderPage('/device/record?deviceId=7');
    // the device's link alone shows the last 24 hours
    await waitFor(() => expect(asked()).toHaveLength(1));
    const [first] = asked();
    expect(first![0]).toBe('/readings/7');
    expect(first![2] - first![1]).toBe(86400);
    expect(first![3]).toBe('rows');
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(addressed()).toMatchObject({ deviceId: '7' }));
    const { start, end } = addressed();
    expect(Number(end) - Number(start)).toBe(7 * 86400);
    expect(Math.abs(Number(end) - Date.now() / 1000)).toBeLessThanOrEqual(60);
    expect(Number(end) % 60).toBe(0);
    await waitFor(() => expect(asked()).toContainEqual(['/readings/7', Number(start), Number(end), 'rows']));
    // the inputs show the range, the preset shows chosen
    // the inputs write the range as the console writes every date (src/lib/dateTimeFormat.ts)
    expect(screen.getByLabelText('Start')).toHaveValue(inputText(Number(start)).replace('T', ' '));
    expect(screen.getByLabelText('End')).toHaveValue(inputText(Number(end)).replace('T', ' '));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Maximum (31 days)' }));
    await waitFor(() => expect(Number(addressed().end) - Number(addressed().start)).toBe(31 * 86400));
  });

  it('offer the maximum of the user’s own limit, and not 7 days under a 3-day limit', async () => {
    session.set({ ReportCheckTimeRange: 3 });
    renderPage('/device/record?deviceId=7');
    expect(screen.getByRole('button', { name: '7 days' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Maximum (3 days)' }));
    await waitFor(() => expect(Number(addressed().end) - Number(addressed().start)).toBe(3 * 86400));
  });
});

describe('a range beyond the user’s ReportCheckTimeRange', () => {
  it.each([
    ['en', 'Start', 'End', 'Query', 'The time frame cannot be exceeded: at most 31 days'],
    ['zh-CN', '开始时间', '结束时间', '查询', '查询时间范围不能超过 31 天'],
    ['zh-TW', '開始時間', '結束時間', '查詢', '查詢時間範圍不能超過 31 天'],
  ] as const)('is refused in %s before any request, with the message at the end and the text kept', async (language, startLabel, endLabel, submit, message) => {
    renderPage('/device/record?deviceId=7', language);
    await waitFor(() => expect(asked()).toHaveLength(1));
    const before = search();

    fireEvent.change(screen.getByLabelText(startLabel), { target: { value: '2024-01-01T00:00' } });
    fireEvent.change(screen.getByLabelText(endLabel), { target: { value: '2024-03-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));

    const end = screen.getByLabelText(endLabel);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(startLabel)).toHaveValue('2024-01-01T00:00');
    expect(end).toHaveValue('2024-03-01T08:00');
    expect(search()).toBe(before);
    expect(asked()).toHaveLength(1);
  });

  it('is refused when it comes in a link, and nothing is asked', async () => {
    const start = Math.floor(new Date(2024, 0, 1).getTime() / 1000);
    renderPage(`/device/record?deviceId=7&start=${start}&end=${start + 40 * 86400}`);
    expect(await screen.findByText('The time frame cannot be exceeded: at most 31 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue(inputText(start).replace('T', ' '));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(asked()).toEqual([]);
  });

  it('says which end comes first, at the start, and clears when the text changes', async () => {
    renderPage('/device/record?deviceId=7');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-05-02T00:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-05-01T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('The start time cannot exceed the end time');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-04-30T00:00' } });
    expect(screen.queryByText('The start time cannot exceed the end time')).toBeNull();
  });
});

describe('the query in the address', () => {
  it('opens a copied link on the same device and range, and a typed range goes into the address', async () => {
    const start = Math.floor(new Date(2024, 4, 1, 8, 0).getTime() / 1000);
    const end = start + 2 * 86400;
    renderPage(`/device/record?deviceId=7&start=${start}&end=${end}`);
    await waitFor(() => expect(asked()).toEqual([['/readings/7', start, end, 'rows']]));
    expect(screen.getByLabelText('Start')).toHaveValue('2024-05-01 08:00');
    expect(await screen.findByRole('combobox', { name: 'Device' })).toHaveValue('10000007 Cold store 7');

    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-05-01T20:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    const typedEnd = Math.floor(new Date(2024, 4, 1, 20, 30).getTime() / 1000);
    await waitFor(() => expect(addressed()).toEqual({ deviceId: '7', start: String(start), end: String(typedEnd) }));
    await waitFor(() => expect(asked()).toContainEqual(['/readings/7', start, typedEnd, 'rows']));
  });

  it('asks for nothing until a device is chosen, then puts it in the address', async () => {
    renderPage('/device/record');
    expect(screen.getByText('Choose a device to see its readings')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Device' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '1000' } });
    // the picker searches the user's devices on the server with what was typed
    await waitFor(() => expect(get).toHaveBeenCalledWith(DEVICE_OPTIONS_PATH, { q: '1000', limit: 20 }, expect.anything()));
    fireEvent.click(await screen.findByRole('option', { name: '10000007 Cold store 7' }));
    await waitFor(() => expect(addressed()).toEqual({ deviceId: '7' }));
    await waitFor(() => expect(asked()).toHaveLength(1));
    const table = await screen.findByText('No readings in this range');
    expect(within(table.parentElement!).queryByRole('table')).toBeNull();
  });
});

describe('the export', () => {
  it('shows for a user with the page’s export code only', async () => {
    codes = ['devicerecord_view', 'devicerecord_export'];
    renderPage('/device/record?deviceId=7');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it('is not offered without it', async () => {
    renderPage('/device/record?deviceId=7');
    await waitFor(() => expect(get.mock.calls.map(([path]) => path)).toContain('/operation/permission'));
    await screen.findByText('No readings in this range');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
