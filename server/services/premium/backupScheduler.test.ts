import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { backupFilePath, SERVICE_STATE, type BackupFile } from '../../../src/lib/premium';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings, signedGet } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { createPremiumScheduler } from './backupScheduler';

const DAY = 86_400;
const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let fleet: Fleet;
let device: number;
let companyId: number;
/** Unix seconds of 00:00 (China) of a Wednesday after the platform's start */
let wednesday: number;

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const advanceTo = (unix: number) => platform.clock.advance(unix - nowUnix());
const at = (day: number, hh: number, mm = 0) => wednesday + day * DAY + hh * 3600 + mm * 60;

async function config(json: Record<string, unknown>): Promise<number> {
  const { statusCode, envelope } = await signedInject<{ id: number }>(platform, { method: 'POST', url: '/backupConfig', json, session: admin });
  if (statusCode !== 200) throw new Error(`backupConfig: ${JSON.stringify(envelope)}`);
  return envelope.data!.id;
}
const runsOf = (configId: number) =>
  platform.app.db.selectFrom('backup_runs').selectAll().where('company_id', '=', companyId).where('config_id', '=', configId).orderBy('period_start').execute();

/** Ticks once at each moment (signing in again: the clock moves past the token's life); answers the runs the configuration got at each. */
async function ticksAt(configId: number, moments: readonly number[]): Promise<number[]> {
  const made: number[] = [];
  for (const moment of moments) {
    advanceTo(moment);
    const before = (await runsOf(configId)).length;
    await platform.app.premiumScheduler.tick();
    made.push((await runsOf(configId)).length - before);
  }
  return made;
}

const backups = async () => {
  admin = (await loginAs(platform, 'admin0001')).session;
  return (await signedInject<{ list: BackupFile[] }>(platform, { method: 'GET', url: '/premiumservices/backups', session: admin })).envelope;
};

beforeEach(async () => {
  platform = await createTestPlatform();
  const now = nowUnix();
  const today = Math.floor((now + CHINA * 60) / DAY) * DAY - CHINA * 60;
  const weekday = new Date((today + CHINA * 60) * 1000).getUTCDay();
  wednesday = today + (((3 - weekday + 7) % 7) + 7) * DAY;
  advanceTo(at(0, 12));
  admin = (await loginAs(platform, 'admin0001')).session;
  fleet = await newFleet(platform, 'admin0001');
  companyId = fleet.companyId;
  device = await addFleetDevice(platform, fleet, { name: 'BKP-a', number: '88700001' });
  await insertReadings(platform, device, minuteReadings(at(0, 0), 24 * 60, (i) => ({ temperature: 4 + (i % 3), humidity: 50 })));
}, 60_000);
afterEach(() => platform.close());

