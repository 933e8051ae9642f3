import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import zhCN from '../../../locales/zh-CN.json';
import { createReportScheduler } from './scheduler';

const DAY = 86_400;
const CHINA = 480;
let platform: TestPlatform;
let admin: TestSession;
let fleet: Fleet;
let device: number;
/** Unix seconds of 00:00 (China) of a Wednesday after the platform's start */
let wednesday: number;

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const advanceTo = (unix: number) => platform.clock.advance(unix - nowUnix());
/** `day` days after that Wednesday, at hh:mm China time */
const at = (day: number, hh: number, mm = 0) => wednesday + day * DAY + hh * 3600 + mm * 60;

async function create(resource: string, json: Record<string, unknown>): Promise<number> {
  const { statusCode, envelope } = await signedInject<{ id: number }>(platform, { method: 'POST', url: `/${resource}`, json, session: admin });
  if (statusCode !== 200) throw new Error(`${resource}: ${JSON.stringify(envelope)}`);
  return envelope.data!.id;
}

/** A schedule of the fleet's device (or, with `target: 'asset'`, of the assets given) */
const schedule = (frequency: string, extra: Record<string, unknown> = {}) =>
  create('reportSchedule', {
    name: `Cold-${frequency}`,
    organizationId: fleet.organizationId,
    frequency,
    target: 'device',
    ...(extra.target === 'asset' ? {} : { deviceIds: [device] }),
    format: 'pdf',
    keepDays: 7,
    ...extra,
  });

const jobsOf = (scheduleId: number) => platform.app.db.selectFrom('download_jobs').selectAll().where('schedule_id', '=', scheduleId).orderBy('id').execute();
const runsOf = (scheduleId: number) =>
  platform.app.db.selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('period_start').execute();

/** Ticks once at each of the moments; answers the runs the schedule got at each. */
async function ticksAt(scheduleId: number, moments: readonly number[]): Promise<number[]> {
  const made: number[] = [];
  for (const moment of moments) {
    advanceTo(moment);
    const before = (await runsOf(scheduleId)).length;
    await platform.app.reportScheduler.tick();
    made.push((await runsOf(scheduleId)).length - before);
  }
  return made;
}

beforeEach(async () => {
  platform = await createTestPlatform();
  const now = nowUnix();
  const today = Math.floor((now + CHINA * 60) / DAY) * DAY - CHINA * 60;
  // the next Wednesday (China), at least a day ahead
  const weekday = new Date((today + CHINA * 60) * 1000).getUTCDay();
  wednesday = today + (((3 - weekday + 7) % 7) + 7) * DAY;
  advanceTo(at(0, 12));
  admin = (await loginAs(platform, 'admin0001')).session;
  fleet = await newFleet(platform, 'admin0001');
  device = await addFleetDevice(platform, fleet, { name: 'SCH-a', number: '88800001' });
  await insertReadings(
    platform,
    device,
    minuteReadings(at(0, 0), 24 * 60, (i) => ({ temperature: i % 500 === 0 ? 9 : 5, humidity: 50 })),
  );
});
afterEach(() => platform.close());

