/**
 * Device analysis (issue 30 §5): the figures of a device fed messy readings (unequal intervals,
 * gaps, a period changed in the middle of the window, a falling battery, runs out of limits)
 * checked against an independent computation written here from the rules' words; the ranking,
 * the company scope, the battery date, and bad input.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { ANALYSIS_DAYS, BATTERY_REPLACE_DAYS, type AnalysedDevice, type DeviceAnalysisAnswer } from '../../../src/lib/deviceAnalysis';
import type { ReadingInput } from '../../../src/lib/readings';
import { mulberry32 } from '../../services/seededRandom';
import { ingestReadings } from '../../services/readings/ingest';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
const TOLERANCE = 1.5;

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let device: { id: number; number: string };
let otherCompanyDevice: number;
let now: number;
let readings: Array<{ ts: number; battery: number; signal: number; temperature: number }>;
/** the period timeline of the test device: 600 s, then 120 s from CHANGE on */
let change: number;

function periodAt(ts: number): number {
  return ts >= change ? 120 : 600;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  const db = platform.app.db;
  const [first, second] = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  device = await db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', first).orderBy('id').executeTakeFirstOrThrow();
  otherCompanyDevice = (await db.selectFrom('devices').select('id').where('company_id', '=', second).orderBy('id').executeTakeFirstOrThrow()).id;
  now = Math.floor(platform.clock.now() / 1000);
  change = now - 10 * DAY;
  // the device's history replaced by the messy one below
  await db.deleteFrom('readings').where('device_id', '=', device.id).execute();
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8, humidity_min: null, humidity_max: null, acquisition_period: 120 }).where('id', '=', device.id).execute();
  await db.deleteFrom('device_periods').where('device_id', '=', device.id).execute();
  await db.insertInto('device_periods').values([{ device_id: device.id, since: 0, period: 600 }, { device_id: device.id, since: change, period: 120 }]).execute();

  const random = mulberry32(30);
  readings = [];
  // starts 5 hours into the window: a gap at its head
  let ts = now - ANALYSIS_DAYS * DAY + 5 * 3600;
  let inRun = 0;
  while (ts < now - 2 * 3600) {
    const age = (ts - (now - ANALYSIS_DAYS * DAY)) / DAY;
    if (inRun === 0 && random() < 0.004) inRun = 3 + Math.floor(random() * 6);
    const temperature = inRun > 0 ? (random() < 0.5 ? 9 + random() * 3 : 0.5 + random()) : 3 + random() * 4;
    if (inRun > 0) inRun--;
    readings.push({ ts, battery: Math.round(90 - age * 1.2 + (random() - 0.5) * 4), signal: Math.floor(5 + random() * 80), temperature: Math.round(temperature * 10) / 10 });
    // unequal intervals, and now and then a silence of hours
    const period = periodAt(ts);
    ts += random() < 0.01 ? Math.floor(period * (3 + random() * 40)) : Math.floor(period * (0.7 + random() * 0.7));
  }
  // and a day with nothing, mid-window
  const hole = now - 20 * DAY;
  readings = readings.filter((r) => r.ts < hole || r.ts >= hole + DAY);
  const batch: ReadingInput[] = readings.map((r) => ({ number: device.number, ts: r.ts, battery: r.battery, signal: r.signal, temperature: r.temperature }));
  for (let start = 0; start < batch.length; start += 2000) {
    const result = await ingestReadings(platform.app, batch.slice(start, start + 2000));
    expect(result.rejected).toEqual([]);
  }
  // a battery fitted 2 years and 10 days ago
  await db.deleteFrom('device_batteries').where('device_id', '=', device.id).execute();
  await db.insertInto('device_batteries').values({ device_id: device.id, installed_at: now - (BATTERY_REPLACE_DAYS + 10) * DAY, recorded_by: 'test', updated_at: now }).execute();
}, 120_000);
afterAll(() => platform.close());

const analysis = (query: Record<string, string | number> = {}, session = admin) => signedInject<DeviceAnalysisAnswer>(platform, { method: 'GET', url: '/deviceanalysis', query, session });

