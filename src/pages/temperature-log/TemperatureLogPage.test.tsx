/**
 * The temperature log in the browser (jsdom): the query in the address and what is asked, the
 * summary and MKT, the warning summary only with ShowReportWarningInfo, the 100-row message, and a
 * refused activation energy. The wire (src/api) answers a constructed report.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { session } from '../../api';
import { DEVICE_OPTIONS_PATH } from '../../lib/deviceOptions';
import type { Language } from '../../lib/language';
import type { TemperatureReport } from '../../lib/reports';
import { createI18nProvider } from '../../providers/i18nProvider';
import { temperatureReportFixture } from '../../../test/support/temperatureReportFixture';
import { TemperatureLogPage } from './TemperatureLogPage';
import { stubApi } from '../../../test/support/stubApi';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get }, { othersReal: true });

const START = 1_767_225_600;
const dataProvider = {
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getOne: vi.fn(async () => ({ data: { id: 7, number: 'YD20261101001' } })),
} as unknown as DataProvider;

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(path: string, language: Language = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(language)}>
        <TemperatureLogPage />
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

const reportCalls = () => get.mock.calls.filter(([path]) => path === '/report/temperature').map(([, params]) => params as Record<string, unknown>);

/** The device picker's answer (GET /device/options): the report's device, by id or by search. */
const DEVICE_OPTIONS = { list: [{ id: 7, number: '88000001', name: 'Cold room 7', type: 'temperature', model: 'CT-100', organizationId: 1 }], total: 1 };

function answer(report: TemperatureReport) {
  get.mockImplementation(async (path: string) => (path === '/report/temperature' ? report : path === DEVICE_OPTIONS_PATH ? DEVICE_OPTIONS : { permissions: [] }));
}

const truncatedReport = (): TemperatureReport => {
  const report = temperatureReportFixture({ start: START, days: 1, points: 50 });
  const rows = Array.from({ length: 100 }, (_, i) => ({ ts: START + i * 60, deviceId: 100, number: '88000001', temperature: 5, humidity: 50 }));
  return {
    ...report,
    rows: { rows, total: 1441, truncated: true, message: { key: 'timeRange.truncated', params: { limit: 100 } } },
    rowsMessage: 'A query returns at most 100 rows; the rest were truncated',
  };
};

beforeEach(() => {
  session.set({ ReportCheckTimeRange: 31, ShowReportWarningInfo: true });
  get.mockReset();
  answer(truncatedReport());
});

