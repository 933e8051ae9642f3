/**
 * The consecutive count is consecutive (issue 26 §1): any reading that is not a breach ends the
 * run, a reading just inside the limit (within the hysteresis margin) included. An open alarm still
 * ends only by the spec's rules (its data timeout here), and its last exceeding time and peak move
 * on breaches only. Readings through the devices' endpoint of the real in-process platform, in one
 * batch and one reading a batch (the run is then carried by `alarm_counters`).
 */
import type { ReadingInput } from '../../../../src/lib/readings';
import { addFleetDevice, type Fleet } from '../../../../test/support/fleetFixture';
import { injectBatch } from '../../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../../test/support/testPlatform';

let platform: TestPlatform;
let fleet: Fleet;
let admin: TestSession;
let made = 0;

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  const org = await platform.app.db.selectFrom('organizations').select(['id', 'company_id']).where('code', '=', 'JS-NJ-JN-01').executeTakeFirstOrThrow();
  fleet = { companyId: org.company_id, organizationId: org.id };
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();
const MINUTE = 60;

/** A device of its own: 2–8 °C, a reading a minute, under no rule (the implicit count: 2). */
async function device() {
  made += 1;
  const number = String(93_000_000 + made);
  const id = await addFleetDevice(platform, fleet, { number, name: `consecutive-${made}`, acquisition_period: 60, offline_minutes: 10 });
  return { id, number };
}

type Values = Omit<ReadingInput, 'number'>;

async function post(target: { number: string }, readings: Values[]): Promise<void> {
  for (let start = 0; start < readings.length; start += 2000) {
    const { envelope } = await injectBatch(
      platform,
      readings.slice(start, start + 2000).map((reading) => ({ number: target.number, ...reading })),
    );
    expect(envelope.data?.rejected).toEqual([]);
  }
}

/** The temperatures as readings a minute apart from `t0`. */
const series = (t0: number, temperatures: readonly number[]): Values[] => temperatures.map((temperature, i) => ({ ts: t0 + i * MINUTE, temperature }));

const alarmsOf = (deviceId: number) => platform.app.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId).orderBy('id').execute();
const counterOf = async (deviceId: number) =>
  (await platform.app.db
    .selectFrom('alarm_counters')
    .select(['breaches', 'since'])
    .where('device_id', '=', deviceId)
    .where('kind', '=', 'temperature_high')
    .executeTakeFirst()) ?? {
    breaches: 0,
    since: null,
  };

