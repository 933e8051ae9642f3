import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { dayStart, messageLimitOf } from './limits';
import { addGraded, addReceiver, addRule, balances, devicesOf, notificationsOf, openAlarm, QUIET_NOTIFIER, timelineOf } from './notifyFixtures';
import type { NotifyChannel } from '../../../../src/lib/alarms';

const COMPANY = 1;
const OTHER_COMPANY = 2;

describe('notification limits (spec §5, §8, §9): over one, a row is kept unsent with its reason', () => {
  let platform: TestPlatform;
  let devices: Array<{ id: number }>;
  let nextDevice = 0;

  beforeAll(async () => {
    platform = await createTestPlatform(QUIET_NOTIFIER);
    devices = await devicesOf(platform.app, COMPANY);
  });
  afterAll(() => platform.close());

  /** A receiver reached on `channels` at level 1, under a rule of its own. */
  async function oneLevel(companyId: number, channels: NotifyChannel[], receiver: Parameters<typeof addReceiver>[2], rule: { repeatIntervalHours?: number; messageLimit?: number } = {}) {
    const { app } = platform;
    const receiverId = await addReceiver(app, companyId, receiver);
    const gradedAlarmId = await addGraded(app, companyId, [{ level: 1, triggerMinutes: 0, channels, receiverIds: [receiverId] }]);
    const ruleId = await addRule(app, companyId, { gradedAlarmId, messageLimit: 10, ...rule });
    return { ruleId, gradedAlarmId, receiverId };
  }

  /** Opens an alarm on a device of its own, ticks, and answers its notifications' states. */
  async function alarmSends(setup: { ruleId: number; gradedAlarmId: number }, deviceId = devices[nextDevice++]!.id) {
    const { app } = platform;
    const id = await openAlarm(app, { companyId: COMPANY, deviceId, ruleId: setup.ruleId, gradedAlarmId: setup.gradedAlarmId });
    await app.alarmNotifier.tick();
    return (await notificationsOf(app, id)).map((n) => (n.reason ? `${n.channel}:${n.state}:${n.reason}` : `${n.channel}:${n.state}`));
  }

  it('voice: the 2nd call to one number inside a minute is not made (voicePerMinute)', async () => {
    const setup = await oneLevel(COMPANY, ['voice'], { name: 'v1', mobile: '13900000001' });
    expect(await alarmSends(setup)).toEqual(['voice:success']);
    platform.clock.advance(59);
    expect(await alarmSends(setup)).toEqual(['voice:unsent:voicePerMinute']);
    platform.clock.advance(1);
    expect(await alarmSends(setup)).toEqual(['voice:success']);
  });

  it('voice: the 6th call to one number inside an hour is not made (voicePerHour)', async () => {
    const setup = await oneLevel(COMPANY, ['voice'], { name: 'v2', mobile: '13900000002' });
    for (let call = 1; call <= 5; call += 1) {
      expect(await alarmSends(setup)).toEqual(['voice:success']);
      platform.clock.advance(61);
    }
    expect(await alarmSends(setup)).toEqual(['voice:unsent:voicePerHour']);
    // the first call leaves the hour 3600 s after it was made
    platform.clock.advance(3600 - 5 * 61);
    expect(await alarmSends(setup)).toEqual(['voice:success']);
  });

  it('voice: the 21st call to one number inside 24 hours is not made (voicePerDay); calls not made do not count', async () => {
    const setup = await oneLevel(COMPANY, ['voice'], { name: 'v3', mobile: '13900000003' });
    const start = platform.app.nowUnix();
    for (let call = 1; call <= 20; call += 1) {
      expect(await alarmSends(setup)).toEqual(['voice:success']);
      // a refused call in between (inside the minute) is recorded but uses nothing up
      if (call === 10) expect(await alarmSends(setup)).toEqual(['voice:unsent:voicePerMinute']);
      // five an hour at most: 12 minutes apart
      platform.clock.advance(721);
    }
    expect(await alarmSends(setup)).toEqual(['voice:unsent:voicePerDay']);
    // 24 hours after the first call, it has left the window
    platform.clock.advance(start + 86_400 - platform.app.nowUnix());
    expect(await alarmSends(setup)).toEqual(['voice:success']);
  });

  it('e-mail and WeChat: the 201st of the calendar day for one device is not sent (emailPerDay, wechatPerDay)', async () => {
    const { app, clock } = platform;
    const setup = await oneLevel(COMPANY, ['email', 'wechat'], { name: 'mail', email: 'ops@example.com', wechatOpenId: 'wx-ops' });
    const device = devices[nextDevice++]!.id;
    const today = dayStart(app.nowUnix(), app.config.alarmDayUtcOffsetMinutes);
    const rows = (channel: string, state: string, createdAt: number, n: number) =>
      Array.from({ length: n }, () => ({ company_id: COMPANY, device_id: device, channel, address: 'earlier@example.com', state, created_at: createdAt, updated_at: createdAt }));
    for (const channel of ['email', 'wechat']) {
      // 200 sent today; yesterday's and today's unsent ones do not count
      await app.db.insertInto('alarm_notifications').values(rows(channel, 'success', today, 200)).execute();
      await app.db.insertInto('alarm_notifications').values(rows(channel, 'success', today - 1, 50)).execute();
      await app.db.insertInto('alarm_notifications').values(rows(channel, 'unsent', today, 5)).execute();
    }
    expect(await alarmSends(setup, device)).toEqual(['email:unsent:emailPerDay', 'wechat:unsent:wechatPerDay']);
    // another device is not held back
    expect(await alarmSends(setup)).toEqual(['email:success', 'wechat:success']);
    // the next calendar day (ALARM_DAY_UTC_OFFSET_MINUTES) starts afresh
    clock.advance(today + 86_400 - app.nowUnix());
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: device, ruleId: setup.ruleId, gradedAlarmId: setup.gradedAlarmId, kind: 'humidity_high' });
    await app.alarmNotifier.tick();
    expect((await notificationsOf(app, id)).map((n) => `${n.channel}:${n.state}`)).toEqual(['email:success', 'wechat:success']);
  });

  it("an alarm's messages per channel and receiver stop at the rule's message limit (messageLimit)", async () => {
    const { app, clock } = platform;
    const setup = await oneLevel(COMPANY, ['sms'], { name: 'limited', mobile: '13900000009' }, { messageLimit: 2, repeatIntervalHours: 1 });
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[nextDevice++]!.id, ruleId: setup.ruleId, gradedAlarmId: setup.gradedAlarmId });
    for (let send = 0; send < 3; send += 1) {
      await app.alarmNotifier.tick();
      clock.advance(3600);
    }
    expect((await notificationsOf(app, id)).map((n) => `${n.state}:${n.reason ?? ''}:${n.cost}`)).toEqual(['success::1', 'success::1', 'unsent:messageLimit:0']);
    const entries = (await timelineOf(app, id)).filter((e) => e.kind === 'notification');
    expect(entries.map((e) => e.detail.reason)).toEqual([null, null, 'messageLimit']);
  });

  it('a receiver without an address on the channel is recorded unsent (noAddress) and costs nothing', async () => {
    const { app } = platform;
    const before = await balances(app, COMPANY);
    const setup = await oneLevel(COMPANY, ['sms', 'urlPush', 'alerter'], { name: 'nobody' });
    expect(await alarmSends(setup)).toEqual(['sms:unsent:noAddress', 'urlPush:unsent:noAddress', 'alerter:success']);
    expect(await balances(app, COMPANY)).toEqual(before);
  });

  it('without enough credit an SMS fails with "Insufficient balance" (insufficientBalance) and nothing is taken', async () => {
    const { app } = platform;
    const device = (await devicesOf(app, OTHER_COMPANY))[0]!.id;
    await app.db.updateTable('companies').set({ sms_balance: 1 }).where('id', '=', OTHER_COMPANY).execute();
    const first = await addReceiver(app, OTHER_COMPANY, { name: 'first', mobile: '13900000011' });
    const second = await addReceiver(app, OTHER_COMPANY, { name: 'second', mobile: '13900000012' });
    const gradedAlarmId = await addGraded(app, OTHER_COMPANY, [{ level: 1, triggerMinutes: 0, channels: ['sms'], receiverIds: [first, second] }]);
    const ruleId = await addRule(app, OTHER_COMPANY, { gradedAlarmId });
    const id = await openAlarm(app, { companyId: OTHER_COMPANY, deviceId: device, ruleId, gradedAlarmId });
    await app.alarmNotifier.tick();
    const sent = await notificationsOf(app, id);
    expect(sent.map((n) => [n.receiver_name, n.state, n.reason, n.cost])).toEqual([
      ['first', 'success', null, 1],
      ['second', 'failed', 'insufficientBalance', 0],
    ]);
    expect(await balances(app, OTHER_COMPANY)).toMatchObject({ sms_balance: 0 });
    // the seed's recharges (the starting credit, issue 30 §3) aside: what the alarm took
    const history = await app.db.selectFrom('balance_history').selectAll().where('company_id', '=', OTHER_COMPANY).where('reason', '!=', 'topUp').execute();
    expect(history).toEqual([expect.objectContaining({ kind: 'sms', change: -1, balance_after: 0, reason: 'alarm', notification_id: sent[0]!.id, source_company_id: OTHER_COMPANY })]);
    expect((await timelineOf(app, id)).filter((e) => e.kind === 'notification').map((e) => e.detail.state)).toEqual(['success', 'failed']);
  });
});

describe('limit arithmetic', () => {
  it("starts the calendar day at midnight of ALARM_DAY_UTC_OFFSET_MINUTES' zone", () => {
    // 2024-01-01 16:00 UTC is midnight of 2024-01-02 in UTC+8
    const midnight = Date.UTC(2024, 0, 1, 16) / 1000;
    expect(dayStart(midnight, 480)).toBe(midnight);
    expect(dayStart(midnight - 1, 480)).toBe(midnight - 86_400);
    expect(dayStart(midnight + 86_399, 480)).toBe(midnight);
    expect(dayStart(midnight, 0)).toBe(Date.UTC(2024, 0, 1) / 1000);
  });

  it('keeps a message limit inside 2–10, 3 without one', () => {
    expect([undefined, 'x', 1, 2, 7, 10, 11].map(messageLimitOf)).toEqual([3, 3, 2, 2, 7, 10, 10]);
  });
});
