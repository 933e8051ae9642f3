import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../../test/support/testPlatform';
import type { WechatTicket } from '../../../../src/lib/wechatBinding';
import { addGraded, addReceiver, addRule, devicesOf, notificationsOf, openAlarm, QUIET_NOTIFIER } from './notifyFixtures';

const COMPANY = 1;

describe('WeChat alarms go to the bound WeChat of a receiver that is a console user (issue 28 §4)', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await createTestPlatform(QUIET_NOTIFIER);
  });
  afterEach(() => platform.close());

  it('targets the open id bound through the QR flow, and nothing once unbound; a receiver of no user keeps its typed open id', async () => {
    const { app } = platform;
    const { session } = await loginAs(platform, 'admin0001');
    const user = await app.db.selectFrom('users').select('id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const asUser = await addReceiver(app, COMPANY, { name: 'admin', wechatOpenId: 'typed-but-not-bound', userId: user.id });
    const typed = await addReceiver(app, COMPANY, { name: 'typed', wechatOpenId: 'wx-typed' });
    const gradedAlarmId = await addGraded(app, COMPANY, [{ level: 1, triggerMinutes: 0, channels: ['wechat'], receiverIds: [asUser, typed] }]);
    const ruleId = await addRule(app, COMPANY, { gradedAlarmId, messageLimit: 10 });
    const devices = await devicesOf(app, COMPANY);
    const sends = async (device: number) => {
      const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[device]!.id, ruleId, gradedAlarmId });
      await app.alarmNotifier.tick();
      return (await notificationsOf(app, id)).map((n) => `${n.receiver_name}:${n.address}:${n.state}${n.reason ? `:${n.reason}` : ''}`);
    };

    // not bound yet: the user's receiver has no WeChat (the typed id is not the user's consent)
    expect(await sends(0)).toEqual(['admin::unsent:noAddress', 'typed:wx-typed:success']);

    const { ticket } = (await signedInject<WechatTicket>(platform, { method: 'POST', url: '/wechatbinding/ticket', session, form: {} })).envelope.data!;
    await signedInject(platform, { method: 'POST', url: '/wechatbinding/simulate', session, form: { ticket } });
    const { open_id: openId } = await app.db.selectFrom('wechat_bindings').select('open_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(await sends(1)).toEqual([`admin:${openId}:success`, 'typed:wx-typed:success']);

    await signedInject(platform, { method: 'DELETE', url: '/wechatbinding', session });
    expect(await sends(2)).toEqual(['admin::unsent:noAddress', 'typed:wx-typed:success']);
  });
});
