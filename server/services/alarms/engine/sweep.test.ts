/**
 * What the passing of time decides (issue 13 §1, spec §4/§5), through `app.alarmEngine.sweep()`
 * with the platform's clock moved: offline alarms, and the data timeout.
 */
import type { ReadingInput } from '../../../../src/lib/readings';
import { addFleetDevice, type DeviceSeed, type Fleet } from '../../../../test/support/fleetFixture';
import { injectBatch } from '../../../../test/support/ingestBatch';
import { putState } from '../../../../test/support/readingsFixture';
import { endAlarms } from '../end';
import { createTestPlatform, signedInject, loginAs, type TestPlatform, type TestSession } from '../../../../test/support/testPlatform';

let platform: TestPlatform;
let fleet: Fleet;
let admin: TestSession;
let made = 0;

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  const org = await platform.app.db.selectFrom('organizations').select(['id', 'company_id']).where('code', '=', 'JS-NJ').executeTakeFirstOrThrow();
  fleet = { companyId: org.company_id, organizationId: org.id };
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();

async function device(seed: Partial<DeviceSeed> = {}) {
  made += 1;
  const number = String(92_000_000 + made);
  const id = await addFleetDevice(platform, fleet, { number, name: `sweep-test-${made}`, acquisition_period: 60, offline_minutes: 10, ...seed });
  return { id, number };
}

async function post(target: { number: string }, readings: Array<Omit<ReadingInput, 'number'>>): Promise<void> {
  const { envelope } = await injectBatch(
    platform,
    readings.map((reading) => ({ number: target.number, ...reading })),
  );
  expect(envelope.data?.rejected).toEqual([]);
}

const alarmsOf = (deviceId: number, type?: string) => {
  let query = platform.app.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('id').execute();
};

describe('the data timeout', () => {
  it('ends an alarm with no exceeding data for ALARM_DATA_TIMEOUT_MINUTES, at its last exceeding time plus the timeout', async () => {
    const d = await device();
    const t = now();
    await post(d, [
      { ts: t - 60, temperature: 9 },
      { ts: t, temperature: 9.4 },
    ]);
    platform.clock.advance(5 * 60);
    await post(d, [{ ts: now(), temperature: 5 }]);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'open' })]);

    platform.clock.advance(6 * 60);
    const { ended } = await platform.app.alarmEngine.sweep();
    const [alarm] = await alarmsOf(d.id);
    expect(ended).toContain(alarm!.id);
    const timeout = platform.config.alarmDataTimeoutMinutes * 60;
    expect(alarm).toMatchObject({
      status: 'closed',
      end_reason: 'dataTimeout',
      ended_at: t + timeout,
      ended_by: null,
      ended_by_name: '',
      handling: 'unprocessed',
    });
    const events = await platform.app.db.selectFrom('alarm_events').select(['kind', 'ts', 'detail']).where('alarm_id', '=', alarm!.id).orderBy('id').execute();
    expect(events.map((e) => [e.kind, e.ts])).toEqual([
      ['opened', t],
      ['ended', t + timeout],
    ]);
    // a reading came back in range after the last breach (endNotes.test.ts)
    expect(JSON.parse(events[1]!.detail)).toEqual({ reason: 'dataTimeout', detail: 'backInRange', minutes: 10 });
  });

  it('waits at least two acquisition periods: a logger reading every 10 minutes keeps its alarm between two readings', async () => {
    const d = await device({ acquisition_period: 600, offline_minutes: 30 });
    const t = now();
    await post(d, [
      { ts: t - 600, temperature: 9 },
      { ts: t, temperature: 9 },
    ]);
    platform.clock.advance(11 * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'open' })]);
    platform.clock.advance(10 * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'closed', end_reason: 'dataTimeout', ended_at: t + 1200 })]);
  });
});

