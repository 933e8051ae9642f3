import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import { ApiStatus } from '../../../src/lib/contract';
import defs from '../../../schemas/defs.schema.json';
import { DATA_QUERY_MAX_DEVICES, DATA_QUERY_PATH, QUERY_DEVICE_TYPES, type DataQueryAnswer } from '../../../src/lib/reports';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

/** The field messages of a '-5' answer. */
const errorsOf = (data: unknown) => (data as { errors: Record<string, string> }).errors;
const HOUR = 3600;
let platform: TestPlatform;
let admin: TestSession;
let fleet: Fleet;
let now: number;
let a: number;
let b: number;
let cabinet: number;
/** a temperature device of the CE-900 model: humidity, pressure, O₂, CO₂ and the door besides */
let lab: number;
let otherCompanysDevice: number;

const query = (q: Record<string, string | number>, session = admin, lang = 'en') =>
  signedInject<DataQueryAnswer>(platform, { method: 'GET', url: DATA_QUERY_PATH, query: q, session, lang });

/** The truncation message as the locale file words it, with the limit in. */
const truncated = (messages: { timeRange: { truncated: string } }) => messages.timeRange.truncated.replace('%{limit}', '100');

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  fleet = await newFleet(platform, 'admin0001');
  a = await addFleetDevice(platform, fleet, { name: 'DQ-a', number: '88300001' });
  b = await addFleetDevice(platform, fleet, { name: 'DQ-b', number: '88300002' });
  cabinet = await addFleetDevice(platform, fleet, { name: 'DQ-c', number: '88300003', type: 'temperature', model: 'CT-100' });
  lab = await addFleetDevice(platform, fleet, { name: 'DQ-l', number: '88300004', type: 'temperature', model: 'CE-900' });
  await insertReadings(platform, cabinet, [{ ts: now - 600, temperature: -18, battery: 80 }]);
  await insertReadings(platform, lab, [{ ts: now - 300, temperature: 5, humidity: 45, pressure: 1013.2, co2: 420, door: 0 }]);
  // a: every minute of the last 2 hours; b: every 2 minutes from 30 seconds past, so the two interleave
  await insertReadings(
    platform,
    a,
    minuteReadings(now - 2 * HOUR, 120, (i) => ({ temperature: 4 + (i % 3), humidity: 50 })),
  );
  await insertReadings(
    platform,
    b,
    Array.from({ length: 60 }, (_, i) => ({ ts: now - 2 * HOUR + 30 + i * 120, temperature: 6, humidity: 60 })),
  );
  const other = await platform.app.db
    .selectFrom('devices')
    .innerJoin('companies', 'companies.id', 'devices.company_id')
    .select('devices.id')
    .where('companies.id', '!=', fleet.companyId)
    .executeTakeFirstOrThrow();
  otherCompanysDevice = other.id;
});
afterAll(() => platform.close());

