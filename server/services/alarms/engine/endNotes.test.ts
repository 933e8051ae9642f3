/**
 * What a data timeout means (issue 26): the engine tells an alarm whose value came back in range
 * (readings kept coming, none beyond the limit) from one whose device went silent (no reading at
 * all), and an offline alarm whose device reported again; it stores the detail and the minutes on
 * the alarm and its `ended` entry, and the pages' routes answer them. Real readings through the
 * devices' endpoint, the real sweep with the platform's clock moved.
 */
import type { AlarmHistoryPage, AlarmReasonStats, AlarmSession } from '../../../../src/lib/alarms';
import type { ReadingInput } from '../../../../src/lib/readings';
import { addFleetDevice, newFleet, type DeviceSeed, type Fleet } from '../../../../test/support/fleetFixture';
import { injectBatch } from '../../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../../test/support/testPlatform';

let platform: TestPlatform;
let fleet: Fleet;
let admin: TestSession;
let made = 0;
const MINUTE = 60;

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  fleet = await newFleet(platform, 'admin0001');
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();
const timeout = () => platform.config.alarmDataTimeoutMinutes * MINUTE;

/** 2–8 °C, a reading a minute, offline after 10 minutes, under no rule (2 breaches in a row open). */
async function device(seed: Partial<DeviceSeed> = {}) {
  made += 1;
  const number = String(94_000_000 + made);
  const id = await addFleetDevice(platform, fleet, { number, name: `ends-${made}`, acquisition_period: 60, offline_minutes: 10, ...seed });
  return { id, number };
}

async function post(target: { number: string }, readings: Array<Omit<ReadingInput, 'number'>>): Promise<void> {
  const { envelope } = await injectBatch(
    platform,
    readings.map((reading) => ({ number: target.number, ...reading })),
  );
  expect(envelope.data?.rejected).toEqual([]);
}

const alarmsOf = (deviceId: number) => platform.app.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId).orderBy('id').execute();
async function endedEntry(alarmId: number) {
  const row = await platform.app.db
    .selectFrom('alarm_events')
    .select(['ts', 'detail'])
    .where('alarm_id', '=', alarmId)
    .where('kind', '=', 'ended')
    .executeTakeFirstOrThrow();
  return { ts: row.ts, detail: JSON.parse(row.detail) as unknown };
}

