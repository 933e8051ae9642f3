import type { AlarmSession } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';

let platform: TestPlatform;
let operator: TestSession;
let secondAdmin: TestSession;
let world: AlarmWorld;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  world = await alarmWorld(platform);
});
afterAll(() => platform.close());

const session = (id: number | string, user = operator) => signedInject<AlarmSession>(platform, { method: 'GET', url: `/alarm/${id}`, session: user });

describe('GET /alarm/{id}', () => {
  it('answers the alarm, its timeline in order and its notifications', async () => {
    const at = nowOf(platform) - 3600;
    const id = await insertAlarm(platform, world.insideDevice, { created_at: at, level: 2 });
    const event = (ts: number, kind: string, detail: object, level = 1) => ({ alarm_id: id, company_id: world.companyId, ts, kind, level, detail: JSON.stringify(detail) });
    // inserted out of order: the timeline is by time
    await platform.app.db
      .insertInto('alarm_events')
      .values([event(at + 600, 'level', { from: 1 }, 2), event(at, 'opened', {}), event(at + 60, 'notification', { channel: 'sms', state: 'success' })])
      .execute();
    await platform.app.db
      .insertInto('alarm_notifications')
      .values({ alarm_id: id, company_id: world.companyId, channel: 'sms', address: '13900000002', receiver_name: 'Wang', state: 'success', created_at: at + 60, updated_at: at + 65 })
      .execute();

    const { envelope } = await session(id);
    expect(envelope.status).toBe(ApiStatus.ok);
    const data = envelope.data!;
    expect(data.alarm).toMatchObject({ id, level: 2, deviceId: world.insideDevice.id, status: 'open' });
    expect(data.timeline.map((entry) => [entry.kind, entry.ts, entry.level])).toEqual([
      ['opened', at, 1],
      ['notification', at + 60, 1],
      ['level', at + 600, 2],
    ]);
    expect(data.timeline[1]!.detail).toEqual({ channel: 'sms', state: 'success' });
    expect(data.notifications).toMatchObject([{ channel: 'sms', address: '139****0002', receiverName: 'Wang', state: 'success', createdAt: at + 60, updatedAt: at + 65 }]);
  });

  it('answers the same -6 for a missing id, a malformed one, an invisible organization and another company', async () => {
    const outside = await insertAlarm(platform, world.outsideDevice);
    const inside = await insertAlarm(platform, world.insideDevice);
    const answers = await Promise.all([session(99_999_999), session('abc'), session(0), session(outside), session(inside, secondAdmin)]);
    for (const { statusCode, envelope } of answers) {
      expect(statusCode).toBe(404);
      expect(envelope).toMatchObject({ status: ApiStatus.notFound, message: 'The requested item does not exist' });
    }
    // the company's own admin sees the organization operator01 does not
    const admin = (await loginAs(platform, 'admin0001')).session;
    expect((await session(outside, admin)).envelope.status).toBe(ApiStatus.ok);
  });
});