/** The rules, restated: each reading covers up to the next one unless the silence is longer than 1.5 × the larger period in force at either end; then one period, and the rest is a gap. */
function independentGaps(times: number[], start: number, end: number) {
  const gaps: Array<[number, number]> = [];
  if (!times.length) return [[start, end]] as Array<[number, number]>;
  if (times[0]! > start) gaps.push([start, times[0]!]);
  for (let i = 0; i < times.length; i++) {
    const here = times[i]!;
    const next = i + 1 < times.length ? times[i + 1]! : end;
    const own = periodAt(here);
    const larger = i + 1 < times.length ? Math.max(own, periodAt(next)) : own;
    if (next - here > TOLERANCE * larger) gaps.push([here + own, next]);
  }
  return gaps;
}

function expectedCount(start: number, end: number) {
  return Math.round((change - start) / 600 + (end - change) / 120);
}

function leastSquares(points: Array<[number, number]>) {
  const xs = points.map(([t]) => t / DAY);
  const ys = points.map(([, v]) => v);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

function runsOutside(values: number[], min: number, max: number) {
  let runs = 0;
  let previous = 0;
  for (const value of values) {
    const side = value < min ? -1 : value > max ? 1 : 0;
    if (side !== 0 && side !== previous) runs++;
    previous = side;
  }
  return runs;
}

describe('GET /deviceanalysis', () => {
  let figures: AnalysedDevice;

  beforeAll(async () => {
    const answer = await analysis();
    expect(answer.envelope.status).toBe(ApiStatus.ok);
    figures = answer.envelope.data!.devices.find((d) => d.id === device.id)!;
    expect(answer.envelope.data!.window).toEqual({ start: now - ANALYSIS_DAYS * DAY, end: now });
  });

  it('finds the data gaps of unequal intervals over a changed period, as an independent walk does', () => {
    const start = now - ANALYSIS_DAYS * DAY;
    const gaps = independentGaps(readings.map((r) => r.ts), start, now);
    const gapSeconds = gaps.reduce((sum, [a, b]) => sum + (b - a), 0);
    expect(figures.gaps.received).toBe(readings.length);
    expect(figures.gaps.expected).toBe(expectedCount(start, now));
    expect(figures.gaps.gapCount).toBe(gaps.length);
    expect(figures.gaps.gapSeconds).toBe(gapSeconds);
    expect(figures.gaps.coveragePct).toBeCloseTo(((ANALYSIS_DAYS * DAY - gapSeconds) / (ANALYSIS_DAYS * DAY)) * 100, 9);
    const longest = [...gaps].sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0]!;
    expect(figures.gaps.longestGaps[0]).toEqual({ start: longest[0], end: longest[1] });
    // the day left out is among them, as are the head and the tail
    expect(gaps.length).toBeGreaterThan(5);
    expect(figures.reasons).toContain('dataGaps');
  });

  it('gives the battery trend, the days left and the 2-year hint', () => {
    const slope = leastSquares(readings.map((r) => [r.ts, r.battery]));
    expect(figures.battery.trendPerDay).toBeCloseTo(slope, 9);
    expect(slope).toBeLessThan(-1);
    const latest = readings.at(-1)!.battery;
    expect(figures.battery.latest).toBe(latest);
    expect(figures.battery.daysToLow).toBeCloseTo((latest - 20) / -slope, 6);
    expect(figures.battery.ageDays).toBeCloseTo(BATTERY_REPLACE_DAYS + 10, 6);
    expect(figures.battery.replace).toBe(true);
    expect(figures.reasons).toContain('batteryAge');
  });

  it('gives the signal and the excursion frequency', () => {
    const signals = readings.map((r) => r.signal);
    expect(figures.signal.mean).toBeCloseTo(signals.reduce((a, b) => a + b, 0) / signals.length, 9);
    expect(figures.signal.lowest).toBe(Math.min(...signals));
    expect(figures.signal.weakSharePct).toBeCloseTo((signals.filter((s) => s < 20).length / signals.length) * 100, 9);
    const runs = runsOutside(readings.map((r) => r.temperature), 2, 8);
    expect(runs).toBeGreaterThan(3);
    expect(figures.excursions.temperature).toBe(runs);
    expect(figures.excursions.humidity).toBe(0);
    expect(figures.excursions.perWeek).toBeCloseTo(runs / (ANALYSIS_DAYS / 7), 9);
  });

  it('ranks by attention, highest first, and keeps to the company', async () => {
    const answer = (await analysis()).envelope.data!;
    const scores = answer.devices.map((d) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(answer.devices.every((d) => d.score > 0 === d.reasons.length > 0)).toBe(true);
    const ids = new Set(answer.devices.map((d) => d.id));
    expect(ids.has(otherCompanyDevice)).toBe(false);
    const db = platform.app.db;
    const firstCompany = (await db.selectFrom('devices').select('company_id').where('id', '=', device.id).executeTakeFirstOrThrow()).company_id;
    const own = await db.selectFrom('devices').select('id').where('company_id', '=', firstCompany).execute();
    expect(ids).toEqual(new Set(own.map((d) => d.id)));
    const theirs = (await analysis({}, secondAdmin)).envelope.data;
    if (theirs) expect(theirs.devices.some((d) => d.id === device.id)).toBe(false);
  });

  it('narrows to an organization; another company\u2019s organization shows nothing', async () => {
    const db = platform.app.db;
    const orgOfDevice = (await db.selectFrom('devices').select('organization_id').where('id', '=', device.id).executeTakeFirstOrThrow()).organization_id;
    const narrowed = (await analysis({ organizationId: orgOfDevice })).envelope.data!;
    expect(narrowed.devices.some((d) => d.id === device.id)).toBe(true);
    const otherOrg = (await db.selectFrom('devices').select('organization_id').where('id', '=', otherCompanyDevice).executeTakeFirstOrThrow()).organization_id;
    expect((await analysis({ organizationId: otherOrg })).envelope.data!.devices).toEqual([]);
  });

  it('refuses a user without the page, and bad input', async () => {
    expect((await analysis({}, operator)).envelope.status).toBe(ApiStatus.forbidden);
    for (const organizationId of ['abc', '0', '-3']) expect((await analysis({ organizationId })).envelope.status).toBe(ApiStatus.invalid);
  });
});

describe('PUT /deviceanalysis/battery', () => {
  const put = (form: Record<string, string | number>, session = admin) => signedInject(platform, { method: 'PUT', url: '/deviceanalysis/battery', form, session });
  const stored = async (id: number) => (await platform.app.db.selectFrom('device_batteries').select('installed_at').where('device_id', '=', id).executeTakeFirst())?.installed_at;

  it('records the date a battery was fitted, and the hint follows it', async () => {
    expect((await put({ deviceId: device.id, installedAt: now - 30 * DAY })).envelope.status).toBe(ApiStatus.ok);
    expect(Number(await stored(device.id))).toBe(now - 30 * DAY);
    const figures = (await analysis()).envelope.data!.devices.find((d) => d.id === device.id)!;
    expect(figures.battery.replace).toBe(false);
    expect(figures.reasons).not.toContain('batteryAge');
  });

  it('refuses a user without the edit code, bad input, a future date and another company\u2019s device, storing nothing', async () => {
    const before = Number(await stored(device.id));
    expect((await put({ deviceId: device.id, installedAt: now - DAY }, operator)).envelope.status).toBe(ApiStatus.forbidden);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ installedAt: now - DAY }, 'deviceId'],
      [{ deviceId: 'x', installedAt: now - DAY }, 'deviceId'],
      [{ deviceId: device.id }, 'installedAt'],
      [{ deviceId: device.id, installedAt: 'yesterday' }, 'installedAt'],
      [{ deviceId: device.id, installedAt: now + DAY }, 'installedAt'],
      [{ deviceId: otherCompanyDevice, installedAt: now - DAY }, 'deviceId'],
    ];
    for (const [form, field] of cases) {
      const refused = await put(form);
      expect(refused.envelope.status, JSON.stringify(form)).toBe(ApiStatus.invalid);
      expect(Object.keys((refused.envelope.data as { errors: Record<string, string> }).errors)).toContain(field);
    }
    expect(Number(await stored(device.id))).toBe(before);
    expect(await stored(otherCompanyDevice)).not.toBe(now - DAY);
  });
});
