/**
 * Two instances' notifiers on one database (issue 27 §2): ticking at the same moment on the same
 * due notifications, each notification reaches its provider once. The providers are the simulated
 * ones of each instance, watched to count what they are handed.
 */
import type { NotifyChannel } from '../../../../src/lib/alarms';
import { createTestCluster, testRedisUrl, type TestCluster } from '../../../../test/support/testCluster';
import { addGraded, addReceiver, addRule, devicesOf, notificationsOf, openAlarm, QUIET_NOTIFIER } from './notifyFixtures';

const COMPANY = 1;

describe.skipIf(!testRedisUrl())('two notifiers on one database', () => {
  let cluster: TestCluster;
  /** every row a provider was handed: its id, on which instance */
  const sent: Array<{ id: number; instance: number }> = [];

  beforeAll(async () => {
    cluster = await createTestCluster(2, QUIET_NOTIFIER);
    for (const [instance, platform] of cluster.instances.entries()) {
      for (const provider of platform.app.alarmNotifier.providers.values()) {
        const dispatch = provider.dispatch.bind(provider);
        provider.dispatch = (row) => {
          sent.push({ id: row.id, instance });
          return dispatch(row);
        };
      }
    }
  }, 60_000);
  afterAll(() => cluster?.close());

  const first = () => cluster.instances[0]!;
  const second = () => cluster.instances[1]!;
  /** both notifiers tick at the same moment, twice (the second settles what the first left in progress) */
  async function tickBoth(): Promise<void> {
    for (let round = 0; round < 2; round += 1) await Promise.all([first().app.alarmNotifier.tick(), second().app.alarmNotifier.tick()]);
  }
  async function expectSentOnce(ids: number[]): Promise<void> {
    const sorted = [...ids].sort((x, y) => x - y);
    expect(sent.map((send) => send.id).sort((x, y) => x - y)).toEqual(sorted);
    const states = await first().app.db.selectFrom('alarm_notifications').select('state').where('id', 'in', sorted).execute();
    expect(states.map((row) => row.state)).toEqual(sorted.map(() => 'success'));
  }
  beforeEach(() => {
    sent.length = 0;
  });

  it('send each due notification once when both tick at the same moment', async () => {
    const { app, clock } = first();
    // rows already due, as a balance warning or an alerter's test sound leaves them
    const now = app.nowUnix();
    const channels: NotifyChannel[] = ['sms', 'voice', 'email', 'wechat', 'sms', 'sms', 'urlPush', 'sms'];
    const ids: number[] = [];
    for (const [i, channel] of channels.entries()) {
      const row = await app.db
        .insertInto('alarm_notifications')
        .values({ company_id: COMPANY, channel, address: `1380000${String(i).padStart(4, '0')}`, text: 'balance low', state: 'toBeSent', created_at: now, updated_at: now, due_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await tickBoth();
    await expectSentOnce(ids);
  });

  it('send an escalating alarm’s SMS and calls once when both tick at the same moment', async () => {
    const { app } = first();
    const receivers = await Promise.all(['a', 'b', 'c'].map((name, i) => addReceiver(app, COMPANY, { name, mobile: `1370000000${i}` })));
    const gradedAlarmId = await addGraded(app, COMPANY, [{ level: 1, triggerMinutes: 0, channels: ['sms', 'voice'], receiverIds: receivers }]);
    const ruleId = await addRule(app, COMPANY, { gradedAlarmId });
    const alarm = await openAlarm(app, { companyId: COMPANY, deviceId: (await devicesOf(app, COMPANY))[0]!.id, ruleId, gradedAlarmId });
    await tickBoth();
    const rows = await notificationsOf(app, alarm);
    expect(rows.map((row) => [row.channel, row.receiver_name])).toEqual([
      ['sms', 'a'],
      ['sms', 'b'],
      ['sms', 'c'],
      ['voice', 'a'],
      ['voice', 'b'],
      ['voice', 'c'],
    ]);
    await expectSentOnce(rows.map((row) => row.id));
  });
});
