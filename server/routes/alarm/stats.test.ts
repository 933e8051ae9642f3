import type { AlarmReasonStats, AlarmStats } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, insertRecord, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;
let world: AlarmWorld;
const DAY = 86_400;
/** midnight UTC of a day far from the seeded alarms (the last 30 days) */
let day0: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  world = await alarmWorld(platform);
  day0 = Math.floor((nowOf(platform) - 400 * DAY) / DAY) * DAY;
});
afterAll(() => platform.close());

const get = <T>(path: string, query: Record<string, string | number>, session = admin) => signedInject<T>(platform, { method: 'GET', url: `/alarm/${path}`, query, session });

describe('GET /alarm/stats', () => {
  beforeAll(async () => {
    // day 0: two inside (one acknowledged after 10 min, ended after 1 h), one outside; day 1 at 23:30 UTC: one inside
    await insertAlarm(platform, world.insideDevice, {
      created_at: day0 + 3600,
      level: 1,
      acknowledged_at: day0 + 3600 + 600,
      status: 'closed',
      ended_at: day0 + 7200,
      end_reason: 'dataTimeout',
    });
    await insertAlarm(platform, world.insideDevice, { created_at: day0 + 7200, type: 'offline', level: 3, acknowledged_at: day0 + 7200 + 1200 });
    await insertAlarm(platform, world.outsideDevice, { created_at: day0 + 10_800, level: 3, status: 'closed', ended_at: day0 + 10_800 + 3 * 3600, end_reason: 'manual' });
    await insertAlarm(platform, world.insideDevice, { created_at: day0 + DAY + 23 * 3600 + 1800, type: 'humidity_high', level: 2 });
  });

  const range = { start: () => day0, end: () => day0 + 3 * DAY - 1 };

  it('counts by day, kind, level and organization, with the mean time to acknowledge and the mean duration', async () => {
    const { envelope } = await get<AlarmStats>('stats', { start: range.start(), end: range.end() });
    expect(envelope.status).toBe(ApiStatus.ok);
    const stats = envelope.data!;
    const dayText = (d: number) => new Date((day0 + d * DAY) * 1000).toISOString().slice(0, 10);
    expect(stats.byDay).toEqual([
      { day: dayText(0), count: 3 },
      { day: dayText(1), count: 1 },
      { day: dayText(2), count: 0 },
    ]);
    expect(stats.total).toBe(4);
    expect(stats.byKind).toEqual([
      { kind: 'temperature_high', count: 2 },
      { kind: 'humidity_high', count: 1 },
      { kind: 'offline', count: 1 },
    ]);
    expect(stats.byLevel).toEqual([
      { level: 1, count: 1 },
      { level: 2, count: 1 },
      { level: 3, count: 2 },
    ]);
    const names = await platform.app.db.selectFrom('organizations').select(['id', 'name']).execute();
    const nameOf = (id: number) => names.find((o) => o.id === id)!.name;
    expect(stats.byOrganization).toEqual([
      { organizationId: world.insideDevice.organizationId, organizationName: nameOf(world.insideDevice.organizationId), count: 3 },
      { organizationId: world.outsideDevice.organizationId, organizationName: nameOf(world.outsideDevice.organizationId), count: 1 },
    ]);
    // (600 + 1200) / 2 and (3600 + 10 800) / 2
    expect(stats.meanAckSeconds).toBe(900);
    expect(stats.meanDurationSeconds).toBe(7200);
  });

  it("counts days in the user's zone (utcOffset)", async () => {
    // 23:30 UTC of day 1 is 07:30 of day 2 in UTC+8
    const { envelope } = await get<AlarmStats>('stats', { start: range.start(), end: range.end(), utcOffset: 480 });
    const byDay = Object.fromEntries(envelope.data!.byDay.map((d) => [d.day, d.count]));
    const dayText = (d: number) => new Date((day0 + d * DAY) * 1000).toISOString().slice(0, 10);
    expect(byDay[dayText(1)]).toBe(0);
    expect(byDay[dayText(2)]).toBe(1);
  });

  it('counts only what the user sees: operator01 its organizations, the second company none of these', async () => {
    const operatorStats = (await get<AlarmStats>('stats', { start: range.start(), end: range.end() }, operator)).envelope.data!;
    expect(operatorStats.total).toBe(3);
    expect(operatorStats.byOrganization.map((o) => o.organizationId)).toEqual([world.insideDevice.organizationId]);
    const second = (await get<AlarmStats>('stats', { start: range.start(), end: range.end() }, secondAdmin)).envelope.data!;
    expect(second).toMatchObject({ total: 0, byKind: [], meanAckSeconds: null, meanDurationSeconds: null });
  });

  it('refuses a missing range, a span over 31 days and a wrong utcOffset', async () => {
    expect((await get('stats', { start: day0 })).statusCode).toBe(422);
    const long = await get('stats', { start: day0, end: day0 + 32 * DAY });
    expect(long.envelope.data).toEqual({ errors: { range: 'The time frame cannot be exceeded: at most 31 days' } });
    const zone = await get('stats', { start: day0, end: day0 + DAY, utcOffset: 'east' });
    expect(Object.keys((zone.envelope.data as { errors: object }).errors)).toEqual(['utcOffset']);
  });
});

