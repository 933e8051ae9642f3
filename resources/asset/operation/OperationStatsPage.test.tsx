/**
 * The operation statistics in the browser (jsdom), its wire mocked: the definition on the page,
 * each asset's utilisation and hours in a table beside the chart, the period asked as whole local
 * days, and a reversed period refused before asking.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { OperationStatistics } from '../../../src/lib/assetHistory';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { periodOf } from './operationApi';
import { OperationStatsPage } from './OperationStatsPage';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api')>();
  return { ...actual, api: { get } };
});

const FIGURES: OperationStatistics = {
  start: 0,
  end: 86_400 * 30,
  assets: [
    { assetId: 3, name: '冷藏车01', code: 'A10001', role: 1, busySeconds: 86_400 * 15, share: 0.5 },
    { assetId: 9, name: 'Box 7', code: 'A30007', role: 3, busySeconds: 5400, share: 5400 / (86_400 * 30) },
  ],
};

const operationCalls = () => get.mock.calls.filter(([path]) => path === '/assetstats/operation');

function renderPage() {
  get.mockImplementation((path: string) => (path === '/organization/options' ? Promise.resolve({ list: [], total: 0 }) : Promise.resolve(FIGURES)));
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <OperationStatsPage component="/asset/operationstats/index" name="AssetOperationStats" />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  get.mockReset();
});

describe('periodOf', () => {
  it('runs from the first day\u2019s local midnight to the midnight after the last day, and is none when reversed', () => {
    const period = periodOf({ from: '2026-03-01', to: '2026-03-31' })!;
    expect(period.start).toBe(new Date(2026, 2, 1).getTime() / 1000);
    expect(period.end).toBe(new Date(2026, 3, 1).getTime() / 1000);
    expect(periodOf({ from: '2026-03-02', to: '2026-03-01' })).toBeNull();
    expect(periodOf({ from: '', to: '2026-03-01' })).toBeNull();
  });
});

describe('the operation statistics page', () => {
  it('defines utilisation on the page and shows each asset\u2019s figures in a table beside the chart', async () => {
    renderPage();
    expect(screen.getByTestId('operation-definition')).toHaveTextContent('at least one waybill in transit');
    const table = await screen.findByRole('table', { name: 'Utilisation per asset' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['冷藏车01', 'A10001', 'Refrigerated vehicle', '360', '50%'],
      ['Box 7', 'A30007', 'Cold box', '1.5', '0.2%'],
    ]);
    expect(screen.getByTestId('operation-average')).toHaveTextContent('Average utilisation of 2 assets: 25.1%');
    expect(screen.getByTestId('bar-figure')).toHaveAttribute('aria-hidden', 'true');
    const [, params] = operationCalls()[0]!;
    expect(params.end - params.start).toBeGreaterThanOrEqual(30 * 86_400 - 3600);
  });

  it('asks nothing for a reversed period, and says why', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Utilisation per asset' });
    const asked = operationCalls().length;
    fireEvent.change(screen.getByTestId('operation-from'), { target: { value: '2099-01-02' } });
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('operation-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('operation-to'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(operationCalls().at(-1)![1]).toEqual({ start: new Date(2026, 0, 1).getTime() / 1000, end: new Date(2026, 1, 1).getTime() / 1000 }));
    // the reversed period asked nothing: only the two valid ones since
    expect(operationCalls().length).toBe(asked + 2);
  });
});