describe('data backups', { timeout: 90_000 }, () => {
  it('makes a daily backup at 03:00 for the previous day; its csv downloads, its recipients are told, and it expires after its days', async () => {
    const daily = await config({ name: 'Daily', frequency: 'daily', fileName: 'cold_room-1', deviceIds: [device], format: 'csv', keepDays: 7, recipients: ['qa@example.com'] });
    expect(await ticksAt(daily, [at(0, 12, 1), at(1, 0, 30), at(1, 2, 59)])).toEqual([0, 0, 0]);
    expect(await ticksAt(daily, [at(1, 3, 0), at(1, 3, 5), at(1, 23, 0)])).toEqual([1, 0, 0]);
    expect((await runsOf(daily))[0]).toMatchObject({ period_start: at(0, 0), period_end: at(1, 0) });

    await platform.app.downloads.drain();
    const listed = await backups();
    const file = listed.data!.list.find((entry) => entry.configId === daily)!;
    expect(file).toMatchObject({ state: 'done', keepDays: 7, expired: false });
    expect(file.fileName).toMatch(/^cold_room-1_\d{8}\.csv$/);
    expect(file.fileName).toBe(`cold_room-1_${new Date((at(0, 0) + CHINA * 60) * 1000).toISOString().slice(0, 10).replace(/-/g, '')}.csv`);

    const response = await signedGet(platform, backupFilePath(file.id), {}, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\n');
    // the header, then every minute of the day
    expect(lines).toHaveLength(1 + 24 * 60);
    expect(lines[1]).toContain('88700001');

    const told = await platform.app.db.selectFrom('alarm_notifications').selectAll().where('address', '=', 'qa@example.com').execute();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', state: 'toBeSent', company_id: companyId, alarm_id: null });
    expect(told[0]!.text).toContain(file.fileName);

    // a customer of another company does not see it
    const other = (await loginAs(platform, 'admin0002')).session;
    expect((await signedGet(platform, backupFilePath(file.id), {}, other)).statusCode).toBe(404);

    advanceTo(Number(file.expiresAt));
    const expired = await backups();
    expect(expired.data!.list.find((entry) => entry.id === file.id)).toMatchObject({ expired: true });
    const gone = await signedGet(platform, backupFilePath(file.id), {}, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: ApiStatus.notFound, message: 'The backup file does not exist or has expired' });
  });

  it('makes the automatic backup at 00:00 daily as xlsx, and a weekly one only on Monday, a monthly one only on the 1st', async () => {
    const weekly = await config({ name: 'Weekly', frequency: 'weekly', deviceIds: [device] });
    const monthly = await config({ name: 'Monthly', frequency: 'monthly', deviceIds: [device], keepDays: 30 });
    // the service was subscribed days ago: the first tick makes the latest one due (today's 00:00), then the next at 00:00
    expect(await ticksAt(0, [at(0, 12, 1), at(0, 23, 59), at(1, 0, 0), at(1, 0, 1)])).toEqual([1, 0, 1, 0]);
    expect((await runsOf(0))[1]).toMatchObject({ period_start: at(0, 0), period_end: at(1, 0) });
    // Thursday … Sunday, Monday, Tuesday, each at 03:00
    expect(await ticksAt(weekly, [1, 2, 3, 4, 5, 6].map((day) => at(day, 3)))).toEqual([0, 0, 0, 0, 1, 0]);
    expect(new Date((Number((await runsOf(weekly))[0]!.period_end) + CHINA * 60) * 1000).getUTCDay()).toBe(1);
    const days = Array.from({ length: 32 }, (_, day) => at(day + 7, 3));
    const made = await ticksAt(monthly, days);
    expect(made.filter(Boolean)).toEqual([1]);
    expect(new Date((days[made.indexOf(1)]! + CHINA * 60) * 1000).getUTCDate()).toBe(1);

    await platform.app.downloads.drain();
    const automatic = (await runsOf(0))[1];
    const job = await platform.app.db.selectFrom('download_jobs').selectAll().where('id', '=', automatic!.job_id!).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'dataBackup', state: 'done', keep_days: 7 });
    expect(job.file_name).toMatch(/^auto-backup_\d{8}\.xlsx$/);
    advanceTo(at(1, 1, 0));
    admin = (await loginAs(platform, 'admin0001')).session;
    const response = await signedGet(platform, backupFilePath(job.id), {}, admin);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const numbers = new Set<string>();
    sheet.eachRow((row, index) => index > 1 && numbers.add(String(row.getCell(2).value)));
    expect(numbers.has('88700001')).toBe(true);
    const monthlyJob = await platform.app.db.selectFrom('download_jobs').select('keep_days').where('id', '=', (await runsOf(monthly))[0]!.job_id!).executeTakeFirstOrThrow();
    expect(monthlyJob.keep_days).toBe(30);
  });

  it('makes a period once when two instances tick at the same moment', async () => {
    const daily = await config({ name: 'Daily', frequency: 'daily', deviceIds: [device] });
    const other = createPremiumScheduler(platform.app);
    advanceTo(at(1, 3, 0));
    await Promise.all([platform.app.premiumScheduler.tick(), other.tick()]);
    await Promise.all([platform.app.premiumScheduler.tick(), other.tick()]);
    expect(await runsOf(daily)).toHaveLength(1);
    const jobs = await platform.app.db.selectFrom('download_jobs').select(['id', 'params']).where('kind', '=', 'dataBackup').execute();
    expect(jobs.filter((job) => (JSON.parse(job.params) as { configId: number | null }).configId === daily)).toHaveLength(1);
  });

  it('makes no backup for a company whose service is not active', async () => {
    const daily = await config({ name: 'Daily', frequency: 'daily', deviceIds: [device] });
    await platform.app.db.updateTable('premium_services').set({ state: SERVICE_STATE.notActivated }).where('company_id', '=', companyId).where('service', '=', 'backup').execute();
    expect(await ticksAt(daily, [at(1, 3, 0), at(2, 3, 0)])).toEqual([0, 0]);
    expect(await runsOf(0)).toEqual([]);
  });

  it('refuses a configuration over MaxDevices, and a file name of other characters', async () => {
    const ids = (await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', companyId).orderBy('id').limit(101).execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(platform.config.backupMaxDevices);
    const before = await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'backupConfig').execute();
    const tooMany = await signedInject(platform, { method: 'POST', url: '/backupConfig', json: { name: 'Big', frequency: 'daily', deviceIds: ids }, session: admin });
    expect(tooMany.envelope.status).toBe(ApiStatus.invalid);
    expect(tooMany.envelope.data).toEqual({ errors: { deviceIds: `At most ${platform.config.backupMaxDevices} items` } });
    const badName = await signedInject(platform, { method: 'POST', url: '/backupConfig', json: { name: 'Bad', frequency: 'daily', deviceIds: [device], fileName: 'a b.csv' }, session: admin });
    expect(badName.envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((badName.envelope.data as { errors: Record<string, string> }).errors)).toEqual(['fileName']);
    expect(await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'backupConfig').execute()).toEqual(before);
  });
});
