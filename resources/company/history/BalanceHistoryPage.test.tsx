import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError, session } from '../../../src/api';
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { BalanceHistoryPage } from './BalanceHistoryPage';

const get = vi.hoisted(() => vi.fn());
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api')>();
  return { ...actual, api: { get }, saveBlob };
});

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, over: Partial<BalanceHistoryRow>): BalanceHistoryRow => ({
  id,
  kind: 'sms',
  change: -1,
  balanceAfter: 99,
  reason: 'alarm',
  companyName: 'Coldchain Co.',
  notificationId: 7,
  actor: '',
  createdAt: 1_767_225_600,
  ...over,
});
const ROWS = [row(2, { kind: 'voice', change: 500, balanceAfter: 535, reason: 'topUp', actor: 'Platform admin' }), row(1, {})];

const renderPage = (language: 'en' | 'zh-CN' | 'zh-TW' = 'en') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <BalanceHistoryPage component="/management/balancehistory/index" name="ManagementBalanceHistory" />
    </AdminContext>,
  );

/** A phone: MUI's media queries match below 600 px. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('BalanceHistoryPage', () => {
  beforeEach(() => {
    get.mockReset();
    saveBlob.mockReset();
    session.set({ ReportCheckTimeRange: 31 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is headed with its name, as its menu, tab and breadcrumb name it, in each language (issue 26 §3)', async () => {
    get.mockResolvedValue({ list: [], total: 0, truncated: false });
    for (const [language, title] of [
      ['en', 'Balance history'],
      ['zh-CN', '余额记录'],
      ['zh-TW', '餘額記錄'],
    ] as const) {
      const view = renderPage(language);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks for the last 7 days of both kinds and lists each change, a deduction in red', async () => {
    get.mockResolvedValue({ list: ROWS, total: 2, truncated: false });
    renderPage();
    const table = await screen.findByRole('table');
    const [, topUp, deduction] = within(table).getAllByRole('row');
    expect(
      within(topUp!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 'Voice', '+500', '535', 'Top-up', 'Coldchain Co.', 'Platform admin']);
    expect(
      within(deduction!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['SMS', '-1', '99', 'Alarm message', 'Coldchain Co.', 'System']);
    const change = within(deduction!).getByText('-1');
    expect(change).toHaveAttribute('data-change', 'deduction');
    expect(getComputedStyle(change).color).toBe('rgb(211, 47, 47)');
    const [path, params] = get.mock.calls[0]!;
    expect(path).toBe('/balance/history');
    expect(params.end - params.start).toBe(7 * 86400);
    expect(params).not.toHaveProperty('kind');
  });

  it('filters by kind', async () => {
    get.mockResolvedValue({ list: ROWS, total: 2, truncated: false });
    renderPage();
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Balance' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Voice' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/balance/history', expect.objectContaining({ kind: 'voice' }), expect.anything()));
  });

  it('refuses a range that ends before it starts, at its field, without asking', async () => {
    get.mockResolvedValue({ list: [], total: 0, truncated: false });
    renderPage();
    expect(await screen.findByText('No balance changes in this range')).toBeInTheDocument();
    const calls = get.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10T00:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start time cannot exceed the end time')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(calls);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-10T00:00');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-20T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(calls + 1));
    const [, params] = get.mock.calls.at(-1)!;
    expect(params.end - params.start).toBe(10 * 86400);
  });

  it('says when the rows were cut to 100, with the server’s message', async () => {
    get.mockResolvedValue({ list: ROWS, total: 250, truncated: true, message: 'At most 100 rows are shown' });
    renderPage();
    expect(await screen.findByText('At most 100 rows are shown')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: '-4', message: 'Permission verification failed', serverMessage: 'Permission verification failed', httpStatus: 403 }),
    );
    get.mockResolvedValue({ list: ROWS, total: 2, truncated: false });
    renderPage();
    const error = await screen.findByTestId('balance-history-error');
    expect(error).toHaveTextContent('Permission verification failed');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('exports the rows shown as CSV with the labels of the table', async () => {
    get.mockResolvedValue({ list: ROWS, total: 2, truncated: false });
    renderPage('zh-CN');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [blob, name] = saveBlob.mock.calls[0]! as [Blob, string];
    expect(name).toMatch(/^balance-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('时间,余额类型,变动,变动后余额,原因,公司,操作人');
    expect(lines[1]).toMatch(/,语音,500,535,充值,Coldchain Co\.,Platform admin$/);
    expect(lines[2]).toMatch(/,短信,-1,99,报警消息,Coldchain Co\.,系统$/);
  });

  it('shows one card per change on a phone', async () => {
    asPhone();
    get.mockResolvedValue({ list: ROWS, total: 2, truncated: false });
    renderPage();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards[1]).toHaveTextContent('Change-1');
    expect(cards[1]).toHaveTextContent('ReasonAlarm message');
  });
});
