import type { AlarmHistoryPage, AlarmRow } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, insertRecord, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';

type History = AlarmHistoryPage;

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;
let world: AlarmWorld;
const DAY = 86_400;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  world = await alarmWorld(platform);
});
afterAll(() => platform.close());

const history = (query: Record<string, string | number>, lang = 'en', session = operator) =>
  signedInject<History>(platform, { method: 'GET', url: '/alarm/history', query, session, lang });

describe('GET /alarm/history (spec §5 time range on the server)', () => {
  it('answers the alarms of the range, newest first', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const { envelope } = await history({ start: now - 30 * DAY, end: now });
    expect(envelope.status).toBe(ApiStatus.ok);
    const data = envelope.data!;
    expect(data.total).toBeGreaterThan(0);
    expect(data.truncated).toBe(false);
    const times = data.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.list[0]).toMatchObject({ deviceNumber: expect.stringMatching(/^\d{8}$/), level: expect.any(Number) });
  });

  it('refuses a missing end, start after end and a span over 31 days, translated', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const missing = await history({ start: now });
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.data).toEqual({ errors: { range: 'Please enter a start time and end time' } });
    expect((await history({ start: now, end: now - 10 })).envelope.data).toEqual({ errors: { range: 'The start time cannot exceed the end time' } });
    const tooLong = await history({ start: now - 40 * DAY, end: now }, 'zh-CN');
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys((tooLong.envelope.data as unknown as { errors: object }).errors)).toEqual(['range']);
  });

  it('cuts more than 100 rows with the truncation message', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const company = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await platform.app.db
      .insertInto('alarms')
      .values(Array.from({ length: 120 }, (_, i) => ({ device_id: 1, type: 'offline', level: 1, created_at: now - 100 - i, company_id: company })))
      .execute();
    const { envelope } = await history({ start: now - DAY, end: now });
    expect(envelope.data!.list).toHaveLength(100);
    expect(envelope.data!.total).toBeGreaterThan(100);
    expect(envelope.data).toMatchObject({ truncated: true, message: 'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.' });
  });
});