describe('the consecutive count', () => {
  // 8.0 °C is the limit, the hysteresis margin 0.5: 7.6–8.0 lies inside the limit, within the margin
  const hovering = [8.3, 7.8, 8.4, 7.9, 8.2, 7.7, 8.1, 7.95, 8.25, 7.6];

  it('opens nothing for a value hovering at the limit that never breaks it twice in a row (one batch)', async () => {
    const d = await device();
    await post(d, series(now() - 20 * MINUTE, hovering));
    expect(await alarmsOf(d.id)).toEqual([]);
    expect(await counterOf(d.id)).toMatchObject({ breaches: 0, since: null });
  });

  it('opens nothing for the same readings sent one a batch: the stored run ends at each reading inside the limit', async () => {
    const d = await device();
    const readings = series(now() - 20 * MINUTE, hovering);
    for (const [i, reading] of readings.entries()) {
      await post(d, [reading]);
      expect(await counterOf(d.id)).toMatchObject(hovering[i]! > 8 ? { breaches: 1, since: reading.ts } : { breaches: 0, since: null });
    }
    expect(await alarmsOf(d.id)).toEqual([]);
  });

  it('opens nothing for two single breaches hours apart, with the value just inside the limit in between', async () => {
    const d = await device();
    const t0 = now() - 4 * 3600;
    const between = Array.from({ length: 180 }, () => 7.8);
    await post(d, [{ ts: t0, temperature: 8.6 }]);
    await post(d, series(t0 + MINUTE, between));
    expect(await counterOf(d.id)).toMatchObject({ breaches: 0 });
    await post(d, [{ ts: t0 + 181 * MINUTE, temperature: 8.6 }]);
    expect(await alarmsOf(d.id)).toEqual([]);
    expect(await counterOf(d.id)).toMatchObject({ breaches: 1, since: t0 + 181 * MINUTE });
  });

  it('opens nothing for readings alternating far out and just in', async () => {
    const d = await device();
    const alternating = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 12.5 : 7.9));
    await post(d, series(now() - 30 * MINUTE, alternating));
    expect(await alarmsOf(d.id)).toEqual([]);
  });

  it('opens on N breaches in a row (a rule of 3), exceeding from the first breach of that run, with its peak', async () => {
    const d = await device();
    const created = await signedInject<{ id: number }>(platform, {
      method: 'POST',
      url: '/alarmRule',
      session: admin,
      json: { name: 'three-in-a-row', minTemperature: 2, maxTemperature: 8, consecutiveCount: 3, deviceIds: [d.id] },
    });
    expect(created.envelope.status, JSON.stringify(created.envelope)).toBe('1');
    const t0 = now() - 30 * MINUTE;
    // breach, breach, just inside, breach, breach, breach: the run that opens is the last three
    const temperatures = [9, 9.4, 7.9, 9.1, 9.8, 9.2];
    for (const reading of series(t0, temperatures)) await post(d, [reading]);
    const alarms = await alarmsOf(d.id);
    expect(alarms).toEqual([
      expect.objectContaining({
        type: 'temperature_high',
        rule_id: created.envelope.data!.id,
        created_at: t0 + 5 * MINUTE,
        first_exceeded_at: t0 + 3 * MINUTE,
        last_exceeded_at: t0 + 5 * MINUTE,
        peak_value: 9.8,
        threshold: 8,
      }),
    ]);
  });

  it('records in its opened entry the value it opened with, though one batch of history moves its peak further', async () => {
    const d = await device();
    const t0 = now() - 30 * MINUTE;
    await post(d, series(t0, [9, 9.4, 10.2, 9.1]));
    const [alarm] = await alarmsOf(d.id);
    expect(alarm).toMatchObject({ created_at: t0 + MINUTE, peak_value: 10.2 });
    const opened = await platform.app.db
      .selectFrom('alarm_events')
      .select('detail')
      .where('alarm_id', '=', alarm!.id)
      .where('kind', '=', 'opened')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(opened.detail)).toMatchObject({ value: 9.4, threshold: 8, firstExceededAt: t0 });
  });

  it('keeps an open alarm open through readings back inside, moving its last exceeding time and peak on breaches only', async () => {
    const d = await device();
    const t0 = now() - 8 * MINUTE;
    await post(d, series(t0, [9, 9.5]));
    const [opened] = await alarmsOf(d.id);
    expect(opened).toMatchObject({ status: 'open', last_exceeded_at: t0 + MINUTE, peak_value: 9.5 });
    // just inside, well inside, just inside: nothing moves, nothing ends
    await post(d, series(t0 + 2 * MINUTE, [7.8, 5, 7.9]));
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ id: opened!.id, status: 'open', last_exceeded_at: t0 + MINUTE, peak_value: 9.5 })]);
    // one breach again (alone: no new run is needed while the alarm is open)
    await post(d, [{ ts: t0 + 5 * MINUTE, temperature: 10.5 }]);
    await post(d, [{ ts: t0 + 6 * MINUTE, temperature: 7.7 }]);
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ id: opened!.id, status: 'open', last_exceeded_at: t0 + 5 * MINUTE, peak_value: 10.5 })]);
    // the data timeout, counted from the last breach, ends it
    platform.clock.advance(platform.config.alarmDataTimeoutMinutes * MINUTE);
    await platform.app.alarmEngine.sweep();
    expect(await alarmsOf(d.id)).toEqual([
      expect.objectContaining({
        id: opened!.id,
        status: 'closed',
        end_reason: 'dataTimeout',
        ended_at: t0 + 5 * MINUTE + platform.config.alarmDataTimeoutMinutes * MINUTE,
      }),
    ]);
  });
});
