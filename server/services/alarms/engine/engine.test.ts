/**
 * The rule engine judging ingested readings (issue 13 §1), through the devices' endpoint of the
 * real in-process platform: consecutive count (more in consecutive.test.ts), one open alarm per device and kind,
 * live and history alarms, late readings, and history filled in one go.
 */
import type { ReadingInput } from '../../../../src/lib/readings';
import { injectBatch } from '../../../../test/support/ingestBatch';
import { addFleetDevice, type DeviceSeed, type Fleet } from '../../../../test/support/fleetFixture';
import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { ingestReadings } from '../../readings/ingest';

let platform: TestPlatform;
let fleet: Fleet;
let made = 0;

beforeAll(async () => {
  // sweeps only when a test asks (app.alarmEngine.sweep)
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  const org = await platform.app.db.selectFrom('organizations').select(['id', 'company_id']).where('code', '=', 'JS-NJ-JN-01').executeTakeFirstOrThrow();
  fleet = { companyId: org.company_id, organizationId: org.id };
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();

/** A device of its own (2–8 °C, 30–80 %RH, a reading a minute, offline after 10 minutes), under no alarm rule. */
async function device(seed: Partial<DeviceSeed> = {}) {
  made += 1;
  const number = String(91_000_000 + made);
  const id = await addFleetDevice(platform, fleet, { number, name: `engine-test-${made}`, acquisition_period: 60, offline_minutes: 10, ...seed });
  return { id, number };
}

type Values = Omit<ReadingInput, 'number'>;

async function post(target: { number: string }, readings: Values[]): Promise<void> {
  const { envelope } = await injectBatch(
    platform,
    readings.map((reading) => ({ number: target.number, ...reading })),
  );
  expect(envelope.status).toBe('1');
  expect(envelope.data!.rejected).toEqual([]);
}

const alarmsOf = (deviceId: number) => platform.app.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId).orderBy('id').execute();
const countersOf = (deviceId: number) => platform.app.db.selectFrom('alarm_counters').selectAll().where('device_id', '=', deviceId).execute();

describe('the alarm engine on ingested readings', () => {
  it('opens an alarm when the consecutive count is reached (the implicit rule: 2), exceeding from the first breach', async () => {
    const d = await device();
    const t0 = now() - 120;
    await post(d, [{ ts: t0, temperature: 9.1 }]);
    expect(await alarmsOf(d.id)).toEqual([]);
    expect(await countersOf(d.id)).toEqual([expect.objectContaining({ kind: 'temperature_high', breaches: 1, since: t0, peak: 9.1 })]);

    await post(d, [{ ts: t0 + 60, temperature: 9.6 }]);
    const [alarm, ...more] = await alarmsOf(d.id);
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({
      type: 'temperature_high',
      status: 'open',
      level: 1,
      level_at: t0 + 60,
      created_at: t0 + 60,
      first_exceeded_at: t0,
      last_exceeded_at: t0 + 60,
      peak_value: 9.6,
      threshold: 8,
      rule_id: null,
      graded_alarm_id: null,
      organization_id: fleet.organizationId,
      company_id: fleet.companyId,
      source: 'live',
      handling: 'unprocessed',
    });
    const events = await platform.app.db.selectFrom('alarm_events').selectAll().where('alarm_id', '=', alarm!.id).execute();
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', ts: t0 + 60, level: 1, actor_id: null })]);
    expect(JSON.parse(events[0]!.detail)).toMatchObject({ source: 'live', value: 9.6, threshold: 8, firstExceededAt: t0 });
    // the run belongs to the alarm now
    expect(await countersOf(d.id)).toEqual([expect.objectContaining({ kind: 'temperature_high', breaches: 0, since: null })]);
  });

  it('resets the count on a reading that is not a breach (consecutive.test.ts: within the hysteresis band too)', async () => {
    const d = await device();
    const t0 = now() - 600;
    // breach, normal (7.4: 0.6 inside), breach: never two in a row
    await post(d, [
      { ts: t0, temperature: 8.5 },
      { ts: t0 + 60, temperature: 7.4 },
      { ts: t0 + 120, temperature: 8.5 },
    ]);
    expect(await alarmsOf(d.id)).toEqual([]);
    await post(d, [{ ts: t0 + 180, temperature: 8.4 }]);
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ type: 'temperature_high', first_exceeded_at: t0 + 120, peak_value: 8.5 })]);
  });

  it('does not flap while a value hovers at the limit once open: one alarm, exceeding until its last breach', async () => {
    const d = await device();
    const t0 = now() - 600;
    const hovering = [8.2, 8.3, 7.9, 8.1, 7.8, 8.05, 7.7];
    await post(
      d,
      hovering.map((temperature, i) => ({ ts: t0 + i * 60, temperature })),
    );
    const alarms = await alarmsOf(d.id);
    expect(alarms).toHaveLength(1);
    // the readings just inside (7.9, 7.8, 7.7) are not exceeding; the peak is the furthest breach
    expect(alarms[0]).toMatchObject({ status: 'open', first_exceeded_at: t0, last_exceeded_at: t0 + 5 * 60, peak_value: 8.3 });
    await post(d, [{ ts: t0 + 7 * 60, temperature: 7.2 }]);
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ status: 'open', last_exceeded_at: t0 + 5 * 60 })]);
  });

  it('keeps one open alarm per device and kind, with the peak furthest from the limit', async () => {
    const d = await device();
    const t0 = now() - 600;
    await post(d, [
      { ts: t0, temperature: 10, humidity: 25 },
      { ts: t0 + 60, temperature: 12.5, humidity: 20 },
    ]);
    await post(d, [{ ts: t0 + 120, temperature: 11, humidity: 22 }]);
    await post(d, [{ ts: t0 + 180, temperature: 1.5, humidity: 50 }]);
    await post(d, [{ ts: t0 + 240, temperature: 0.5, humidity: 50 }]);
    const alarms = await alarmsOf(d.id);
    expect(alarms.map((a) => [a.type, a.status, a.peak_value, a.threshold])).toEqual([
      ['temperature_high', 'open', 12.5, 8],
      ['humidity_low', 'open', 20, 30],
      ['temperature_low', 'open', 0.5, 2],
    ]);
    expect(alarms[0]).toMatchObject({ first_exceeded_at: t0, last_exceeded_at: t0 + 120 });
  });

  it('judges a low battery (at or below 20 %) and a power cut under the implicit rule, and a pulled plug only under a rule that asks', async () => {
    const d = await device({ model: 'CE-900' });
    const t0 = now() - 600;
    await post(d, [
      { ts: t0, temperature: 5, battery: 20, power: 0, door: 1 },
      { ts: t0 + 60, temperature: 5, battery: 18, power: 0, door: 1 },
    ]);
    const alarms = await alarmsOf(d.id);
    expect(alarms.map((a) => [a.type, a.peak_value, a.threshold])).toEqual([
      ['battery_low', 18, 20],
      ['power_off', null, null],
    ]);
  });

  it('opens history alarms from readings older than the live window, and from recorded data', async () => {
    const old = await device();
    const t0 = now() - platform.config.alarmLiveWindowSeconds - 600;
    await post(old, [
      { ts: t0, temperature: 9 },
      { ts: t0 + 60, temperature: 9 },
    ]);
    expect(await alarmsOf(old.id)).toEqual([expect.objectContaining({ source: 'history', status: 'open' })]);

    const uploaded = await device();
    const t1 = now() - 120;
    await ingestReadings(
      platform.app,
      [
        { number: uploaded.number, ts: t1, temperature: 9 },
        { number: uploaded.number, ts: t1 + 60, temperature: 9 },
      ],
      { recorded: true },
    );
    expect(await alarmsOf(uploaded.id)).toEqual([expect.objectContaining({ source: 'history' })]);
  });

  it('does not count readings older than the ones already judged', async () => {
    const d = await device();
    const t0 = now() - 900;
    await post(d, [{ ts: t0 + 600, temperature: 9 }]);
    // late: before the newest judged reading
    await post(d, [{ ts: t0 + 300, temperature: 9 }]);
    expect(await alarmsOf(d.id)).toEqual([]);
    expect(await countersOf(d.id)).toEqual([expect.objectContaining({ breaches: 1, since: t0 + 600 })]);
    await post(d, [{ ts: t0 + 660, temperature: 9.2 }]);
    expect(await alarmsOf(d.id)).toEqual([expect.objectContaining({ first_exceeded_at: t0 + 600, created_at: t0 + 660 })]);
  });

  it('ends an alarm by data timeout inside one batch of history, so a later excursion opens another', async () => {
    const d = await device();
    const start = now() - 3 * 3600;
    // two hours a minute apart: out of range for the first 10 minutes and again from minute 60 to 70
    const readings = Array.from({ length: 120 }, (_, i) => ({ ts: start + i * 60, temperature: i < 10 || (i >= 60 && i < 70) ? 9.5 : 5 }));
    await post(d, readings);
    const alarms = await alarmsOf(d.id);
    const timeout = platform.config.alarmDataTimeoutMinutes * 60;
    expect(alarms.map((a) => [a.source, a.status, a.first_exceeded_at, a.last_exceeded_at, a.end_reason, a.ended_at])).toEqual([
      ['history', 'closed', start, start + 9 * 60, 'dataTimeout', start + 9 * 60 + timeout],
      ['history', 'closed', start + 60 * 60, start + 69 * 60, 'dataTimeout', start + 69 * 60 + timeout],
    ]);
    const ended = await platform.app.db
      .selectFrom('alarm_events')
      .select(['alarm_id', 'ts'])
      .where('kind', '=', 'ended')
      .where(
        'alarm_id',
        'in',
        alarms.map((a) => a.id),
      )
      .orderBy('alarm_id')
      .execute();
    expect(ended.map((e) => e.ts)).toEqual([start + 9 * 60 + timeout, start + 69 * 60 + timeout]);
  });

  it('judges nothing for a device with alarms disabled', async () => {
    const d = await device({ alarm_enabled: 0 });
    const t0 = now() - 300;
    await post(d, [
      { ts: t0, temperature: 30, power: 0 },
      { ts: t0 + 60, temperature: 30, power: 0 },
    ]);
    expect(await alarmsOf(d.id)).toEqual([]);
    expect(await countersOf(d.id)).toEqual([]);
  });
});
