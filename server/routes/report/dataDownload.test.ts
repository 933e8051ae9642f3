/** The data query's "export all" through the download centre's route (POST /downloads kind readingsData): spec §9's 3 months. */
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import { ApiStatus } from '../../../src/lib/contract';
import { DOWNLOADS_PATH, downloadFilePath, type DownloadJob } from '../../../src/lib/downloads';
import { addMonths } from '../../../src/lib/timeRange';
import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings, signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { t } from '../../messages';
import { localTime } from '../../services/readings/export';

const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let now: number;
let device: number;

const exportAll = (params: Record<string, unknown>, lang = 'en') =>
  signedInject<DownloadJob>(platform, { method: 'POST', url: DOWNLOADS_PATH, json: { kind: 'readingsData', params, keepDays: 30 }, session: admin, lang });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string> }).errors;

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  const fleet = await newFleet(platform, 'admin0001');
  device = await addFleetDevice(platform, fleet, { name: 'DD-a', number: '88900001' });
  await insertReadings(
    platform,
    device,
    minuteReadings(now - 3600, 30, (i) => ({ temperature: 3 + i / 10, humidity: 55 })),
  );
});
afterAll(() => platform.close());

describe('POST /downloads kind readingsData', () => {
  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('refuses a start before the past 3 months with the limit named, in %s', async (lang, messages) => {
    const earliest = addMonths(now, -3, CHINA);
    const { statusCode, envelope } = await exportAll({ deviceIds: [device], start: earliest - 1, end: now, utcOffset: CHINA, format: 'csv' }, lang);
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    const expected = messages.validation.dataQuery.dataDownloadMonths.replace('%{months}', '3').replace('%{earliest}', localTime(earliest, CHINA).slice(0, 16));
    expect(errorsOf(envelope.data)).toEqual({ start: expected });
  });

  it('queues a download of the past 3 months, and its file holds the readings', async () => {
    const { envelope } = await exportAll({ deviceIds: [device], start: addMonths(now, -3, CHINA), end: now, utcOffset: CHINA, format: 'csv' });
    expect(envelope.status).toBe(ApiStatus.ok);
    const job = envelope.data!;
    expect(job).toMatchObject({ kind: 'readingsData', state: 'queued', keepDays: 30 });
    await platform.app.downloads.drain();
    const file = await signedGet(platform, downloadFilePath(job.id), {}, admin);
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('88900001,DD-a,3,55');
  });

  it('answers another company’s device like a missing one, and a user without the export code -4', async () => {
    const other = (await loginAs(platform, 'admin0002')).session;
    const refused = await signedInject(platform, {
      method: 'POST',
      url: DOWNLOADS_PATH,
      json: { kind: 'readingsData', params: { deviceIds: [device], start: now - 60, end: now, format: 'csv' } },
      session: other,
    });
    expect(refused.envelope.status).toBe(ApiStatus.invalid);
    expect(errorsOf(refused.envelope.data)).toEqual({ deviceIds: t('en', 'notFound') });
    const missing = await signedInject(platform, {
      method: 'POST',
      url: DOWNLOADS_PATH,
      json: { kind: 'readingsData', params: { deviceIds: [987654321], start: now - 60, end: now, format: 'csv' } },
      session: other,
    });
    expect(refused.envelope).toEqual(missing.envelope);

    const fleet = await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const withoutCode = await userWithPages(platform, fleet.company_id, ['StatisticsDataQuery', 'StatisticsDownloadCenter']);
    const forbidden = await signedInject(platform, {
      method: 'POST',
      url: DOWNLOADS_PATH,
      json: { kind: 'readingsData', params: { deviceIds: [device], start: now - 60, end: now, format: 'csv' } },
      session: withoutCode,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.envelope.status).toBe(ApiStatus.forbidden);
  });
});
