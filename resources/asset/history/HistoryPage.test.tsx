/**
 * A history page in the browser (jsdom), its wire mocked: the rows with from/to status, reason
 * and who; the filters asked of the server as local days; the export button only with the
 * page's export code; the empty state.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { AssetHistoryPage } from '../../../src/lib/assetHistory';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { RepairHistoryPage } from './HistoryPage';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api')>();
  return { ...actual, api: { get } };
});

const PAGE: AssetHistoryPage = {
  total: 2,
  list: [
    { id: 2, assetId: 5, assetName: '冷藏车01', assetCode: 'A10001', assetRole: 1, organizationId: 1, event: 'status', fromStatus: 2, toStatus: 3, result: null, reason: '送修', userName: '系统管理员', at: 1_780_000_000 },
    { id: 1, assetId: 5, assetName: '冷藏车01', assetCode: 'A10001', assetRole: 1, organizationId: 1, event: 'status', fromStatus: null, toStatus: 2, result: null, reason: '', userName: '系统管理员', at: 1_779_990_000 },
  ],
};

function answer(codes: string[], page: AssetHistoryPage = PAGE) {
  get.mockImplementation((path: string) => {
    if (path === '/organization/options') return Promise.resolve({ list: [], total: 0 });
    if (path.startsWith('/menu/') || path.includes('permission')) return Promise.resolve({ permissions: codes });
    return Promise.resolve(page);
  });
}

const dataProvider = testDataProvider({
  // the asset picker's list: react-admin's generic getList result type is not inferable from a literal
  getList: () => Promise.resolve({ data: [{ id: 5, name: '冷藏车01', code: 'A10001' }], total: 1 }) as never,
});

function renderPage() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')} dataProvider={dataProvider}>
        <RepairHistoryPage component="/asset/repairhistory/index" name="AssetRepairHistory" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const historyCalls = () => get.mock.calls.filter(([path]) => path === '/assethistory/repair');

beforeEach(() => {
  get.mockReset();
});

describe('the repair history page', () => {
  it('lists the rows with from and to status, reason and who, and says which rows it lists', async () => {
    answer([]);
    renderPage();
    expect(screen.getByText(/into or out of \u201cto be repaired\u201d or \u201cunder repair\u201d/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Repair history' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['冷藏车01', 'A10001', 'To be repaired', 'Under repair', '送修', '系统管理员'],
      ['冷藏车01', 'A10001', 'Created', 'To be repaired', '', '系统管理员'],
    ]);
    expect(screen.getByTestId('history-total')).toHaveTextContent('2 rows');
    // no export code, no export button; no verification on the repair page
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a verification' })).toBeNull();
  });

  it('asks the server for the chosen days as local midnights, from the first page', async () => {
    answer([]);
    renderPage();
    await screen.findByRole('table', { name: 'Repair history' });
    fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-05-31' } });
    await waitFor(() =>
      expect(historyCalls().at(-1)![1]).toEqual({ start: new Date(2026, 4, 1).getTime() / 1000, end: new Date(2026, 4, 31).getTime() / 1000 + 86_400, page: 1, limit: 25 }),
    );
  });

  it('offers the export with the page\u2019s export code', async () => {
    answer(['assetrepairhistory_view', 'assetrepairhistory_export']);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says when nothing matches', async () => {
    answer([], { total: 0, list: [] });
    renderPage();
    expect(await screen.findByText('No history matches these filters')).toBeInTheDocument();
  });
});
