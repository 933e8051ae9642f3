import { ApiStatus } from '../../../src/lib/contract';
import { distanceMeters, STOP_MIN_SECONDS, type Track } from '../../../src/lib/maps';
import { alarmWorld, insertAlarm, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';
import { addDevice, grantPages } from '../../../test/support/mapFixture';
import { insertReadings, minuteReadings, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
/** 0.002° of latitude a minute: about 13 km/h, due north */
const STEP = 0.002;
let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let world: AlarmWorld;
let start: number;
let truck: number;
let outside: number;
let alarmAt: number;

const track = (session: TestSession, deviceId: number | string, query: Record<string, string | number>, lang = 'en') =>
  signedInject<Track>(platform, { method: 'GET', url: `/map/track/${deviceId}`, query, session, lang });
const day = () => ({ start, end: start + DAY - 1 });

/**
 * A day of minutes: it drives north, stands still from minute 100 to 110 (10 minutes: a stop),
 * drives, halts from minute 200 to 203 (3 minutes: no stop), drives on; every fifth reading has
 * no position; too warm from minute 300 to 320.
 */
function dayOfDriving(from: number) {
  let lat = 31;
  return minuteReadings(from, 1440, (i) => {
    const still = (i > 100 && i <= 110) || (i > 200 && i <= 203);
    if (!still) lat += STEP;
    const temperature = i >= 300 && i <= 320 ? 11.5 : 5;
    return i % 5 === 4 ? { temperature } : { temperature, lat: Math.round(lat * 1e6) / 1e6, lng: 121 };
  });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  world = await alarmWorld(platform);
  start = nowOf(platform) - 3 * DAY;
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  await grantPages(platform, 'operator01', ['MapReplay']);
  truck = await addDevice(platform, world.organizations['JS-NJ']!, { number: '88910001', name: 'TR-truck' });
  outside = await addDevice(platform, world.organizations.ZJ!, { number: '88910002', name: 'TR-outside' });
  await insertReadings(platform, truck, dayOfDriving(start));
  // readings outside the range stay out
  await insertReadings(platform, truck, [{ ts: start - 60, temperature: 5, lat: 30, lng: 120 }]);
  alarmAt = start + 305 * 60 + 20;
  await insertAlarm(platform, { id: truck, organizationId: world.organizations['JS-NJ']! }, { created_at: alarmAt, status: 'closed', ended_at: alarmAt + 900 });
  // an alarm before the range is not the range's
  await insertAlarm(platform, { id: truck, organizationId: world.organizations['JS-NJ']! }, { created_at: start - 600 });
});
afterAll(() => platform.close());

describe('GET /map/track/{deviceId}', () => {
  it('answers every position of the range in time order with its temperature, and the thresholds', async () => {
    const { envelope } = await track(admin, truck, day());
    const answer = envelope.data!;
    const expected = dayOfDriving(start).filter((row) => row.lat !== undefined);
    expect(answer).toMatchObject({ deviceId: truck, number: '88910001', name: 'TR-truck', start, end: start + DAY - 1 });
    expect(answer.points).toEqual(expected.map((row) => [row.ts, row.lat, row.lng, row.temperature]));
    expect(answer.thresholds).toEqual({ temperatureMin: 2, temperatureMax: 8, humidityMin: 30, humidityMax: 80 });
  });

  it('marks the stops of five minutes or more within 50 m, not a shorter halt', async () => {
    const { stops } = (await track(admin, truck, day())).envelope.data!;
    expect(stops).toHaveLength(1);
    const stop = stops[0]!;
    // still from minute 100 (its last move) to 110; minute 104 and 109 have no position
    expect(stop.start).toBe(start + 100 * 60);
    expect(stop.end).toBe(start + 110 * 60);
    expect(stop.end - stop.start).toBeGreaterThanOrEqual(STOP_MIN_SECONDS);
    const standing = dayOfDriving(start)[100]!;
    expect(distanceMeters(stop, { lat: standing.lat!, lng: standing.lng! })).toBeLessThan(1);
  });

  it('places the range’s alarms where the vehicle was nearest in time', async () => {
    const { alarms, points } = (await track(admin, truck, day())).envelope.data!;
    expect(alarms).toHaveLength(1);
    const nearest = points.reduce((best, p) => (Math.abs(p[0] - alarmAt) < Math.abs(best[0] - alarmAt) ? p : best));
    expect(alarms[0]).toMatchObject({ kind: 'temperature_high', ts: alarmAt, status: 'closed', lat: nearest[1], lng: nearest[2] });
  });

  it('answers an empty track for a range without positions', async () => {
    const { envelope } = await track(admin, truck, { start: start - 10 * DAY, end: start - 9 * DAY });
    expect(envelope.data).toMatchObject({ points: [], stops: [], alarms: [] });
  });

  it('checks the range under spec §5 with the user’s ReportCheckTimeRange (31 days), naming the field', async () => {
    const missing = await track(admin, truck, { start });
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.data).toEqual({ errors: { range: 'Please enter a start time and end time' } });
    const reversed = await track(admin, truck, { start, end: start - 60 });
    expect(reversed.envelope.data).toEqual({ errors: { range: 'The start time cannot exceed the end time' } });
    const tooLong = await track(admin, truck, { start: start - 40 * DAY, end: start });
    expect(tooLong.envelope.status).toBe(ApiStatus.invalid);
    const zone = await track(admin, truck, { ...day(), utcOffset: 'east' });
    expect(Object.keys((zone.envelope.data as unknown as { errors: object }).errors)).toEqual(['utcOffset']);
  });

  it('reads zone-less dates in the utcOffset zone', async () => {
    const date = (seconds: number) => new Date((seconds + 480 * 60) * 1000).toISOString().slice(0, 19).replace('T', ' ');
    const { envelope } = await track(admin, truck, { start: date(start), end: date(start + DAY - 1), utcOffset: 480 });
    expect(envelope.data).toMatchObject({ start, end: start + DAY - 1 });
  });

  it('answers -6 for another company’s device, one the user does not see, a missing one and a path that names none', async () => {
    const foreign = await track(admin, world.foreignDevice.id, day());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope.status).toBe(ApiStatus.notFound);
    expect((await track(operator, outside, day())).envelope.status).toBe(ApiStatus.notFound);
    expect((await track(operator, truck, day())).envelope.data!.deviceId).toBe(truck);
    expect((await track(admin, 99_999_999, day())).envelope.status).toBe(ApiStatus.notFound);
    expect((await track(admin, 'abc', day())).envelope.status).toBe(ApiStatus.notFound);
  });

  it('needs the replay’s menu (-4), before it looks at the input', async () => {
    const monitorOnly = await userWithPages(platform, world.companyId, ['MapCarMonitor']);
    const refused = await track(monitorOnly, truck, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
  });
});
