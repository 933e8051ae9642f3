/**
 * The asset statistics in the browser (jsdom), its wire mocked: each chart's figures in a table
 * beside it (labels and counts, not only colours), a filter asking again, a failure with a retry,
 * and the user's language.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../src/api';
import type { AssetStatistics } from '../../../src/lib/assetHistory';
import type { Language } from '../../../src/lib/language';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { AssetStatisticsPage } from './AssetStatisticsPage';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api')>();
  return { ...actual, api: { get } };
});

const FIGURES: AssetStatistics = {
  total: 12,
  byRole: [
    { key: 1, count: 5 },
    { key: 2, count: 3 },
    { key: 4, count: 4 },
  ],
  byStatus: [
    { key: 1, count: 9 },
    { key: 3, count: 2 },
    { key: 4, count: 1 },
  ],
  byPurchaseSource: [
    { key: 1, count: 10 },
    { key: null, count: 2 },
  ],
  byOrganization: [
    { key: 7, name: '上海冷库', count: 8 },
    { key: 8, name: 'Hangzhou depot', count: 4 },
  ],
};

const ORGANIZATIONS = { list: [{ id: 7, name: '上海冷库', parentId: null, level: 1 }], total: 1 };

function answer(statistics: () => Promise<AssetStatistics>) {
  get.mockImplementation((path: string) => (path === '/organization/options' ? Promise.resolve(ORGANIZATIONS) : statistics()));
}

function renderPage(language: Language = 'en') {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(language)}>
        <AssetStatisticsPage component="/asset/statistics/index" name="AssetStatistics" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const tableOf = (heading: string) => within(screen.getByRole('region', { name: heading })).getByRole('table');
const statisticsCalls = () => get.mock.calls.filter(([path]) => path === '/assetstats/summary');

beforeEach(() => {
  get.mockReset();
});

describe('the asset statistics page', () => {
  it('shows every figure in a table beside its chart: kind, status, purchase source and organization, with shares', async () => {
    answer(() => Promise.resolve(FIGURES));
    renderPage();
    expect(await screen.findByTestId('asset-statistics-total')).toHaveTextContent('12 assets');
    const rows = (heading: string) => within(tableOf(heading)).getAllByRole('row').slice(1).map(cells);
    expect(rows('By kind')).toEqual([
      ['Refrigerated vehicle', '5', '41.7%'],
      ['Cold store', '3', '25%'],
      ['Refrigerator', '4', '33.3%'],
    ]);
    expect(rows('By status')).toEqual([
      ['Normal', '9', '75%'],
      ['Under repair', '2', '16.7%'],
      ['Scrapped', '1', '8.3%'],
    ]);
    expect(rows('By purchase source')).toEqual([
      ['Own purchase', '10', '83.3%'],
      ['Not given', '2', '16.7%'],
    ]);
    expect(rows('By organization')).toEqual([
      ['上海冷库', '8', '66.7%'],
      ['Hangzhou depot', '4', '33.3%'],
    ]);
    // the charts are pictures of the same figures, hidden from screen readers
    for (const chart of screen.getAllByTestId('bar-figure')) expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(statisticsCalls()[0]![1]).toEqual({});
  });

  it('asks again for one kind when the kind filter changes', async () => {
    answer(() => Promise.resolve(FIGURES));
    renderPage();
    await screen.findByTestId('asset-statistics-total');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cold box' }));
    await waitFor(() => expect(statisticsCalls().at(-1)![1]).toEqual({ role: 3 }));
  });

  it('says when there are no assets, and when the figures fail, asking again on Retry', async () => {
    get.mockImplementation((path: string) => {
      if (path === '/organization/options') return Promise.resolve(ORGANIZATIONS);
      return statisticsCalls().length === 1
        ? Promise.reject(new ApiError({ status: '-4', httpStatus: 403, message: 'Permission verification failed', serverMessage: 'Permission verification failed' }))
        : Promise.resolve({ ...FIGURES, total: 0, byRole: [], byStatus: [], byPurchaseSource: [], byOrganization: [] });
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Permission verification failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No assets')).toBeInTheDocument();
  });

  it('speaks the user\u2019s language', async () => {
    answer(() => Promise.resolve(FIGURES));
    renderPage('zh-CN');
    expect(await screen.findByRole('heading', { name: '资产统计' })).toBeInTheDocument();
    await screen.findByRole('region', { name: '按状态' });
    expect(within(tableOf('按状态')).getAllByRole('row')[2]).toHaveTextContent('维修中');
  });
});