describe('GET /alarm/history rows and filters', () => {
  // a window of its own, far from the seeded alarms (the last 30 days)
  const base = () => nowOf(platform) - 200 * DAY;
  const range = () => ({ start: base() - DAY, end: base() + DAY });
  let ids: Record<string, number>;

  beforeAll(async () => {
    const at = base();
    const ruleId = await insertRecord(platform, 'alarmRule', world.companyId, { name: 'Vaccine fridge' });
    ids = {
      open: await insertAlarm(platform, world.insideDevice, { created_at: at - 300, rule_id: ruleId, level: 2, peak_value: 9.6, threshold: 8 }),
      acknowledged: await insertAlarm(platform, world.insideDevice, {
        created_at: at - 200,
        type: 'humidity_low',
        acknowledged_at: at - 100,
        acknowledged_by_name: 'admin0001',
        ack_comment: 'door closed',
        handling: 'processed',
      }),
      closed: await insertAlarm(platform, world.insideDevice, {
        created_at: at - 100,
        type: 'offline',
        status: 'closed',
        ended_at: at + 500,
        end_reason: 'manual',
        ended_by_name: 'admin0001',
        close_comment: 'sensor replaced',
        peak_value: null,
        threshold: null,
      }),
      outside: await insertAlarm(platform, world.outsideDevice, { created_at: at }),
    };
  });

  it('answers AlarmRow: device, organization, rule, values, handling and the duration', async () => {
    const { envelope } = await history(range(), 'en', admin);
    const rows = envelope.data!.list;
    expect(rows.map((row) => row.id)).toEqual([ids.outside, ids.closed, ids.acknowledged, ids.open]);
    const open = rows.find((row) => row.id === ids.open)!;
    const organization = await platform.app.db.selectFrom('organizations').select('name').where('id', '=', world.insideDevice.organizationId).executeTakeFirstOrThrow();
    expect(open).toMatchObject<Partial<AlarmRow>>({
      deviceId: world.insideDevice.id,
      organizationId: world.insideDevice.organizationId,
      organizationName: organization.name,
      kind: 'temperature_high',
      level: 2,
      status: 'open',
      handling: 'unprocessed',
      ruleName: 'Vaccine fridge',
      peakValue: 9.6,
      threshold: 8,
      firstExceededAt: base() - 300,
      endedAt: null,
      endReason: null,
    });
    // open: to now
    expect(open.durationSeconds).toBe(nowOf(platform) - (base() - 300));
    const closed = rows.find((row) => row.id === ids.closed)!;
    expect(closed).toMatchObject({ status: 'closed', durationSeconds: 600, endReason: 'manual', endedBy: 'admin0001', closeComment: 'sensor replaced', ruleName: '' });
    expect(rows.find((row) => row.id === ids.acknowledged)).toMatchObject({ acknowledgedBy: 'admin0001', ackComment: 'door closed', handling: 'processed' });
  });

  it('filters by state: open, unacknowledged, acknowledged, closed', async () => {
    const idsOf = async (state: string) => (await history({ ...range(), state }, 'en', admin)).envelope.data!.list.map((row) => row.id).sort();
    expect(await idsOf('open')).toEqual([ids.open, ids.acknowledged, ids.outside].sort());
    expect(await idsOf('unacknowledged')).toEqual([ids.open, ids.outside].sort());
    expect(await idsOf('acknowledged')).toEqual([ids.acknowledged]);
    expect(await idsOf('closed')).toEqual([ids.closed]);
  });

  it('filters by device, organization (with its subtree), kind and level', async () => {
    const idsOf = async (query: Record<string, string | number>) => (await history({ ...range(), ...query }, 'en', admin)).envelope.data!.list.map((row) => row.id).sort();
    expect(await idsOf({ deviceId: world.outsideDevice.id })).toEqual([ids.outside]);
    // JS holds JS-NJ-JN, where the inside device is
    expect(await idsOf({ organizationId: world.organizations.JS! })).toEqual([ids.open, ids.acknowledged, ids.closed].sort());
    expect(await idsOf({ organizationId: world.organizations.ZJ! })).toEqual([ids.outside]);
    expect(await idsOf({ kind: 'offline' })).toEqual([ids.closed]);
    expect(await idsOf({ level: 2 })).toEqual([ids.open]);
    expect(await idsOf({ kind: 'offline', level: 2 })).toEqual([]);
  });

  it('shows operator01 only its organizations, and another company nothing of this one', async () => {
    const seen = (await history(range())).envelope.data!.list.map((row) => row.id);
    expect(seen.sort()).toEqual([ids.open, ids.acknowledged, ids.closed].sort());
    // asking for an organization it does not see narrows to nothing rather than widening
    expect((await history({ ...range(), organizationId: world.organizations.ZJ! })).envelope.data!.total).toBe(0);
    const second = await history(range(), 'en', secondAdmin);
    expect(second.envelope.status).toBe(ApiStatus.ok);
    expect(second.envelope.data!.total).toBe(0);
    expect((await history({ ...range(), deviceId: world.insideDevice.id }, 'en', secondAdmin)).envelope.data!.list).toEqual([]);
  });

  it('refuses wrong filters with -5 naming each field', async () => {
    const { statusCode, envelope } = await history({ ...range(), kind: 'hot', level: 9, state: 'gone', deviceId: 'abc', organizationId: 0, utcOffset: 2000 });
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as unknown as { errors: object }).errors).sort()).toEqual(['deviceId', 'kind', 'level', 'organizationId', 'state', 'utcOffset']);
    expect((await history({ ...range(), level: 'two' })).envelope.data).toEqual({ errors: { level: 'Must be an integer' } });
  });

  it('reads zone-less date strings in utcOffset', async () => {
    const day = new Date((base() + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const { envelope } = await history({ start: `${day} 00:00`, end: `${day} 23:59:59`, utcOffset: 480 }, 'en', admin);
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data!.list.map((row) => row.id)).toContain(ids.open);
  });
});

describe('GET /alarm/advancedhistory', () => {
  it('adds every notification of each row, masked, in order', async () => {
    const at = nowOf(platform) - 300 * DAY;
    const first = await insertAlarm(platform, world.insideDevice, { created_at: at });
    const second = await insertAlarm(platform, world.insideDevice, { created_at: at + 10 });
    const notification = (alarmId: number, channel: string, address: string, created: number) => ({
      alarm_id: alarmId,
      company_id: world.companyId,
      device_id: world.insideDevice.id,
      level: 1,
      channel,
      receiver_name: 'Li',
      address,
      text: 'x',
      state: 'success',
      created_at: created,
      updated_at: created,
    });
    await platform.app.db
      .insertInto('alarm_notifications')
      .values([notification(first, 'voice', '13800000001', at + 5), notification(first, 'sms', '13800000001', at + 1), notification(second, 'email', 'li@example.com', at + 20)])
      .execute();
    const { envelope } = await signedInject<History>(platform, { method: 'GET', url: '/alarm/advancedhistory', query: { start: at - 10, end: at + 100 }, session: operator });
    expect(envelope.status).toBe(ApiStatus.ok);
    const byId = new Map(envelope.data!.list.map((row) => [row.id, row]));
    expect(byId.get(first)!.notifications!.map((n) => [n.channel, n.address])).toEqual([
      ['sms', '138****0001'],
      ['voice', '138****0001'],
    ]);
    expect(byId.get(second)!.notifications).toMatchObject([{ channel: 'email', address: 'l***@example.com', state: 'success', alarmId: second }]);
  });

  it('checks the range like the history', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/alarm/advancedhistory', query: { start: 'yesterday', end: 1 }, session: operator });
    expect(statusCode).toBe(422);
    expect(Object.keys((envelope.data as { errors: object }).errors)).toEqual(['start']);
  });
});
