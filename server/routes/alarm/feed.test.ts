import { ALARM_FEED_MAX, isAlarmSocketMessage, type AlarmSocketMessage } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, type AlarmWorld } from '../../../test/support/alarmWorld';

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;
let world: AlarmWorld;
/** the largest id before the test's own alarms */
let before: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  world = await alarmWorld(platform);
  before = (await platform.app.db.selectFrom('alarms').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
});
afterAll(() => platform.close());

const feed = (after: number | string, user = operator) => signedInject<AlarmSocketMessage[]>(platform, { method: 'GET', url: '/alarm/feed', query: { after }, session: user });

describe('GET /alarm/feed (the panel catching up after a reconnect)', () => {
  it('answers the open live alarms after the given id that the user sees, oldest first, as 0003 messages', async () => {
    const first = await insertAlarm(platform, world.insideDevice, { type: 'temperature_high', peak_value: 9.2, threshold: 8, level: 2 });
    await insertAlarm(platform, world.insideDevice, { status: 'closed' });
    await insertAlarm(platform, world.insideDevice, { source: 'history' });
    const outside = await insertAlarm(platform, world.outsideDevice);
    const foreign = await insertAlarm(platform, world.foreignDevice);
    const last = await insertAlarm(platform, world.insideDevice, { type: 'offline', peak_value: null, threshold: null });

    // the test's own alarms: the engine may open others (offline) while the test runs
    const mine = new Set([first, outside, foreign, last]);
    const ids = async (after: number, user = operator) => (await feed(after, user)).envelope.data!.map((m) => m.alarmId).filter((id) => mine.has(id));

    const { envelope } = await feed(before);
    expect(envelope.status).toBe(ApiStatus.ok);
    const messages = envelope.data!.filter((m) => mine.has(m.alarmId));
    expect(messages.map((m) => m.alarmId)).toEqual([first, last]);
    expect(messages.every(isAlarmSocketMessage)).toBe(true);
    const device = await platform.app.db.selectFrom('devices').select('name').where('id', '=', world.insideDevice.id).executeTakeFirstOrThrow();
    expect(messages[0]).toMatchObject({ event: '0003', eventField: 'temperature', displayTitle: device.name, message: '9.2 °C > 8 °C', level: 2, kind: 'temperature_high' });
    expect(messages[1]).toMatchObject({ eventField: 'offline', message: '' });

    // after the first: only the last
    expect(await ids(first)).toEqual([last]);
    // the company admin sees both organizations; the second company only its own
    expect(await ids(before, admin)).toEqual([first, outside, last]);
    expect(await ids(before, secondAdmin)).toEqual([foreign]);
  });

  it('answers at most ALARM_FEED_MAX, the oldest', async () => {
    const start = (await platform.app.db.selectFrom('alarms').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
    // alarms of one kind on distinct devices are what the engine makes; the route does not care
    for (let i = 0; i < ALARM_FEED_MAX + 5; i += 1) await insertAlarm(platform, world.insideDevice);
    const messages = (await feed(start)).envelope.data!;
    expect(messages).toHaveLength(ALARM_FEED_MAX);
    expect(messages[0]!.alarmId).toBe(start + 1);
  });

  it('refuses an after that is not a whole number ≥ 0', async () => {
    for (const after of [-1, 'abc', 1.5]) {
      const { statusCode, envelope } = await feed(after);
      expect(statusCode).toBe(422);
      expect(Object.keys((envelope.data as unknown as { errors: object }).errors)).toEqual(['after']);
    }
  });

  it('needs no page: any signed-in user, and no one else', async () => {
    const unsigned = await signedInject(platform, { method: 'GET', url: '/alarm/feed', query: { after: 0 } });
    expect(unsigned.statusCode).toBe(401);
  });
});
