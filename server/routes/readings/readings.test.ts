import { ApiStatus } from '../../../src/lib/contract';
import { CHART_DEFAULT_POINTS, CHART_MAX_POINTS, type ReadingChart, type ReadingRows } from '../../../src/lib/readings';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import readingsQuery from './readings.query.json';
import { insertReadings, minuteReadings, userWithPages } from '../../../test/support/readingsFixture';

const DAY = 86_400;
let platform: TestPlatform;
let operator: TestSession;
let otherCompany: TestSession;
let now: number;
/** CTH-200 (temperature, humidity, battery, signal, power), thresholds 2–8 °C, 1 day of minute readings with a spike */
let fridge: number;
/** CT-100 (no humidity): its stored humidity must not show */
let probe: number;
let spikeAt: number;

async function addDevice(number: string, model: string, thresholds: { min: number; max: number } | null = null): Promise<number> {
  const { db } = platform.app;
  const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('devices')
    .values({
      number,
      name: `R-${number}`,
      type: 'temperature',
      model,
      expire_date: now + 365 * DAY,
      organization_id: org.id,
      company_id: org.company_id,
      temperature_min: thresholds?.min ?? null,
      temperature_max: thresholds?.max ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  operator = (await loginAs(platform, 'operator01')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  fridge = await addDevice('88000001', 'CTH-200', { min: 2, max: 8 });
  probe = await addDevice('88000002', 'CT-100');
  const start = now - DAY;
  spikeAt = start + 700 * 60;
  await insertReadings(
    platform,
    fridge,
    minuteReadings(start, 1440, (i) => ({
      // a door opening of three minutes: 9.6, 13.4, 10.2 °C
      temperature: i === 700 ? 9.6 : i === 701 ? 13.4 : i === 702 ? 10.2 : Math.round((5 + Math.sin(i / 40)) * 10) / 10,
      humidity: 60 + (i % 5),
      battery: 90,
      signal: 70,
      power: 1,
      lat: 31.2,
      lng: 121.4,
    })),
  );
  await insertReadings(platform, probe, minuteReadings(now - 3600, 30, (i) => ({ temperature: -18 + i / 10, humidity: 40, battery: 80 })));
});
afterAll(() => platform.close());

function readings<T>(deviceId: number | string, query: Record<string, string | number>, options: { lang?: string; session?: TestSession } = {}) {
  return signedInject<T>(platform, { method: 'GET', url: `/readings/${deviceId}`, query, session: options.session ?? operator, lang: options.lang ?? 'en' });
}

const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;

describe('GET /readings/:deviceId?mode=rows', () => {
  it('answers the newest 100 rows, newest first, with the truncation message, in en, zh-CN and zh-TW', async () => {
    const expected = {
      en: 'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
      'zh-CN': '每次查询最多返回 100 条数据，超出部分已截断。如需查看其余数据，请缩短时间范围，或通过导出或下载中心获取全部数据。',
      'zh-TW': '每次查詢最多傳回 100 筆資料，超出部分已截斷。如需查看其餘資料，請縮短時間範圍，或透過匯出或下載中心取得全部資料。',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const { statusCode, envelope } = await readings<ReadingRows>(fridge, { start: now - DAY, end: now, mode: 'rows' }, { lang });
      expect(statusCode).toBe(200);
      const data = envelope.data!;
      expect(data.list).toHaveLength(100);
      expect(data).toMatchObject({ total: 1440, truncated: true, message });
      // the day's readings are one a minute from now - DAY (1440): the newest 100 are its last 100, newest first (issue 26 §3)
      expect(data.list.map((r) => r.ts)).toEqual(Array.from({ length: 100 }, (_, i) => now - DAY + (1439 - i) * 60));
    }
  });

  it('answers every row of a short range without a message; rows is the default mode', async () => {
    const { envelope } = await readings<ReadingRows>(probe, { start: now - 3600, end: now });
    expect(envelope.data).toMatchObject({ total: 30, truncated: false });
    expect(envelope.data!.message).toBeUndefined();
    expect(envelope.data!.list).toHaveLength(30);
  });

  it('shows only the channels of the device\'s model: the CT-100 has no humidity', async () => {
    const { envelope } = await readings<ReadingRows>(probe, { start: now - 3600, end: now, mode: 'rows' });
    // newest first: the range's first reading is the last row
    const list = envelope.data!.list;
    expect(list[list.length - 1]).toMatchObject({ temperature: -18, battery: 80, humidity: null, lat: null });
    const own = (await readings<ReadingRows>(fridge, { start: now - DAY, end: now - DAY + 60, mode: 'rows' })).envelope.data!.list;
    expect(own[own.length - 1]).toMatchObject({ humidity: 60, power: 1, lat: null, lng: null });
  });
});

describe('GET /readings/:deviceId: the time range (spec §5) on the server', () => {
  it('refuses a range beyond ReportCheckTimeRange (31 days) with the spec\'s message in each language', async () => {
    const expected = { en: 'The time frame cannot be exceeded: at most 31 days', 'zh-CN': '查询时间范围不能超过 31 天', 'zh-TW': '查詢時間範圍不能超過 31 天' };
    for (const [lang, message] of Object.entries(expected)) {
      const { statusCode, envelope } = await readings(fridge, { start: now - 31 * DAY - 1, end: now, mode: 'chart' }, { lang });
      expect(statusCode).toBe(422);
      expect(envelope.status).toBe(ApiStatus.invalid);
      expect(errorsOf(envelope)).toEqual({ range: message });
    }
    const exactly = await readings<ReadingChart>(fridge, { start: now - 31 * DAY, end: now, mode: 'chart' });
    expect(exactly.envelope.status).toBe(ApiStatus.ok);
  });

  it('refuses a start after the end, a missing end or start, and a time it cannot read', async () => {
    expect(errorsOf((await readings(fridge, { start: now, end: now - 60 })).envelope)).toEqual({ range: 'The start time cannot exceed the end time' });
    expect(errorsOf((await readings(fridge, { start: now })).envelope)).toEqual({ range: 'Please enter a start time and end time' });
    expect(errorsOf((await readings(fridge, { end: now }, { lang: 'zh-CN' })).envelope)).toEqual({ range: '请输入开始时间和结束时间' });
    expect(errorsOf((await readings(fridge, { start: 'yesterday', end: now })).envelope)).toEqual({ start: 'The time could not be converted: yesterday' });
  });

  it('reads zone-less date strings in the user\'s zone (utcOffset, minutes east of UTC)', async () => {
    // a reading an hour into the day of data, written as China's wall time to the minute
    const base = now - DAY + 3600;
    const wall = (ts: number) => new Date((ts + 480 * 60) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    const query = { start: wall(base), end: wall(base + 9 * 60), mode: 'rows' };
    const china = (await readings<ReadingRows>(fridge, { ...query, utcOffset: 480 })).envelope.data!;
    // newest first: the range's first reading is the table's last row
    expect(china.list[china.list.length - 1]!.ts).toBe(base);
    expect(china.total).toBeGreaterThanOrEqual(9);
    expect(china.total).toBeLessThanOrEqual(10);
    // read as UTC, the same strings name a time eight hours later
    const utc = (await readings<ReadingRows>(fridge, query)).envelope.data!;
    expect(utc.list[utc.list.length - 1]!.ts).toBe(base + 8 * 3600);
  });
});

describe('GET /readings/:deviceId?mode=chart', () => {
  it('keeps the spike\'s peak and honours points, one series per charted channel of the model', async () => {
    const { envelope } = await readings<ReadingChart>(fridge, { start: now - DAY, end: now, mode: 'chart', points: 50 });
    const chart = envelope.data!;
    expect(Object.keys(chart.series).sort()).toEqual(['battery', 'humidity', 'power', 'signal', 'temperature']);
    expect(chart.total).toBe(1440);
    expect(chart.thresholds).toEqual({ temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null });
    for (const series of Object.values(chart.series)) expect(series!.length).toBeLessThanOrEqual(50);
    expect(chart.series.temperature).toContainEqual([spikeAt + 60, 13.4]);
    expect(chart.series.temperature).toContainEqual([spikeAt, 9.6]);
  });

  it('defaults to CHART_DEFAULT_POINTS and leaves out channels the model lacks', async () => {
    const { envelope } = await readings<ReadingChart>(fridge, { start: now - DAY, end: now, mode: 'chart' });
    expect(envelope.data!.series.temperature!.length).toBeLessThanOrEqual(CHART_DEFAULT_POINTS);
    expect(envelope.data!.series.temperature!.length).toBeGreaterThan(CHART_DEFAULT_POINTS / 2);
    const probeChart = await readings<ReadingChart>(probe, { start: now - 3600, end: now, mode: 'chart' });
    expect(Object.keys(probeChart.envelope.data!.series).sort()).toEqual(['battery', 'power', 'signal', 'temperature']);
    expect(probeChart.envelope.data!.series.temperature).toHaveLength(30);
  });
});

describe('GET /readings/:deviceId: who may read, and bad input', () => {
  it('answers another company\'s device exactly like a missing one (-6)', async () => {
    const foreign = await readings(fridge, { start: now - DAY, end: now }, { session: otherCompany });
    const missing = await readings(99_999_999, { start: now - DAY, end: now }, { session: otherCompany });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope).toEqual({ status: ApiStatus.notFound, message: 'The requested item does not exist' });
    expect(missing.envelope).toEqual(foreign.envelope);
  });

  it('refuses a role without any readings page (-4) before looking at the input', async () => {
    const company = (await platform.app.db.selectFrom('devices').select('company_id').where('id', '=', fridge).executeTakeFirstOrThrow()).company_id;
    const dashboardOnly = await userWithPages(platform, company, ['Dashboard']);
    const refused = await readings(fridge, { mode: 'nonsense' }, { session: dashboardOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    const detailOnly = await userWithPages(platform, company, ['DeviceDetail']);
    expect((await readings(fridge, { start: now - 3600, end: now }, { session: detailOnly })).envelope.status).toBe(ApiStatus.ok);
  });

  it('answers a non-numeric id -6, and a bad mode or points -5 naming the field', async () => {
    expect((await readings('abc', { start: now - DAY, end: now })).envelope.status).toBe(ApiStatus.notFound);
    expect((await readings('1e3', { start: now - DAY, end: now })).envelope.status).toBe(ApiStatus.notFound);
    const mode = await readings(fridge, { start: now - DAY, end: now, mode: 'table' });
    expect(mode.statusCode).toBe(422);
    expect(errorsOf(mode.envelope)).toEqual({ mode: 'Please choose one of the listed values' });
    expect(errorsOf((await readings(fridge, { start: now - DAY, end: now, mode: 'chart', points: 0 })).envelope)).toEqual({ points: 'Must be at least 2' });
    expect(errorsOf((await readings(fridge, { start: now - DAY, end: now, mode: 'chart', points: 99999 })).envelope)).toEqual({ points: `Must be at most ${CHART_MAX_POINTS}` });
    expect(errorsOf((await readings(fridge, { start: now - DAY, end: now, mode: 'chart', points: 'many' })).envelope)).toEqual({ points: 'Must be an integer' });
    expect(errorsOf((await readings(fridge, { start: now - DAY, end: now, utcOffset: 900 })).envelope)).toEqual({ utcOffset: 'Must be at most 840' });
  });

  it('keeps the query schema\'s points limit equal to the contract\'s CHART_MAX_POINTS', () => {
    expect(readingsQuery.properties.points.maximum).toBe(CHART_MAX_POINTS);
  });
});
