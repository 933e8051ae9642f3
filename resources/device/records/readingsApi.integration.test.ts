/**
 * The records page's calls against the real reference server in-process (server/routes/readings),
 * through the console's signed wire: rows with the truncation message, a chart downsampled to the
 * points asked that keeps a spike, the streamed export with progress, and a refused range.
 */
import { ApiError, api, session, type DownloadProgress } from '../../../src/api';
import { CHART_MAX_POINTS, type ReadingChart } from '../../../src/lib/readings';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs } from '../../../test/support/platformClient';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { chartPanels } from './chartPanels';
import { chartPoints } from './chartPoints';
import { exportRequest, fetchReadingChart, fetchReadingRows } from './readingsApi';
import { readingsErrorText } from './readingsError';

const DAY = 86_400;
let harness: PlatformHarness;
let deviceId: number;
let start: number;
let end: number;

beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  await loginAs(harness, ADMIN);
  const { db } = harness.platform.app;
  const admin = await db.selectFrom('users').select(['company_id', 'organization_id']).where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
  end = Math.floor(harness.platform.clock.now() / 1000);
  start = end - DAY;
  const device = await db
    .insertInto('devices')
    .values({
      number: '87000001',
      name: 'Records fridge',
      type: 'temperature',
      model: 'CTH-200',
      expire_date: end + 365 * DAY,
      organization_id: admin.organization_id,
      company_id: admin.company_id,
      temperature_min: 2,
      temperature_max: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceId = device.id;
  // a day of minute readings, with a three-minute door opening peaking at 13.4 °C
  await insertReadings(
    harness.platform,
    deviceId,
    minuteReadings(start, 1440, (i) => ({
      temperature: i === 700 ? 9.6 : i === 701 ? 13.4 : i === 702 ? 10.2 : Math.round((5 + Math.sin(i / 40)) * 10) / 10,
      humidity: 60,
      battery: 90,
      signal: 70,
      power: 1,
    })),
  );
});
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('the records page’s readings calls', () => {
  it('get the newest 100 rows, newest first, with the truncation message', async () => {
    const rows = await fetchReadingRows(deviceId, { start, end });
    expect(rows.list).toHaveLength(100);
    expect(rows.total).toBe(1440);
    expect(rows.truncated).toBe(true);
    expect(rows.message).toBe(
      'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
    );
    // the day's minute readings end at start + 1439 minutes
    expect(rows.list[0]).toMatchObject({ ts: start + 1439 * 60, humidity: 60, power: 1 });
    expect(rows.list[99]!.ts).toBe(start + 1340 * 60);
  });

  it('get a chart of twice the plot width that keeps the spike, which the page shades', async () => {
    const points = chartPoints(300);
    const chart: ReadingChart = await fetchReadingChart(deviceId, { start, end }, points);
    expect(chart.total).toBe(1440);
    expect(chart.thresholds).toMatchObject({ temperatureMin: 2, temperatureMax: 8 });
    const temperature = chart.series.temperature!;
    expect(temperature.length).toBeLessThanOrEqual(points);
    expect(Math.max(...temperature.map(([, v]) => v))).toBe(13.4);
    const [panel] = chartPanels(chart, ['temperature']);
    expect(panel!.stretches).toHaveLength(1);
    expect(panel!.stretches[0]!.from).toBeLessThanOrEqual(start + 700 * 60);
    expect(panel!.stretches[0]!.to).toBeGreaterThanOrEqual(start + 702 * 60);
    // the widest screen asks for the cap, and the server accepts it
    await expect(fetchReadingChart(deviceId, { start, end }, chartPoints(5000))).resolves.toMatchObject({ total: 1440 });
    expect(chartPoints(5000)).toBe(CHART_MAX_POINTS);
  });

  it('export the whole range, the bytes reported as they arrive', async () => {
    const { path, params } = exportRequest(deviceId, { start, end }, 'csv');
    const progress: DownloadProgress[] = [];
    const file = await api.response<Blob>({ url: path, params, responseType: 'blob', onDownloadProgress: (p) => progress.push(p) });
    const text = await file.data.text();
    // a header line and one line a reading
    expect(text.trim().split(/\r?\n/)).toHaveLength(1441);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename=".*87000001.*\.csv"/);
    expect(progress.at(-1)?.loaded).toBe(file.data.size);
  });

  it('say why a range beyond 31 days is refused', async () => {
    const error = await fetchReadingRows(deviceId, { start: end - 40 * DAY, end }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(readingsErrorText(error, (key) => key)).toBe('The time frame cannot be exceeded: at most 31 days');
  });
});
