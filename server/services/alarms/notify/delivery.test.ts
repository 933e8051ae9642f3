import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { createNotifier } from './notifier';
import { addGraded, addReceiver, addRule, devicesOf, notificationsOf, openAlarm, QUIET_NOTIFIER, timelineOf } from './notifyFixtures';
import { simulatedProviders } from './providers/simulated';

const COMPANY = 1;

describe('delivery through the providers', () => {
  let platform: TestPlatform;
  /** the draws the simulated providers take, in order; 0.5 once they run out */
  const draws: number[] = [];

  beforeAll(async () => {
    platform = await createTestPlatform({ ...QUIET_NOTIFIER, notifyDelayScale: 1, notifyFailureRate: 0.1, notifyNoAnswerRate: 0.2, notifyRandom: () => draws.shift() ?? 0.5 });
  });
  afterAll(() => platform.close());

  const row = (id: number) => platform.app.db.selectFrom('alarm_notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a voice call goes toBeSent → inProgress after a realistic delay → answered, not answered or call failed; the timeline follows', async () => {
    const { app, clock } = platform;
    const receivers = await Promise.all(['a', 'b', 'c'].map((name, i) => addReceiver(app, COMPANY, { name, mobile: `1360000000${i}` })));
    const gradedAlarmId = await addGraded(app, COMPANY, [{ level: 1, triggerMinutes: 0, channels: ['voice'], receiverIds: receivers }]);
    const ruleId = await addRule(app, COMPANY, { gradedAlarmId });
    const alarm = await openAlarm(app, { companyId: COMPANY, deviceId: (await devicesOf(app, COMPANY))[0]!.id, ruleId, gradedAlarmId });

    // dispatch: one draw each for the delay (0 → 10 s, 1 → 40 s)
    draws.push(0, 0, 1);
    await app.alarmNotifier.tick();
    const sent = await notificationsOf(app, alarm);
    expect(sent.map((n) => [n.state, Number(n.due_at) - clock.now()])).toEqual([
      ['inProgress', 10_000],
      ['inProgress', 10_000],
      ['inProgress', 40_000],
    ]);
    expect((await timelineOf(app, alarm)).filter((e) => e.kind === 'notification').map((e) => e.detail.state)).toEqual(['inProgress', 'inProgress', 'inProgress']);

    clock.advance(10);
    // a: not failed (0.5), answered (0.5); b: not failed (0.5), not answered (0.1)
    draws.push(0.5, 0.5, 0.5, 0.1);
    await app.alarmNotifier.tick();
    expect((await notificationsOf(app, alarm)).map((n) => [n.receiver_name, n.state, n.call_state])).toEqual([
      ['a', 'success', 'answered'],
      ['b', 'success', 'notAnswered'],
      ['c', 'inProgress', null],
    ]);

    clock.advance(30);
    // c: failed (0.05 < 0.1)
    draws.push(0.05);
    await app.alarmNotifier.tick();
    expect(await row(sent[2]!.id)).toMatchObject({ state: 'failed', call_state: 'callFailed', reason: 'providerFailed', due_at: null });
    expect((await timelineOf(app, alarm)).filter((e) => e.kind === 'notification').map((e) => [e.detail.receiverName, e.detail.state, e.detail.callState, e.detail.reason])).toEqual([
      ['a', 'success', 'answered', null],
      ['b', 'success', 'notAnswered', null],
      ['c', 'failed', 'callFailed', 'providerFailed'],
    ]);
  });

  it('a toBeSent row written elsewhere (an alerter test sound, no alarm) goes through its provider once due', async () => {
    const { app, clock } = platform;
    const now = app.nowUnix();
    const insert = (dueAt: number) =>
      app.db
        .insertInto('alarm_notifications')
        .values({ company_id: COMPANY, channel: 'alerter', receiver_name: 'sounder', address: 'A-01', text: 'test', state: 'toBeSent', created_at: now, updated_at: now, due_at: dueAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    const due = await insert(clock.now());
    const later = await insert(clock.now() + 5_000);
    draws.push(0); // 300 ms
    await app.alarmNotifier.tick();
    expect(await row(due.id)).toMatchObject({ state: 'inProgress', due_at: clock.now() + 300 });
    expect(await row(later.id)).toMatchObject({ state: 'toBeSent' });

    clock.advance(5);
    draws.push(0.9, 0); // due: succeeds; later: dispatched, 300 ms
    await app.alarmNotifier.tick();
    expect(await row(due.id)).toMatchObject({ state: 'success', due_at: null, reason: null });
    expect(await row(later.id)).toMatchObject({ state: 'inProgress' });
    clock.advance(1);
    draws.push(0.01); // fails
    await app.alarmNotifier.tick();
    expect(await row(later.id)).toMatchObject({ state: 'failed', reason: 'providerFailed', call_state: null });
  });

  it('a channel with too many rows in progress backlogs new ones, which go on, oldest first, as it frees', async () => {
    const { app, clock } = platform;
    const notifier = createNotifier(app.db, {
      now: clock.now,
      settings: { creditPerSms: 1, creditPerVoiceCall: 1, dayUtcOffsetMinutes: 480 },
      providers: simulatedProviders({ random: () => 0.5, delayScale: 1, failureRate: 0, noAnswerRate: 0 }),
      backlogAt: 2,
    });
    const now = app.nowUnix();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const inserted = await app.db
        .insertInto('alarm_notifications')
        .values({ company_id: COMPANY, channel: 'wechat', receiver_name: `r${i}`, address: `wx${i}`, text: 'x', state: 'toBeSent', created_at: now, updated_at: now, due_at: clock.now() + i })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    const states = async () => Promise.all(ids.map(async (id) => (await row(id)).state));
    clock.advance(0.01);
    expect(await notifier.tick()).toMatchObject({ dispatched: 2, backlogged: 3 });
    expect(await states()).toEqual(['inProgress', 'inProgress', 'backlogged', 'backlogged', 'backlogged']);
    // WeChat answers in 1.25 s at a draw of 0.5
    clock.advance(1.25);
    await notifier.tick();
    expect(await states()).toEqual(['success', 'success', 'inProgress', 'inProgress', 'backlogged']);
    clock.advance(1.25);
    await notifier.tick();
    clock.advance(1.25);
    await notifier.tick();
    expect(await states()).toEqual(['success', 'success', 'success', 'success', 'success']);
  });

  it('a row of a channel without a provider fails instead of waiting forever', async () => {
    const { app, clock } = platform;
    const now = app.nowUnix();
    const inserted = await app.db
      .insertInto('alarm_notifications')
      .values({ company_id: COMPANY, channel: 'pager', text: 'x', state: 'toBeSent', created_at: now, updated_at: now, due_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.alarmNotifier.tick();
    expect(await row(inserted.id)).toMatchObject({ state: 'failed', reason: 'providerFailed', due_at: null });
  });
});
