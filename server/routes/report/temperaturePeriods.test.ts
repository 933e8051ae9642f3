/**
 * The temperature log on real data (issue 26 §2), through the server: a device's acquisition period
 * changed mid-range by a parameter-settings command (the simulated device applies it on the
 * platform's clock, which the test moves) and by the device form, the periods in force that the
 * report states, figures that the change does not alter (checked against the step temperatures'
 * own integral), a sparse excursion reported whole, and a waybill-like range with 4.5 days missing.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { DEFAULT_ACTIVATION_ENERGY, GAS_CONSTANT, type TemperatureReport } from '../../../src/lib/reports';
import { insertReadings, type ReadingSeed } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { periodsInForce } from '../../services/devicePeriods';

const DAY = 86_400;
let platform: TestPlatform;
let now: number;

/** A temperature logger of company 1 (inserted directly: it has no recorded period yet), 2–8 °C. */
async function addDevice(number: string, period: number): Promise<number> {
  const { db } = platform.app;
  const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('devices')
    .values({ number, name: `P-${number}`, type: 'temperature', model: 'CT-100', expire_date: now + 400 * DAY, organization_id: org.id, company_id: org.company_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('devices').set({ acquisition_period: period, temperature_min: 2, temperature_max: 8 }).where('id', '=', row.id).execute();
  return row.id;
}

const at = () => Math.floor(platform.clock.now() / 1000);
const admin = async (): Promise<TestSession> => (await loginAs(platform, 'admin0001')).session;

async function report(session: TestSession, query: Record<string, string | number>) {
  const { envelope } = await signedInject<TemperatureReport>(platform, { method: 'GET', url: '/report/temperature', query, session });
  if (envelope.status !== ApiStatus.ok) throw new Error(JSON.stringify(envelope));
  return envelope.data!;
}

beforeAll(async () => {
  // the simulated device answers every command with success (random 0.5: the middle of every wait)
  platform = await createTestPlatform({ commandRandom: () => 0.5 });
  now = at();
});
afterAll(() => platform.close());

describe('the acquisition period timeline', () => {
  it('records a settings command’s period at the moment the device applied it, and a form edit at the time of the save', async () => {
    const id = await addDevice('88200001', 60);
    const session = await admin();
    const sent = await signedInject<{ list: Array<{ id: number }> }>(platform, { method: 'POST', url: '/command/settings', json: { deviceIds: [id], acquisitionPeriod: 600, offlineMinutes: 30 }, session });
    expect(sent.envelope.status).toBe(ApiStatus.ok);
    const began = at();
    // reserved 2 s, requesting and setting 2.5 s each: applied 7 s after it was sent
    for (let second = 0; second < 10; second++) {
      platform.clock.advance(1);
      await platform.app.commandResponder.tick();
    }
    const applied = await periodsInForce(platform.app.db, id, { start: began - DAY, end: at() }, 0);
    expect(applied).toHaveLength(2);
    expect(applied[0]).toEqual({ since: 0, period: 60 });
    expect(applied[1]!.period).toBe(600);
    expect(applied[1]!.since).toBeGreaterThan(began);
    expect(applied[1]!.since).toBeLessThanOrEqual(began + 10);

    platform.clock.advance(3600);
    const saved = await signedInject(platform, { method: 'PUT', url: `/device/${id}`, json: { acquisitionPeriod: 120 }, session: await admin() });
    expect(saved.envelope.status).toBe(ApiStatus.ok);
    // bad input is refused and changes nothing; the same period again records nothing
    const refused = await signedInject(platform, { method: 'PUT', url: `/device/${id}`, json: { acquisitionPeriod: 5 }, session: await admin() });
    expect(refused.statusCode).toBe(422);
    await signedInject(platform, { method: 'PUT', url: `/device/${id}`, json: { acquisitionPeriod: 120, name: 'renamed' }, session: await admin() });
    const all = await periodsInForce(platform.app.db, id, { start: 0, end: at() }, 0);
    expect(all.map((p) => p.period)).toEqual([60, 600, 120]);
    expect(all[2]!.since).toBe(at());
    // a range after the changes starts with the period then in force
    expect(await periodsInForce(platform.app.db, id, { start: at() + 60, end: at() + 120 }, 0)).toEqual([all[2]]);
  });

  it('gives a device created by the form its period from the beginning', async () => {
    const org = await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const body = { number: '88200009', name: 'form', type: 'temperature', model: 'CT-100', expireDate: now + DAY, organizationId: org.id, acquisitionPeriod: 900 };
    const created = await signedInject<{ id: number }>(platform, { method: 'POST', url: '/device', json: body, session: await admin() });
    expect(created.envelope.status).toBe(ApiStatus.ok);
    expect(await periodsInForce(platform.app.db, created.envelope.data!.id, { start: 0, end: at() }, 0)).toEqual([{ since: 0, period: 900 }]);
  });
});

describe('a report across a period change', () => {
  // a step every half hour, aligned to both periods: two of them warm, one frozen, an hour at 11 °C
  const steps = [4, 6, 9.5, 5, 1.2, 7, 3, 11, 11, 5];
  let start: number;
  let id: number;
  let answer: TemperatureReport;
  const step = (ts: number) => steps[Math.floor((ts - start) / 1800) % steps.length]!;

  beforeAll(async () => {
    start = Math.ceil(at() / 3600) * 3600 + 3600;
    id = await addDevice('88200002', 60);
    const readings: ReadingSeed[] = [];
    for (let ts = start; ts < start + DAY; ts += 60) readings.push({ ts, temperature: step(ts) });
    for (let ts = start + DAY; ts < start + 2 * DAY; ts += 600) readings.push({ ts, temperature: step(ts) });
    await insertReadings(platform, id, readings);
    // the settings command succeeds a few seconds before the first ten-minute reading
    platform.clock.advance(start + DAY - 10 - at());
    await signedInject(platform, { method: 'POST', url: '/command/settings', json: { deviceIds: [id], acquisitionPeriod: 600, offlineMinutes: 30 }, session: await admin() });
    for (let second = 0; second < 10; second++) {
      platform.clock.advance(1);
      await platform.app.commandResponder.tick();
    }
    platform.clock.advance(start + 2 * DAY + 60 - at());
    answer = await report(await admin(), { target: 'device', id, start, end: start + 2 * DAY });
  });

  it('states the periods in force and the tolerance', () => {
    const [device] = answer.devices;
    expect(device!.periods.map((p) => p.period)).toEqual([60, 600]);
    expect(Math.abs(device!.periods[1]!.since - (start + DAY))).toBeLessThan(10);
    expect([answer.gapTolerance, answer.coverageWarningPct]).toEqual([1.5, 95]);
  });

  it('gives the mean, MKT and time in range of the step temperatures, whole coverage and no warning', () => {
    const { temperature, completeness } = answer.devices[0]!;
    // the step function's own figures: every step lasts half an hour
    const all = Array.from({ length: (2 * DAY) / 1800 }, (_, i) => steps[i % steps.length]!);
    const c = DEFAULT_ACTIVATION_ENERGY / GAS_CONSTANT;
    const mkt = c / -Math.log(all.reduce((s, v) => s + Math.exp(-c / (v + 273.15)), 0) / all.length) - 273.15;
    expect(temperature.mean!).toBeCloseTo(all.reduce((s, v) => s + v, 0) / all.length, 9);
    expect(temperature.mkt!).toBeCloseTo(mkt, 9);
    expect(temperature.timeInRangePct!).toBeCloseTo((all.filter((v) => v >= 2 && v <= 8).length / all.length) * 100, 9);
    expect([completeness.coveragePct, completeness.gapCount, temperature.coveragePct]).toEqual([100, 0, 100]);
    expect(answer.completeness.coveragePct).toBe(100);
    expect(answer.coverageWarning).toBe(false);
  });

  it('reports each warm hour of the sparse day as one excursion of an hour, as on the dense day', () => {
    const warm = answer.devices[0]!.excursions.filter((e) => e.peak === 11);
    expect(warm.length).toBeGreaterThan(8);
    for (const excursion of warm) expect([excursion.end - excursion.start, excursion.knownDuration, excursion.gaps]).toEqual([3600, 3600, []]);
    const sparse = warm.filter((e) => e.start >= start + DAY);
    expect(sparse.length).toBeGreaterThan(3);
  });
});

describe('a waybill-like range with 4.5 days missing', () => {
  it('states the time in range over the 55 % with data, the gap, and warns', async () => {
    const start = Math.ceil(at() / 3600) * 3600 + 3600;
    const id = await addDevice('88200003', 300);
    const readings: ReadingSeed[] = [];
    // a reading every 5 minutes, 30 minutes warm on day 8; nothing from day 3 to day 7.5
    for (let ts = start; ts < start + 10 * DAY; ts += 300) {
      if (ts >= start + 3 * DAY && ts < start + 7.5 * DAY) continue;
      readings.push({ ts, temperature: ts >= start + 8 * DAY && ts < start + 8 * DAY + 1800 ? 9 : 5 });
    }
    await insertReadings(platform, id, readings);
    platform.clock.advance(start + 10 * DAY + 60 - at());
    const answer = await report(await admin(), { target: 'device', id, start, end: start + 10 * DAY });
    const [device] = answer.devices;
    expect(device!.temperature.timeInRangePct!).toBeCloseTo((1 - 1800 / (5.5 * DAY)) * 100, 9);
    expect(device!.temperature.coveragePct!).toBeCloseTo(55, 9);
    expect(device!.completeness.longestGaps[0]).toEqual({ start: start + 3 * DAY, end: start + 7.5 * DAY });
    expect(device!.gaps).toEqual([{ start: start + 3 * DAY, end: start + 7.5 * DAY }]);
    expect(answer.completeness.coveragePct!).toBeCloseTo(55, 9);
    expect(answer.coverageWarning).toBe(true);
  });
});
