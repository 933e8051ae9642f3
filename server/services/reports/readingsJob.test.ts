import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import type { ReadingsJobParams } from '../../../src/lib/downloads';
import { addMonths } from '../../../src/lib/timeRange';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import type { CheckedParams, JobFile } from '../downloads/kind';
import { localTime } from '../readings/export';
import { findUser, toAuthUser, type AuthUser } from '../users';
import { readingsDataJob } from './readingsJob';

const CHINA = 480;
const HOUR = 3600;
let platform: TestPlatform;
let admin: AuthUser;
let fleet: Fleet;
let now: number;
let a: number;
let b: number;
let foreign: number;

const userNamed = async (username: string) => toAuthUser((await findUser(platform.app.db, { username }))!);
const check = (raw: Record<string, unknown>, lang = 'en', user = admin) => readingsDataJob.check(platform.app, user, raw, lang);
const errorsOf = (result: CheckedParams<ReadingsJobParams> | 'forbidden') => (result !== 'forbidden' && !result.ok ? result.errors : {});

async function bytesOf(file: JobFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.data)) return file.data;
  const chunks: Buffer[] = [];
  for await (const chunk of file.data as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function runJob(params: ReadingsJobParams, lang = 'en') {
  const progress: number[] = [];
  const file = await readingsDataJob.run({
    app: platform.app,
    user: admin,
    params,
    lang,
    jobId: 1,
    progress: (p) => progress.push(p),
    signal: new AbortController().signal,
  });
  return { file, bytes: await bytesOf(file), progress };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = await userNamed('admin0001');
  fleet = await newFleet(platform, 'admin0001');
  a = await addFleetDevice(platform, fleet, { name: 'RJ-a', number: '88400001' });
  b = await addFleetDevice(platform, fleet, { name: 'RJ-b, "cold"', number: '88400002' });
  await insertReadings(
    platform,
    a,
    minuteReadings(now - 2 * HOUR, 120, (i) => ({ temperature: 4 + (i % 3), humidity: 50 })),
  );
  await insertReadings(
    platform,
    b,
    minuteReadings(now - 2 * HOUR + 30, 120, () => ({ temperature: 6, humidity: 61.5 })),
  );
  const other = await userNamed('admin0002');
  foreign = (await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', other.companyId).executeTakeFirstOrThrow()).id;
});
afterAll(() => platform.close());

describe('the readingsData job: its check', () => {
  const earliest = () => addMonths(now, -3, CHINA);

  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('refuses a start before the past 3 months, naming the limit, in %s', async (lang, messages) => {
    const result = await check({ deviceIds: [a], start: earliest() - 60, end: now, utcOffset: CHINA, format: 'csv' }, lang);
    const message = errorsOf(result).start;
    const earliestText = localTime(earliest(), CHINA).slice(0, 16);
    expect(message).toBe(messages.validation.dataQuery.dataDownloadMonths.replace('%{months}', '3').replace('%{earliest}', earliestText));
  });

  it('accepts exactly 3 calendar months back, in the user’s zone', async () => {
    const result = await check({ deviceIds: [a, b], start: earliest(), end: now, utcOffset: CHINA, format: 'xlsx' });
    expect(result).toMatchObject({ ok: true, params: { deviceIds: [a, b], start: earliest(), end: now, utcOffset: CHINA, format: 'xlsx' } });
    expect(result !== 'forbidden' && result.ok && result.title).toContain('88400001, 88400002');
    // a calendar month, not 30 days: three months back is 89 to 92 days
    expect((now - earliest()) / 86_400).toBeGreaterThanOrEqual(89);
  });

  // the table is made before beforeAll sets `now`: each case makes its input when it runs
  it.each([
    ['no devices', () => ({ start: now - HOUR, end: now, format: 'csv' }), 'deviceIds'],
    ['a format it does not make', () => ({ deviceIds: [1], start: now - HOUR, end: now, format: 'pdf' }), 'format'],
    ['no range', () => ({ deviceIds: [1], format: 'csv' }), 'range'],
    ['a start after the end', () => ({ deviceIds: [1], start: now, end: now - HOUR, format: 'csv' }), 'start'],
    ['an end in the future', () => ({ deviceIds: [1], start: now - HOUR, end: now + 86_400, format: 'csv' }), 'end'],
    ['an unreadable end', () => ({ deviceIds: [1], start: now - HOUR, end: 'tomorrow', format: 'csv' }), 'end'],
  ])('names the field for %s', async (_name, raw, field) => {
    expect(Object.keys(errorsOf(await check(raw())))).toEqual([field]);
  });

  it('names another company’s device exactly like a missing one', async () => {
    const other = errorsOf(await check({ deviceIds: [a, foreign], start: now - HOUR, end: now, format: 'csv' }));
    const missing = errorsOf(await check({ deviceIds: [a, 987654321], start: now - HOUR, end: now, format: 'csv' }));
    expect(other.deviceIds).toBeTruthy();
    expect(other).toEqual(missing);
  });

  it('needs the data query’s menu and its export code', async () => {
    const { userWithPages } = await import('../../../test/support/readingsFixture');
    const named = async (pages: string[], codes: string[]) => userNamed((await userWithPages(platform, fleet.companyId, pages, codes)).username);
    const raw = { deviceIds: [a], start: now - HOUR, end: now, format: 'csv' };
    expect(await check(raw, 'en', await named(['StatisticsDataQuery'], []))).toBe('forbidden');
    expect(await check(raw, 'en', await named([], ['statisticsdataquery_export']))).toBe('forbidden');
    expect(await check(raw, 'en', await named(['StatisticsDataQuery'], ['statisticsdataquery_export']))).toMatchObject({ ok: true });
  });
});

describe('the readingsData job: its file', () => {
  it('writes every reading of both devices in time order as csv, with progress', async () => {
    const { file, bytes, progress } = await runJob({ deviceIds: [a, b], start: now - 3 * HOUR, end: now, utcOffset: CHINA, format: 'csv' });
    expect(file.contentType).toContain('text/csv');
    expect(file.fileName).toMatch(/^88400001_2devices_\d{12}-\d{12}\.csv$/);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC+08:00),Device number,Device name,Temperature (°C),Humidity (%RH),Battery (%),Signal (%),External power (1 on / 0 off)');
    expect(lines).toHaveLength(1 + 240);
    expect(lines[1]!.split(',').slice(1, 5)).toEqual(['88400001', 'RJ-a', '4', '50']);
    expect(lines[2]).toContain('88400002,"RJ-b, ""cold""",6,61.5');
    const times = lines.slice(1).map((line) => line.slice(0, 19));
    expect(times).toEqual([...times].sort());
    expect(progress.at(-1)).toBe(99);
  });

  it('writes the same rows as xlsx, with the time a date cell', async () => {
    const { bytes } = await runJob({ deviceIds: [b, a], start: now - 3 * HOUR, end: now, utcOffset: 0, format: 'xlsx' }, 'zh-CN');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(zhCN.readingExport.sheet);
    expect(sheet.getRow(1).getCell(2).value).toBe(zhCN.dataDownload.device);
    expect(sheet.rowCount).toBe(241);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(2).value).toBe('88400001');
  });

  it('fails with a reason the owner can read when a device has gone', async () => {
    const gone = await addFleetDevice(platform, fleet, { name: 'RJ-gone', number: '88400009' });
    await platform.app.db.deleteFrom('devices').where('id', '=', gone).execute();
    await expect(runJob({ deviceIds: [a, gone], start: now - HOUR, end: now, utcOffset: 0, format: 'csv' })).rejects.toMatchObject({
      key: 'dataDownload.reasons.devicesGone',
    });
  });
});