describe('offline alarms', () => {
  it('opens once the device is quiet for longer than its offline time, moves on while it stays offline, and ends by data timeout after it is back', async () => {
    const d = await device();
    await post(d, [{ ts: now(), temperature: 5 }]);
    const seen = now();
    platform.clock.advance(600);
    await platform.app.alarmEngine.sweep();
    // spec §5: offline once MORE than the offline time has passed
    expect(await alarmsOf(d.id)).toEqual([]);

    platform.clock.advance(61);
    const { opened } = await platform.app.alarmEngine.sweep();
    const [alarm, ...more] = await alarmsOf(d.id);
    expect(more).toEqual([]);
    expect(opened.map((a) => a.id)).toContain(alarm!.id);
    expect(alarm).toMatchObject({
      type: 'offline',
      status: 'open',
      source: 'live',
      created_at: now(),
      first_exceeded_at: seen + 600,
      last_exceeded_at: now(),
      threshold: 10,
      peak_value: null,
      rule_id: null,
      organization_id: fleet.organizationId,
    });

    platform.clock.advance(120);
    const moved = await platform.app.alarmEngine.sweep();
    expect(moved.extended).toBeGreaterThanOrEqual(1);
    const stillOffline = now();
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'open', last_exceeded_at: stillOffline })]);

    // back: the alarm is no longer moved on, and ends a data timeout after its last exceeding
    platform.clock.advance(30);
    await post(d, [{ ts: now(), temperature: 5 }]);
    platform.clock.advance(platform.config.alarmDataTimeoutMinutes * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([
      expect.objectContaining({
        type: 'offline',
        status: 'closed',
        end_reason: 'dataTimeout',
        ended_at: stillOffline + platform.config.alarmDataTimeoutMinutes * 60,
      }),
    ]);
  });

  it("judges by the rule's offline minutes, and never within one acquisition period (spec §5)", async () => {
    const ruled = await device();
    const slow = await device({ acquisition_period: 900, offline_minutes: 10 });
    const created = await signedInject<{ id: number }>(platform, {
      method: 'POST',
      url: '/alarmRule',
      session: admin,
      json: { name: 'offline-30', minTemperature: 2, maxTemperature: 8, offlineMinutes: 30, deviceIds: [ruled.id] },
    });
    expect(created.envelope.status).toBe('1');
    await post(ruled, [{ ts: now(), temperature: 5 }]);
    await post(slow, [{ ts: now(), temperature: 5 }]);
    platform.clock.advance(11 * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(ruled.id, 'offline')).toEqual([]);
    expect(await alarmsOf(slow.id, 'offline')).toEqual([]);
    platform.clock.advance(5 * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(slow.id, 'offline')).toEqual([expect.objectContaining({ status: 'open', threshold: 15 })]);
    expect(await alarmsOf(ruled.id, 'offline')).toEqual([]);
    platform.clock.advance(15 * 60);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(ruled.id, 'offline')).toEqual([expect.objectContaining({ status: 'open', threshold: 30, rule_id: created.envelope.data!.id })]);
  });

  it('does not open another offline alarm for the same silence once one was closed by hand', async () => {
    const d = await device();
    await post(d, [{ ts: now(), temperature: 5 }]);
    platform.clock.advance(11 * 60);
    await platform.app.alarmEngine.sweep();
    const [alarm] = await alarmsOf(d.id, 'offline');
    await endAlarms(platform.app.db, { ids: [alarm!.id], reason: 'manual', actor: { id: 1, name: 'admin0001' }, comment: 'known', endedAt: now() });
    platform.clock.advance(60);
    await platform.app.alarmEngine.sweep();
    expect((await alarmsOf(d.id, 'offline')).map((a) => a.status)).toEqual(['closed']);
    // heard from, then silent again: a new silence, a new alarm
    await post(d, [{ ts: now(), temperature: 5 }]);
    platform.clock.advance(11 * 60);
    await platform.app.alarmEngine.sweep();
    expect((await alarmsOf(d.id, 'offline')).map((a) => a.status)).toEqual(['closed', 'open']);
  });

  it('stores a device gone offline before the live window as history, and judges no device that never reported', async () => {
    const long = await device();
    const never = await device();
    const seen = now() - 2 * 3600;
    await putState(platform, { device_id: long.id, ts: seen, last_seen: seen, online: 1, changed_at: seen, temperature: 5 });
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(long.id)).toEqual([expect.objectContaining({ type: 'offline', source: 'history', first_exceeded_at: seen + 600 })]);
    expect(await alarmsOf(never.id)).toEqual([]);
  });
});
