import ExcelJS from 'exceljs';
import { ApiStatus, type ApiEnvelope } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { EXPORT_PAGE_SIZE } from '../../services/readings/store/read';
import { insertReadings, minuteReadings, signedGet, userWithPages } from '../../../test/support/readingsFixture';

const DAY = 86_400;
/** more than two keyset pages */
const ROWS = EXPORT_PAGE_SIZE * 2 + 321;
let platform: TestPlatform;
let operator: TestSession;
let otherCompany: TestSession;
let companyId: number;
let device: number;
/** a whole minute, so that local times read cleanly */
let start: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  const now = Math.floor(platform.clock.now() / 1000);
  start = Math.floor((now - 10 * DAY) / 60) * 60;
  operator = (await loginAs(platform, 'operator01')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  const { db } = platform.app;
  const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
  companyId = org.company_id;
  device = (
    await db
      .insertInto('devices')
      .values({ number: '88000101', name: 'EXPORT-1', type: 'temperature', model: 'CT-100', expire_date: now + 365 * DAY, organization_id: org.id, company_id: org.company_id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await insertReadings(platform, device, minuteReadings(start, ROWS, (i) => ({ temperature: Math.round((4 + (i % 40) / 10) * 10) / 10, battery: 100 - (i % 50), signal: 60, power: i % 2, humidity: 55 })));
});
afterAll(() => platform.close());

const exportOf = (query: Record<string, string | number>, session = operator, lang = 'en') => signedGet(platform, `/readings/${device}/export`, query, session, lang);
const envelopeOf = (body: string) => JSON.parse(body) as ApiEnvelope<{ errors: Record<string, string> }>;

describe('GET /readings/:deviceId/export', () => {
  it('streams the whole range as csv, with a BOM, headers in the request\'s language and times in the user\'s zone', async () => {
    const end = start + (ROWS - 1) * 60;
    const response = await exportOf({ start, end, format: 'csv', utcOffset: 480 }, operator, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const local = (ts: number) => new Date((ts + 480 * 60) * 1000).toISOString().slice(0, 16).replace(/\D/g, '');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="88000101_${local(start)}-${local(end)}.csv"`);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    // CT-100: temperature, battery, signal, power; the stored humidity is not its channel
    expect(lines[0]).toBe('时间（UTC+08:00）,温度（°C）,电量（%）,信号（%）,外接电源（1 通电，0 断电）');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toBe(`${new Date((start + 480 * 60) * 1000).toISOString().slice(0, 19).replace('T', ' ')},4,100,60,0`);
    expect(lines[2]!.split(',').slice(1)).toEqual(['4.1', '99', '60', '1']);
    const times = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(new Set(times).size).toBe(ROWS);
    expect(times).toEqual([...times].sort());
  });

  it('writes an xlsx that exceljs opens, with every row', async () => {
    const end = start + (ROWS - 1) * 60;
    const response = await exportOf({ start, end, format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="88000101_\d{12}-\d{12}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Readings')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Time (UTC+00:00)', 'Temperature (°C)', 'Battery (%)', 'Signal (%)', 'External power (1 on / 0 off)']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(start * 1000));
    expect([first.getCell(2).value, first.getCell(3).value, first.getCell(4).value, first.getCell(5).value]).toEqual([4, 100, 60, 0]);
    expect(sheet.getRow(ROWS + 1).getCell(1).value).toEqual(new Date(end * 1000));
  });

  it('answers an empty range with the headers only', async () => {
    const response = await exportOf({ start: start - 3 * DAY, end: start - DAY });
    expect(response.rawPayload.toString('utf8').split('\r\n')).toEqual(['\uFEFFTime (UTC+00:00),Temperature (°C),Battery (%),Signal (%),External power (1 on / 0 off)', '']);
  });

  it('needs the records page\'s export code (-4), even with the page', async () => {
    const pageOnly = await userWithPages(platform, companyId, ['DeviceRecord']);
    const response = await exportOf({ start, end: start + DAY, format: 'csv' }, pageOnly);
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response.body).status).toBe(ApiStatus.forbidden);
    const withCode = await userWithPages(platform, companyId, ['DeviceRecord'], ['devicerecord_export']);
    expect((await exportOf({ start, end: start + 60 }, withCode)).statusCode).toBe(200);
  });

  it('answers another company\'s device like a missing one (-6)', async () => {
    const foreign = await exportOf({ start, end: start + DAY }, otherCompany);
    expect(foreign.statusCode).toBe(404);
    const missing = await signedGet(platform, '/readings/99999999/export', { start, end: start + DAY }, otherCompany);
    expect(envelopeOf(foreign.body)).toEqual(envelopeOf(missing.body));
    expect(envelopeOf(foreign.body).status).toBe(ApiStatus.notFound);
  });

  it('refuses a bad format, a bad range and a range over 31 days (-5)', async () => {
    const format = await exportOf({ start, end: start + DAY, format: 'pdf' });
    expect(format.statusCode).toBe(422);
    expect(envelopeOf(format.body).data!.errors).toEqual({ format: 'Please choose one of the listed values' });
    expect(envelopeOf((await exportOf({ start })).body).data!.errors).toEqual({ range: 'Please enter a start time and end time' });
    expect(envelopeOf((await exportOf({ start, end: start + 32 * DAY }, operator, 'zh-TW')).body).data!.errors).toEqual({ range: '查詢時間範圍不能超過 31 天' });
    expect(envelopeOf((await signedGet(platform, '/readings/x1/export', { start, end: start + DAY }, operator)).body).status).toBe(ApiStatus.notFound);
  });
});