describe('GET /report/dataquery', () => {
  it('answers the devices’ readings merged newest first, with their columns', async () => {
    const { statusCode, envelope } = await query({ deviceIds: `${a},${b}`, start: now - 2 * HOUR, end: now - 2 * HOUR + 10 * 60 });
    expect(statusCode).toBe(200);
    const answer = envelope.data!;
    expect(answer.type).toBe('temperature_humidity');
    expect(answer.devices.map((d) => d.number)).toEqual(['88300001', '88300002']);
    expect(answer.fields).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power']);
    // a at 0..10 minutes (11), b at 0:30, 2:30 … 8:30 (5)
    expect(answer.total).toBe(16);
    expect(answer.truncated).toBe(false);
    expect(answer.message).toBeUndefined();
    const start = now - 2 * HOUR;
    // a at 10, 9, 8:30 (b), 8 … minutes: the newest first (issue 26 §3)
    expect(answer.list.slice(0, 4).map((row) => [row.number, row.ts - start])).toEqual([
      ['88300001', 600],
      ['88300001', 540],
      ['88300002', 510],
      ['88300001', 480],
    ]);
    expect(answer.list[2]).toMatchObject({ deviceId: b, name: 'DQ-b', temperature: 6, humidity: 60, lat: null });
  });

  it('keeps the newest 100 readings of the range when it cuts, not the first', async () => {
    const { envelope } = await query({ deviceIds: `${a},${b}`, start: now - 3 * HOUR, end: now });
    // every reading the fixture wrote, by device and time, newest first: the first 100 of these are the answer
    const written = [
      ...Array.from({ length: 120 }, (_, i) => ({ number: '88300001', ts: now - 2 * HOUR + i * 60 })),
      ...Array.from({ length: 60 }, (_, i) => ({ number: '88300002', ts: now - 2 * HOUR + 30 + i * 120 })),
    ].sort((x, y) => y.ts - x.ts);
    expect(envelope.data!.list.map(({ number, ts }) => ({ number, ts }))).toEqual(written.slice(0, 100));
  });

  it('names as columns only the channels the chosen devices’ models have: their union, no other', async () => {
    // CT-100: temperature, battery, signal, power (src/lib/readings.ts MODEL_CHANNELS)
    const alone = (await query({ deviceIds: `${cabinet}`, start: now - HOUR, end: now })).envelope.data!;
    expect(alone.fields).toEqual(['temperature', 'battery', 'signal', 'power']);
    // with a CE-900: its humidity, pressure, O₂, CO₂ and door join; no position, light or shake
    const both = (await query({ deviceIds: `${cabinet},${lab}`, start: now - HOUR, end: now })).envelope.data!;
    expect(both.fields).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power', 'pressure', 'o2', 'co2', 'door']);
    expect(both.list.map((row) => [row.number, row.pressure, row.humidity])).toEqual([
      ['88300004', 1013.2, 45],
      ['88300003', null, null],
    ]);
  });

  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('cuts at 100 rows with the spec’s message in %s', async (lang, messages) => {
    const { envelope } = await query({ deviceIds: `${a},${b}`, start: now - 3 * HOUR, end: now }, admin, lang);
    const answer = envelope.data!;
    expect(answer.total).toBe(180);
    expect(answer.list).toHaveLength(100);
    expect(answer.truncated).toBe(true);
    expect(answer.message).toBe(truncated(messages));
    expect(answer.message).toContain('100');
  });

  it('refuses devices of several types, naming the rule, and a list too long', async () => {
    const mixed = await query({ deviceIds: `${a},${cabinet}`, start: now - HOUR, end: now });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.envelope.status).toBe(ApiStatus.invalid);
    expect(errorsOf(mixed.envelope.data).deviceIds).toBe(en.validation.dataQuery.mixedTypes);

    const many = Array.from({ length: DATA_QUERY_MAX_DEVICES + 1 }, (_, i) => a + i).join(',');
    const tooMany = await query({ deviceIds: many, start: now - HOUR, end: now });
    expect(errorsOf(tooMany.envelope.data).deviceIds).toBe(en.validation.maxItems.replace('%{limit}', String(DATA_QUERY_MAX_DEVICES)));
  });

  it.each([
    ['no devices', { start: 1, end: 2 }, 'deviceIds'],
    ['an id that is not one', { deviceIds: '1,x', start: 1, end: 2 }, 'deviceIds'],
    ['no range', { deviceIds: '1' }, 'range'],
    ['a range over the 31 days', { deviceIds: '1', start: 1_700_000_000, end: 1_700_000_000 + 32 * 86_400 }, 'range'],
    ['an unreadable start', { deviceIds: '1', start: 'soon', end: 1_700_000_000 }, 'start'],
    ['a bad zone', { deviceIds: '1', start: 1_700_000_000, end: 1_700_000_100, utcOffset: 9999 }, 'utcOffset'],
  ])('answers -5 naming the field for %s', async (_name, q, field) => {
    const { statusCode, envelope } = await query(q);
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys(errorsOf(envelope.data))).toContain(field);
  });

  it('answers another company’s device exactly like a missing one', async () => {
    const foreign = await query({ deviceIds: `${a},${otherCompanysDevice}`, start: now - HOUR, end: now });
    const missing = await query({ deviceIds: `${a},987654321`, start: now - HOUR, end: now });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope.status).toBe(ApiStatus.notFound);
    expect(foreign.envelope).toEqual(missing.envelope);
  });

  it('offers the device types the schema knows', () => {
    expect([...QUERY_DEVICE_TYPES]).toEqual(defs.$defs.deviceType.enum);
  });

  it('needs the data query’s menu', async () => {
    const without = await userWithPages(platform, fleet.companyId, ['DeviceRecord']);
    const withPage = await userWithPages(platform, fleet.companyId, ['StatisticsDataQuery']);
    expect((await query({ deviceIds: `${a}`, start: now - HOUR, end: now }, without)).envelope.status).toBe(ApiStatus.forbidden);
    expect((await query({ deviceIds: `${a}`, start: now - HOUR, end: now }, withPage)).envelope.status).toBe(ApiStatus.ok);
  });
});