describe('the report scheduler', { timeout: 60_000 }, () => {
  it('makes a daily report once for the previous day, after the hour, not twice after a restart', async () => {
    const daily = await schedule('daily');
    const disabled = await schedule('daily', { name: 'Off', enabled: false });
    // created at 12:00: this morning's run time is before it; tonight before 01:00 nothing is due
    expect(await ticksAt(daily, [at(0, 12, 1), at(1, 0, 30), at(1, 0, 59)])).toEqual([0, 0, 0]);
    expect(await ticksAt(daily, [at(1, 1, 0), at(1, 1, 5), at(1, 23, 0)])).toEqual([1, 0, 0]);
    const [run] = await runsOf(daily);
    expect(run).toMatchObject({ period_start: at(0, 0), period_end: at(1, 0) });

    // a restarted server: a new scheduler over the same database finds the period made
    const restarted = createReportScheduler(platform.app, { hour: 1, utcOffsetMinutes: CHINA });
    expect(await restarted.tick()).toBe(0);
    expect(await jobsOf(daily)).toHaveLength(1);
    expect(await ticksAt(daily, [at(2, 1, 0)])).toEqual([1]);
    expect(await runsOf(disabled)).toEqual([]);

    const [job] = await jobsOf(daily);
    const owner = await platform.app.db.selectFrom('users').select('id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'scheduledReport', user_id: owner.id, keep_days: 7, lang: 'zh-CN', state: 'queued' });
    expect(job!.title).toContain('Cold-daily');
  });

  it('makes a weekly report only on Monday, for Monday to Sunday, of the devices on its assets', async () => {
    const store = await platform.app.db
      .selectFrom('devices')
      .select(['asset_id'])
      .where('company_id', '=', fleet.companyId)
      .where('asset_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const weekly = await schedule('weekly', { target: 'asset', assetIds: [store.asset_id], format: 'xlsx' });
    // Thursday … Sunday, Monday, Tuesday, each at 02:00
    expect(
      await ticksAt(
        weekly,
        [1, 2, 3, 4, 5, 6].map((day) => at(day, 2)),
      ),
    ).toEqual([0, 0, 0, 0, 1, 0]);
    const [run] = await runsOf(weekly);
    expect(run).toMatchObject({ period_start: at(-2, 0), period_end: at(5, 0) });
    expect(new Date((Number(run!.period_end) + CHINA * 60) * 1000).getUTCDay()).toBe(1);
    await platform.app.downloads.drain();
    const [job] = await jobsOf(weekly);
    expect(job).toMatchObject({ state: 'done', reason: null });
    expect(job!.file_name).toMatch(/^Cold-weekly_\d{12}-\d{12}\.xlsx$/);
  });

  it('makes a monthly report only on the 1st, for the previous month', async () => {
    const monthly = await schedule('monthly');
    const days = Array.from({ length: 32 }, (_, day) => at(day + 1, 2));
    const made = await ticksAt(monthly, days);
    expect(made.filter(Boolean)).toEqual([1]);
    const first = days[made.indexOf(1)]!;
    expect(new Date((first + CHINA * 60) * 1000).getUTCDate()).toBe(1);
    const [run] = await runsOf(monthly);
    expect(new Date((Number(run!.period_start) + CHINA * 60) * 1000).getUTCDate()).toBe(1);
    expect(Number(run!.period_end)).toBe(first - 2 * 3600);
  });

  it('makes the report into the download centre and then tells each receiver', async () => {
    const withEmail = await create('alarmReceiver', { name: 'QA', mobile: '13800000001', email: 'qa@example.com' });
    const withoutEmail = await create('alarmReceiver', { name: 'Night shift', mobile: '13800000002' });
    const daily = await schedule('daily', { receiverIds: [withEmail, withoutEmail] });
    await ticksAt(daily, [at(1, 1, 5)]);
    await platform.app.downloads.drain();
    const [job] = await jobsOf(daily);
    expect(job).toMatchObject({ state: 'done', reason: null });
    expect(job!.file_name).toMatch(/^Cold-daily_\d{12}-\d{12}\.pdf$/);

    const rows = await platform.app.db
      .selectFrom('alarm_notifications')
      .selectAll()
      .where('alarm_id', 'is', null)
      .where('receiver_id', 'in', [withEmail, withoutEmail])
      .orderBy('receiver_id')
      .execute();
    expect(rows.map((row) => [row.receiver_id, row.channel, row.state, row.reason, row.address])).toEqual([
      [withEmail, 'email', 'toBeSent', null, 'qa@example.com'],
      [withoutEmail, 'email', 'unsent', 'noAddress', ''],
    ]);
    const ready = zhCN.scheduledReport.notifyReady.replace('%{name}', 'Cold-daily');
    expect(rows[0]!.text.startsWith(ready.slice(0, ready.indexOf('%{period}')))).toBe(true);
    expect(rows[0]!.text).toContain(job!.file_name!);
  });

  it('refuses a schedule without its devices or assets, naming the list', async () => {
    const refused = async (json: Record<string, unknown>) =>
      (
        await signedInject(platform, {
          method: 'POST',
          url: '/reportSchedule',
          json: { name: 'Bad', organizationId: fleet.organizationId, frequency: 'daily', format: 'pdf', keepDays: 7, ...json },
          session: admin,
        })
      ).envelope;
    expect((await refused({ target: 'device' })).data).toEqual({ errors: { deviceIds: expect.any(String) } });
    expect((await refused({ target: 'asset', deviceIds: [device] })).data).toEqual({ errors: expect.objectContaining({ deviceIds: expect.any(String) }) });
    expect((await refused({ target: 'device', deviceIds: [device], keepDays: 14 })).data).toEqual({ errors: { keepDays: expect.any(String) } });
  });
});
