import { ApiStatus } from '../../../src/lib/contract';
import type { TemperatureReport } from '../../../src/lib/reports';
import type { WaybillStatus } from '../../db/schema';
import { insertReadings, minuteReadings, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let otherCompany: TestSession;
let now: number;
let companyId: number;
/** CTH-200, 2–8 °C, a day of minute readings with a 3-minute spike and one before the range */
let fridge: number;
let fridgeStart: number;

async function addDevice(number: string, model: string, extra: { assetId?: number; organizationId?: number } = {}): Promise<number> {
  const { db } = platform.app;
  const org = await db.selectFrom('organizations').select(['id', 'company_id']).where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('devices')
    .values({
      number,
      name: `R-${number}`,
      type: 'temperature',
      model,
      expire_date: now + 365 * DAY,
      organization_id: extra.organizationId ?? org.id,
      company_id: companyId,
      asset_id: extra.assetId ?? null,
      temperature_min: 2,
      temperature_max: 8,
      humidity_min: 35,
      humidity_max: 75,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const spike = (i: number) => (i === 700 ? 9.6 : i === 701 ? 13.4 : i === 702 ? 10.2 : 5);

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  companyId = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  fridge = await addDevice('88100001', 'CTH-200');
  fridgeStart = now - DAY;
  // one reading before the range, out of range (the range begins inside an excursion)
  await insertReadings(platform, fridge, [{ ts: fridgeStart - 30, temperature: 1.5, humidity: 60 }]);
  await insertReadings(
    platform,
    fridge,
    minuteReadings(fridgeStart, 1440, (i) => ({ temperature: i === 0 ? 1.8 : spike(i), humidity: 60 })),
  );
});
afterAll(() => platform.close());

function report(query: Record<string, string | number>, options: { lang?: string; session?: TestSession } = {}) {
  return signedInject<TemperatureReport>(platform, {
    method: 'GET',
    url: '/report/temperature',
    query,
    session: options.session ?? admin,
    lang: options.lang ?? 'en',
  });
}

const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;
const dayOf = (id: number) => ({ target: 'device', id, start: fridgeStart, end: fridgeStart + DAY - 60 });

describe('GET /report/temperature: checks', () => {
  it('refuses a role without the temperature log page (-4), before reading the query', async () => {
    const { statusCode, envelope } = await report({ target: 'nothing' }, { session: operator });
    expect(statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.forbidden);
  });

  it('answers a role holding only that page', async () => {
    const limited = await userWithPages(platform, companyId, ['StatisticsTemperatureLog']);
    expect((await report(dayOf(fridge), { session: limited })).envelope.status).toBe(ApiStatus.ok);
  });

  it('names each bad field (-5)', async () => {
    const { statusCode, envelope } = await report({ target: 'truck', id: 'x', activationEnergy: 5, points: 1, utcOffset: 9999 });
    expect(statusCode).toBe(422);
    expect(Object.keys(errorsOf(envelope)).sort()).toEqual(['activationEnergy', 'id', 'points', 'target', 'utcOffset']);
    expect(Object.keys(errorsOf((await report({})).envelope)).sort()).toEqual(['id', 'target']);
  });

  it('refuses a range out of spec §5 with its message (-5)', async () => {
    const reversed = await report({ target: 'device', id: fridge, start: now, end: now - 60 });
    expect(errorsOf(reversed.envelope)).toEqual({ range: 'The start time cannot exceed the end time' });
    const long = await report({ target: 'device', id: fridge, start: now - 32 * DAY, end: now });
    expect(errorsOf(long.envelope)).toEqual({ range: 'The time frame cannot be exceeded: at most 31 days' });
    const halfGiven = await report({ target: 'device', id: fridge, start: now - DAY });
    expect(errorsOf(halfGiven.envelope)).toEqual({ range: 'Please enter a start time and end time' });
    expect(errorsOf((await report({ target: 'device', id: fridge, start: 'soon', end: now })).envelope)).toHaveProperty('start');
  });

  it('answers another company’s device, asset or waybill like a missing one (-6)', async () => {
    for (const target of ['device', 'asset', 'waybill']) {
      const mine = await report({ target, id: 999_999, start: now - DAY, end: now });
      expect([mine.statusCode, mine.envelope.status]).toEqual([404, ApiStatus.notFound]);
    }
    const theirs = await report(dayOf(fridge), { session: otherCompany });
    expect([theirs.statusCode, theirs.envelope.status]).toEqual([404, ApiStatus.notFound]);
  });

  it('answers a device outside a non-admin user’s organizations like a missing one', async () => {
    const { db } = platform.app;
    const orgs = await db.selectFrom('organizations').select(['id', 'parent_id']).where('company_id', '=', companyId).orderBy('level', 'desc').execute();
    const leaf = orgs[0]!;
    const limited = await userWithPages(platform, companyId, ['StatisticsTemperatureLog']);
    await db.updateTable('users').set({ organization_id: leaf.id }).where('username', '=', limited.username).execute();
    expect((await report(dayOf(fridge), { session: limited })).envelope.status).toBe(ApiStatus.notFound);
    const inLeaf = await addDevice('88100009', 'CT-100', { organizationId: leaf.id });
    expect((await report(dayOf(inLeaf), { session: limited })).envelope.status).toBe(ApiStatus.ok);
  });
});

describe('GET /report/temperature: a device', () => {
  it('gives the figures, the excursions and the chart of the range', async () => {
    const { envelope } = await report({ ...dayOf(fridge), points: 50 });
    const answer = envelope.data!;
    expect(answer.subject).toMatchObject({ target: 'device', id: fridge, label: '88100001', companyName: '华东冷链科技有限公司' });
    expect(answer.activationEnergy).toBe(83_144);
    const [device] = answer.devices;
    // the reading 30 s before the range covers none of it (the next comes at its start): not in the figures
    expect(device!.temperature).toMatchObject({ min: 1.8, max: 13.4, readings: 1440 });
    // but the range began inside an excursion below 2 °C, which ended a minute in
    const [below, above] = device!.excursions;
    expect(below).toMatchObject({ direction: 'below', start: fridgeStart, end: fridgeStart + 60, startedBefore: true, peak: 1.8, limit: 2 });
    expect(above).toMatchObject({
      direction: 'above',
      start: fridgeStart + 700 * 60,
      end: fridgeStart + 703 * 60,
      startedBefore: false,
      open: false,
      peak: 13.4,
      limit: 8,
    });
    expect(above!.degreeMinutes).toBeCloseTo(1.6 + 5.4 + 2.2, 6);
    expect(device!.temperature.excursions).toMatchObject({ count: 2, totalDuration: 240, longest: 180, firstAt: fridgeStart });
    expect(device!.temperature.mkt!).toBeGreaterThan(device!.temperature.mean!);
    expect(device!.humidity).toMatchObject({ min: 60, max: 60, timeInRangePct: 100, mkt: null });
    // the chart keeps the spike's peak within its 50 points
    expect(device!.chart.temperature.length).toBeLessThanOrEqual(50);
    expect(device!.chart.temperature.some(([ts, v]) => ts === fridgeStart + 701 * 60 && v === 13.4)).toBe(true);
    expect(answer.generatedBy).toBe('系统管理员');
    expect(answer.showWarningInfo).toBe(true);
  });

  it('changes the MKT with another activation energy', async () => {
    const usual = (await report(dayOf(fridge))).envelope.data!.devices[0]!.temperature.mkt!;
    const higher = (await report({ ...dayOf(fridge), activationEnergy: 150_000 })).envelope.data!.devices[0]!.temperature.mkt!;
    expect(higher).toBeGreaterThan(usual);
  });

  it('cuts the rows at 100 with the truncation message in en, zh-CN and zh-TW', async () => {
    const expected = {
      en: 'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
      'zh-CN': '每次查询最多返回 100 条数据，超出部分已截断。如需查看其余数据，请缩短时间范围，或通过导出或下载中心获取全部数据。',
      'zh-TW': '每次查詢最多傳回 100 筆資料，超出部分已截斷。如需查看其餘資料，請縮短時間範圍，或透過匯出或下載中心取得全部資料。',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const answer = (await report(dayOf(fridge), { lang })).envelope.data!;
      expect(answer.rows).toMatchObject({ total: 1440, truncated: true, message: { key: 'timeRange.truncated', params: { limit: 100 } } });
      expect(answer.rows.rows).toHaveLength(100);
      // the newest first: the range's last reading, then back in time
      expect(answer.rows.rows[0]).toEqual({ ts: fridgeStart + 1439 * 60, deviceId: fridge, number: '88100001', temperature: 5, humidity: 60 });
      expect(answer.rows.rows.every((row, i, rows) => i === 0 || rows[i - 1]!.ts > row.ts)).toBe(true);
      expect(answer.rowsMessage).toBe(message);
    }
    const short = (await report({ target: 'device', id: fridge, start: fridgeStart, end: fridgeStart + 600 })).envelope.data!;
    expect(short.rows).toMatchObject({ total: 11, truncated: false });
    expect(short.rowsMessage).toBeUndefined();
  });
});

describe('GET /report/temperature: assets and waybills', () => {
  async function firstWaybill(status: WaybillStatus) {
    return platform.app.db
      .selectFrom('waybills')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  it('covers the devices fitted to an asset, with its plate', async () => {
    const waybill = await firstWaybill(3);
    const [assetId] = JSON.parse(waybill.assets) as number[];
    const fitted = await platform.app.db.selectFrom('devices').select('id').where('asset_id', '=', assetId!).execute();
    const answer = (await report({ target: 'asset', id: assetId!, start: now - DAY, end: now })).envelope.data!;
    expect(answer.subject.plate).toMatch(/^沪A/);
    expect(answer.devices.map((d) => d.deviceId).sort()).toEqual(fitted.map((d) => d.id).sort());
  });

  it('covers a delivered waybill from departure to delivery, judged by its own temperature range', async () => {
    const waybill = await firstWaybill(3);
    const [assetId] = JSON.parse(waybill.assets) as number[];
    const device = await addDevice('88100002', 'CT-100', { assetId: assetId! });
    await insertReadings(
      platform,
      device,
      minuteReadings(waybill.departure_time! - 600, 30, () => ({ temperature: waybill.max_temperature + 1 })),
    );
    const answer = (await report({ target: 'waybill', id: waybill.id, utcOffset: 480 })).envelope.data!;
    expect([answer.start, answer.end]).toEqual([waybill.departure_time, waybill.delivery_time]);
    expect(answer.subject).toMatchObject({
      target: 'waybill',
      label: waybill.number,
      consignee: (JSON.parse(waybill.consignee) as { institution: string }).institution,
    });
    expect(answer.subject.plate).toMatch(/^沪A/);
    const mine = answer.devices.find((d) => d.deviceId === device)!;
    expect(mine.thresholds).toMatchObject({ temperatureMin: waybill.min_temperature, temperatureMax: waybill.max_temperature });
    // out of the waybill's range before departure and after it: an excursion begun before the range
    expect(mine.excursions[0]).toMatchObject({ direction: 'above', start: waybill.departure_time, startedBefore: true, limit: waybill.max_temperature });
  });

  it('runs an in-transit waybill to now; refuses one longer than 31 days with the spec’s message, and one not departed', async () => {
    const waybill = await firstWaybill(2);
    expect((await report({ target: 'waybill', id: waybill.id })).envelope.data!.end).toBe(now);
    await platform.app.db
      .updateTable('waybills')
      .set({ departure_time: now - 40 * DAY })
      .where('id', '=', waybill.id)
      .execute();
    expect(errorsOf((await report({ target: 'waybill', id: waybill.id })).envelope)).toEqual({ range: 'The time frame cannot be exceeded: at most 31 days' });
    const waiting = await firstWaybill(1);
    expect(errorsOf((await report({ target: 'waybill', id: waiting.id })).envelope)).toEqual({
      range: 'This waybill has not departed yet: choose a start and an end',
    });
    // a range given explicitly is used instead
    expect((await report({ target: 'waybill', id: waybill.id, start: now - DAY, end: now })).envelope.status).toBe(ApiStatus.ok);
  });
});