describe('GET /alarm/reasonstats', () => {
  let day: number;
  let solution: number;

  beforeAll(async () => {
    day = day0 + 100 * DAY;
    solution = await insertRecord(platform, 'triggerDealSolution', world.companyId, { name: 'Door shut', content: 'Shut the door' });
    const ack = (comment: string, solutionId: number | null = null) => ({ acknowledged_at: day + 600, ack_comment: comment, solution_id: solutionId, handling: 'processed' });
    await insertAlarm(platform, world.insideDevice, { created_at: day, status: 'closed', ended_at: day + 900, end_reason: 'manual', ...ack('Shut the door', solution) });
    // data timeouts: back in range, a silent device, and one stored before the engine told them apart (issue 26)
    const timeout = { status: 'closed', ended_at: day + 900, end_reason: 'dataTimeout', end_minutes: 10 } as const;
    await insertAlarm(platform, world.insideDevice, { created_at: day, ...timeout, end_detail: 'backInRange', ...ack('Shut the door', solution) });
    await insertAlarm(platform, world.insideDevice, { created_at: day, ...timeout, end_detail: 'silent', ...ack('Called the driver') });
    await insertAlarm(platform, world.insideDevice, { created_at: day, ...timeout, end_detail: 'silent' });
    await insertAlarm(platform, world.outsideDevice, { created_at: day, ...timeout, end_detail: null, end_minutes: null });
    await insertAlarm(platform, world.outsideDevice, { created_at: day, status: 'closed', ended_at: day + 900, end_reason: 'ruleDeleted', ...ack('') });
    // ended long after the range: not an end of the range, though opened in it
    await insertAlarm(platform, world.insideDevice, { created_at: day, status: 'closed', ended_at: day + 40 * DAY, end_reason: 'manual' });
  });

  it('counts the ends by reason, and the acknowledgements by comment and by solution with its name', async () => {
    const { envelope } = await get<AlarmReasonStats>('reasonstats', { start: day - DAY, end: day + DAY });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toEqual({
      byEndReason: [
        { reason: 'dataTimeout', detail: 'silent', count: 2 },
        { reason: 'dataTimeout', detail: null, count: 1 },
        { reason: 'dataTimeout', detail: 'backInRange', count: 1 },
        { reason: 'manual', detail: null, count: 1 },
        { reason: 'ruleDeleted', detail: null, count: 1 },
      ],
      byComment: [
        { comment: 'Shut the door', count: 2 },
        { comment: 'Called the driver', count: 1 },
      ],
      bySolution: [{ solutionId: solution, solutionName: 'Door shut', count: 2 }],
    });
  });

  it('counts only what the user sees', async () => {
    const operatorStats = (await get<AlarmReasonStats>('reasonstats', { start: day - DAY, end: day + DAY }, operator)).envelope.data!;
    expect(operatorStats.byEndReason.find((r) => r.reason === 'ruleDeleted')).toBeUndefined();
    const second = (await get<AlarmReasonStats>('reasonstats', { start: day - DAY, end: day + DAY }, secondAdmin)).envelope.data!;
    expect(second).toEqual({ byEndReason: [], byComment: [], bySolution: [] });
  });

  it('refuses a wrong range', async () => {
    const { statusCode, envelope } = await get('reasonstats', { start: day + DAY, end: day });
    expect(statusCode).toBe(422);
    expect(envelope.data).toEqual({ errors: { range: 'The start time cannot exceed the end time' } });
    expect((await get('reasonstats', { start: 123, end: day })).statusCode).toBe(422);
  });
});