describe('the end of an alarm by data timeout', () => {
  it('is back in range when readings kept coming with none beyond the limit (ended by the sweep)', async () => {
    const d = await device();
    const t0 = now() - 30 * MINUTE;
    await post(d, [
      { ts: t0, temperature: 9 },
      { ts: t0 + MINUTE, temperature: 9.4 },
    ]);
    // back inside, one a minute, for less than the timeout: the batch ends nothing, the sweep does
    await post(
      d,
      Array.from({ length: 8 }, (_, i) => ({ ts: t0 + (2 + i) * MINUTE, temperature: 6 })),
    );
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'open' })]);
    await platform.app.alarmEngine.sweep();
    const [alarm] = await alarmsOf(d.id);
    expect(alarm).toMatchObject({ status: 'closed', end_reason: 'dataTimeout', end_detail: 'backInRange', end_minutes: 10, ended_at: t0 + MINUTE + timeout() });
    expect(await endedEntry(alarm!.id)).toEqual({ ts: t0 + MINUTE + timeout(), detail: { reason: 'dataTimeout', detail: 'backInRange', minutes: 10 } });
  });

  it('is a silent device when no reading came after the last breach (ended by the sweep)', async () => {
    const d = await device();
    const t0 = now() - 30 * MINUTE;
    await post(d, [
      { ts: t0, temperature: 9 },
      { ts: t0 + MINUTE, temperature: 9.4 },
    ]);
    await platform.app.alarmEngine.sweep();
    const [alarm] = await alarmsOf(d.id);
    expect(alarm).toMatchObject({ status: 'closed', end_reason: 'dataTimeout', end_detail: 'silent', end_minutes: 10 });
    expect((await endedEntry(alarm!.id)).detail).toEqual({ reason: 'dataTimeout', detail: 'silent', minutes: 10 });
  });

  it('tells the two apart inside one batch of history, counting only readings of the alarm’s own field', async () => {
    const d = await device();
    const start = now() - 6 * 3600;
    const rows: Array<Omit<ReadingInput, 'number'>> = [
      // an excursion, then 15 minutes back in range
      ...Array.from({ length: 3 }, (_, i) => ({ ts: start + i * MINUTE, temperature: 10 })),
      ...Array.from({ length: 15 }, (_, i) => ({ ts: start + (3 + i) * MINUTE, temperature: 5 })),
      // a second one, then only battery readings for an hour (no temperature: silent for this alarm), then temperature again
      ...Array.from({ length: 3 }, (_, i) => ({ ts: start + (60 + i) * MINUTE, temperature: 10 })),
      ...Array.from({ length: 60 }, (_, i) => ({ ts: start + (63 + i) * MINUTE, battery: 80 })),
      { ts: start + 130 * MINUTE, temperature: 5 },
    ];
    await post(d, rows);
    const alarms = await alarmsOf(d.id);
    expect(alarms.map((a) => [a.first_exceeded_at, a.status, a.end_detail, a.end_minutes, a.ended_at])).toEqual([
      [start, 'closed', 'backInRange', 10, start + 2 * MINUTE + timeout()],
      [start + 60 * MINUTE, 'closed', 'silent', 10, start + 62 * MINUTE + timeout()],
    ]);
  });

  it('waits two acquisition periods when they are longer than the timeout, and says how long', async () => {
    const d = await device({ acquisition_period: 600, offline_minutes: 20 });
    const t0 = now() - 3 * 3600;
    await post(d, [
      { ts: t0, temperature: 9 },
      { ts: t0 + 600, temperature: 9 },
      { ts: t0 + 1200, temperature: 6 },
      { ts: t0 + 1800, temperature: 6 },
      { ts: t0 + 2400, temperature: 6 },
    ]);
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ end_detail: 'backInRange', end_minutes: 20, ended_at: t0 + 600 + 1200 })]);
  });

  it('is back online for an offline alarm whose device reported again', async () => {
    const d = await device();
    await post(d, [{ ts: now(), temperature: 5 }]);
    platform.clock.advance(12 * MINUTE);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ type: 'offline', status: 'open' })]);
    // reporting again, a reading a minute, until the timeout has passed
    for (let minute = 0; minute <= timeout() / MINUTE; minute += 1) {
      await post(d, [{ ts: now(), temperature: 5 }]);
      platform.clock.advance(MINUTE);
    }
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ type: 'offline', status: 'closed', end_detail: 'backOnline', end_minutes: 10 })]);
  });

  it('is answered by the history, the session and the reason statistics (a data timeout per detail)', async () => {
    const [inRange, silent] = [await device(), await device()];
    const t0 = now() - 40 * MINUTE;
    const excursion = [
      { ts: t0, temperature: 9 },
      { ts: t0 + MINUTE, temperature: 9.4 },
    ];
    await post(inRange, [...excursion, ...Array.from({ length: 12 }, (_, i) => ({ ts: t0 + (2 + i) * MINUTE, temperature: 6 }))]);
    await post(silent, excursion);
    await platform.app.alarmEngine.sweep();
    const range = { start: t0 - MINUTE, end: now(), organizationId: fleet.organizationId };
    const history = await signedInject<AlarmHistoryPage>(platform, { method: 'GET', url: '/alarm/history', query: range, session: admin });
    const rows = history.envelope.data!.list.filter((row) => row.deviceId === inRange.id || row.deviceId === silent.id);
    expect(rows.map((row) => [row.deviceId, row.endReason, row.endDetail, row.endMinutes]).sort()).toEqual(
      [
        [inRange.id, 'dataTimeout', 'backInRange', 10],
        [silent.id, 'dataTimeout', 'silent', 10],
      ].sort(),
    );
    const session = await signedInject<AlarmSession>(platform, { method: 'GET', url: `/alarm/${rows[0]!.id}`, session: admin });
    expect(session.envelope.data!.alarm).toMatchObject({ endDetail: rows[0]!.endDetail, endMinutes: 10 });
    expect(session.envelope.data!.timeline.find((entry) => entry.kind === 'ended')!.detail).toEqual({
      reason: 'dataTimeout',
      detail: rows[0]!.endDetail,
      minutes: 10,
    });

    // one row per detail, as many as the alarms ended in the range (counted here with plain SQL)
    const stats = await signedInject<AlarmReasonStats>(platform, {
      method: 'GET',
      url: '/alarm/reasonstats',
      query: { start: t0, end: now() },
      session: admin,
    });
    const timeouts = stats.envelope.data!.byEndReason.filter((row) => row.reason === 'dataTimeout');
    const counted = await platform.app.db
      .selectFrom('alarms')
      .select(['end_detail', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', fleet.companyId)
      .where('end_reason', '=', 'dataTimeout')
      .where('ended_at', '>=', t0)
      .where('ended_at', '<=', now())
      .groupBy('end_detail')
      .execute();
    expect(timeouts.map((row) => [row.detail, row.count]).sort()).toEqual(counted.map((row) => [row.end_detail, Number(row.n)]).sort());
    expect(timeouts.map((row) => row.detail)).toEqual(expect.arrayContaining(['backInRange', 'silent']));
  });
});
