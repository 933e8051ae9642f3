/**
 * The statistics overview in the browser (jsdom), its wire mocked: loading, the figures, the
 * breakdowns' tables beside their charts, a failure with a retry, and the user's language.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api';
import type { Language } from '../../lib/language';
import type { StatisticsOverview } from '../../lib/reports';
import { createI18nProvider } from '../../providers/i18nProvider';
import { OverviewPage } from './OverviewPage';
import { stubApi } from '../../../test/support/stubApi';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get });

const DAYS = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  excursions: i % 4,
  timeInRangePct: i < 3 ? null : 95 + (i % 5),
  onlineRate: i < 3 ? null : 98.5,
}));
const OVERVIEW: StatisticsOverview = {
  devices: 320,
  online: 300,
  onlineRate: 93.8,
  openAlarms: 12,
  excursions: 45,
  timeInRangePct: 97.2,
  byOrganization: [
    { organizationId: 3, name: '上海冷库', devices: 200, online: 190, openAlarms: 8, excursions: 30, timeInRangePct: 96.4 },
    { organizationId: 4, name: 'Hangzhou depot', devices: 120, online: 110, openAlarms: 4, excursions: 15, timeInRangePct: null },
  ],
  daily: DAYS,
};

function renderPage(language: Language = 'en') {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(language)}>
        <OverviewPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

beforeEach(() => {
  get.mockReset();
});

describe('the statistics overview', () => {
  it('shows loading, then the figures with the online rate, in the browser’s zone', async () => {
    let answer: (value: StatisticsOverview) => void = () => undefined;
    get.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByTestId('overview-loading')).toHaveTextContent('Loading the figures…');
    answer(OVERVIEW);
    expect(await screen.findByTestId('overview-devices-value')).toHaveTextContent('320');
    expect(screen.getByTestId('overview-online')).toHaveTextContent('Online300Online rate 93.8 %');
    expect(screen.getByTestId('overview-openAlarms-value')).toHaveTextContent('12');
    expect(screen.getByTestId('overview-excursions')).toHaveTextContent('45Last 30 days');
    expect(screen.getByTestId('overview-timeInRange-value')).toHaveTextContent('97.2 %');
    const [path, params] = get.mock.calls[0]!;
    expect(path).toBe('/report/overview');
    expect(params).toEqual({ utcOffset: -new Date().getTimezoneOffset() });
  });

  it('puts every organization’s figures beside its chart, and each day’s, newest first', async () => {
    get.mockResolvedValue(OVERVIEW);
    renderPage();
    const organizations = await screen.findByTestId('overview-organization-table');
    expect(within(organizations).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['上海冷库', '200', '190', '8', '30', '96.4 %'],
      ['Hangzhou depot', '120', '110', '4', '15', '—'],
    ]);
    const days = within(screen.getByTestId('overview-daily-table')).getAllByRole('row').slice(1);
    expect(days).toHaveLength(30);
    expect(cells(days[0]!)).toEqual(['2026-11-30', '1', '99.0 %', '98.5 %']);
    expect(cells(days[29]!)).toEqual(['2026-11-01', '0', '—', '—']);
    expect(screen.getByTestId('overview-organization-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says when the figures fail, and asks again on Retry', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: '-4', httpStatus: 403, message: 'Permission verification failed', serverMessage: 'Permission verification failed' }),
    );
    get.mockResolvedValueOnce(OVERVIEW);
    renderPage();
    expect(await screen.findByTestId('overview-error')).toHaveTextContent('Permission verification failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('overview-devices-value')).toHaveTextContent('320'));
  });

  it('speaks the user’s language', async () => {
    get.mockResolvedValue(OVERVIEW);
    renderPage('zh-CN');
    expect(await screen.findByRole('heading', { name: '按组织' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '统计概览' })).toBeInTheDocument();
  });
});