describe('TemperatureLogPage', () => {
  it('asks nothing until a device, an asset or a waybill is chosen', async () => {
    renderPage('/statistics/temperaturelog');
    expect(await screen.findByText('Choose a device, an asset or a waybill, and a period.')).toBeTruthy();
    expect(reportCalls()).toEqual([]);
  });

  it('asks the address’s report and shows the summary, MKT, the warning summary and the truncated rows', async () => {
    renderPage(`/statistics/temperaturelog?target=device&id=7&start=${START}&end=${START + 86_400}`);
    await screen.findByTestId('report-subject');
    expect(reportCalls()[0]).toMatchObject({ target: 'device', id: 7, start: START, end: START + 86_400 });
    const summary = screen.getByRole('table', { name: 'Summary' });
    expect(within(summary).getByText('5.91')).toBeTruthy();
    expect(within(summary).getByText('83.3 %')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Excursion summary' })).toBeTruthy();
    expect(screen.getByTestId('rows-truncated').textContent).toBe('A query returns at most 100 rows; the rest were truncated');
    expect(screen.getByText('100 of 1441 readings')).toBeTruthy();
  });

  it('shows the data completeness, the coverage warning, the gaps on the chart and an excursion’s known and possible duration', async () => {
    // 10 days, 4.5 of them without data; the first excursion has two hours without data inside it
    const report = temperatureReportFixture({ start: START, days: 10, points: 200, missingDays: 4.5 });
    const [first] = report.devices[0]!.excursions;
    report.devices[0]!.excursions[0] = { ...first!, knownDuration: 3600, gaps: [{ start: first!.start + 1800, end: first!.start + 9000 }], possibleStart: first!.start - 3600, possibleDuration: 4 * 3600 };
    answer(report);
    renderPage(`/statistics/temperaturelog?target=device&id=7&start=${START}&end=${START + 10 * 86_400}`);
    expect((await screen.findByTestId('coverage-warning')).textContent).toBe(
      'Incomplete data: 55.0 % of this period has data, under the 95 % expected. The figures describe only the time with data.',
    );
    const completeness = screen.getByRole('table', { name: 'Data completeness' });
    expect(within(completeness).getAllByText('55.0 %')).toHaveLength(2);
    expect(within(completeness).getByText('Whole report')).toBeTruthy();
    expect(within(completeness).getAllByText(/\(108 h 00 min\)$/)).toHaveLength(2);
    expect(within(completeness).getByText(/^1 min; 10 min from /)).toBeTruthy();
    expect(screen.getByText(/A silence longer than 1\.5 × the acquisition period in force is a gap/)).toBeTruthy();
    expect(screen.getAllByTestId('time-in-range-of')[0]!.textContent).toBe('88000001 · Temperature (°C): 83.3 % in range of the 55.0 % of the period with data');
    const [duration] = screen.getAllByTestId('excursion-duration');
    expect(duration!.textContent).toMatch(/^1 h 00 min1 gap without data \(2 h 00 min\)Possible duration 4 h 00 min: possibly /);
    // the charts: their gaps shaded and said
    expect(screen.getAllByRole('img').some((chart) => /1 gap without data shaded/.test(chart.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  it('shows no warning when the whole period has data', async () => {
    renderPage(`/statistics/temperaturelog?target=device&id=7&start=${START}&end=${START + 86_400}`);
    await screen.findByRole('table', { name: 'Data completeness' });
    expect(screen.queryByTestId('coverage-warning')).toBeNull();
  });

  it('leaves the warning summary out when the user’s ShowReportWarningInfo is false', async () => {
    session.set({ ReportCheckTimeRange: 31, ShowReportWarningInfo: false });
    renderPage(`/statistics/temperaturelog?target=device&id=7&start=${START}&end=${START + 86_400}`);
    await screen.findByRole('table', { name: 'Summary' });
    expect(screen.queryByRole('table', { name: 'Excursion summary' })).toBeNull();
  });

  it('asks a waybill without a range for its own departure → delivery', async () => {
    renderPage('/statistics/temperaturelog?target=waybill&id=7', 'zh-CN');
    await screen.findByTestId('report-subject');
    const asked = reportCalls()[0]!;
    expect(asked).toMatchObject({ target: 'waybill', id: 7 });
    expect(asked).not.toHaveProperty('start');
    expect(screen.getByRole('button', { name: '发车 → 送达' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses an activation energy out of bounds at its field, asking nothing more', async () => {
    renderPage(`/statistics/temperaturelog?target=device&id=7&start=${START}&end=${START + 86_400}`);
    await screen.findByTestId('report-subject');
    const before = reportCalls().length;
    fireEvent.change(screen.getByLabelText('Activation energy (kJ/mol)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter a number from 10 to 300')).toBeTruthy();
    expect(reportCalls()).toHaveLength(before);
    fireEvent.change(screen.getByLabelText('Activation energy (kJ/mol)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(reportCalls().at(-1)).toMatchObject({ activationEnergy: 100_000 }));
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').get('activationEnergy')).toBe('100000');
  });

  it('shows the server’s refusal of the range in the user’s language', async () => {
    const { ApiError } = await import('../../api');
    get.mockImplementation(async (path: string) => {
      if (path === DEVICE_OPTIONS_PATH) return DEVICE_OPTIONS;
      if (path !== '/report/temperature') return { permissions: [] };
      throw new ApiError({ status: '-5', httpStatus: 422, message: 'invalid', fieldErrors: { range: '时间范围不能超过：最多 31 天' } });
    });
    renderPage('/statistics/temperaturelog?target=waybill&id=7', 'zh-CN');
    expect(await screen.findByText('时间范围不能超过：最多 31 天')).toBeTruthy();
  });
});
