import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { addGraded, addReceiver, addRule, devicesOf, notificationsOf, openAlarm, QUIET_NOTIFIER, timelineOf } from './notifyFixtures';

const COMPANY = 1;
const MINUTE = 60;

describe('graded escalation', () => {
  let platform: TestPlatform;
  let devices: Array<{ id: number }>;
  let receivers: { duty: number; manager: number };

  beforeAll(async () => {
    platform = await createTestPlatform(QUIET_NOTIFIER);
    devices = await devicesOf(platform.app, COMPANY);
  });

  /** Each test its own receivers (numbers of its own: the voice limits count per number) and graded alarm. */
  let scenario = 0;
  async function graded() {
    const { app } = platform;
    scenario += 1;
    receivers = {
      duty: await addReceiver(app, COMPANY, { name: 'duty', mobile: `1380000${scenario}001`, email: `duty${scenario}@example.com` }),
      manager: await addReceiver(app, COMPANY, { name: 'manager', mobile: `1380000${scenario}002`, email: `manager${scenario}@example.com` }),
    };
    const gradedId = await addGraded(app, COMPANY, [
      { level: 1, triggerMinutes: 0, channels: ['sms'], receiverIds: [receivers.duty] },
      { level: 2, triggerMinutes: 10, channels: ['sms', 'email'], receiverIds: [receivers.duty, receivers.manager] },
      { level: 3, triggerMinutes: 30, channels: ['voice'], receiverIds: [receivers.manager] },
    ]);
    const ruleId = await addRule(app, COMPANY, { gradedAlarmId: gradedId, repeatIntervalHours: 1, messageLimit: 10 });
    return { ruleId, gradedId };
  }
  afterAll(() => platform.close());

  const alarmRow = (id: number) => platform.app.db.selectFrom('alarms').select(['level', 'level_at', 'last_sent_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const summary = async (id: number) => (await notificationsOf(platform.app, id)).map((n) => `${n.level}:${n.channel}:${n.receiver_name}:${n.state}`);

  it('climbs through the levels as the clock moves, each level sending its channels to its receivers', async () => {
    const { app, clock } = platform;
    const opened = app.nowUnix();
    const { ruleId, gradedId } = await graded();
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[0]!.id, ruleId, gradedAlarmId: gradedId });

    await app.alarmNotifier.tick();
    expect(await summary(id)).toEqual(['1:sms:duty:success']);
    expect(await alarmRow(id)).toMatchObject({ level: 1, last_sent_at: opened });

    clock.advance(9 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await summary(id)).toHaveLength(1);

    clock.advance(1 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await alarmRow(id)).toEqual({ level: 2, level_at: opened + 10 * MINUTE, last_sent_at: opened + 10 * MINUTE });
    expect((await summary(id)).slice(1)).toEqual(['2:sms:duty:success', '2:sms:manager:success', '2:email:duty:success', '2:email:manager:success']);

    clock.advance(20 * MINUTE);
    await app.alarmNotifier.tick();
    expect((await summary(id)).slice(5)).toEqual(['3:voice:manager:success']);
    const voice = (await notificationsOf(app, id))[5]!;
    expect(voice).toMatchObject({ address: '13800001002', call_state: 'answered', cost: 1 });
    expect(voice.text).toContain('3');

    const timeline = await timelineOf(app, id);
    expect(timeline.filter((e) => e.kind === 'level').map((e) => e.detail)).toEqual([
      { from: 1, to: 2 },
      { from: 2, to: 3 },
    ]);
    // every notification on the timeline, with its final state
    const entries = timeline.filter((e) => e.kind === 'notification');
    expect(entries).toHaveLength(6);
    expect(entries.every((e) => e.detail.state === 'success')).toBe(true);
    expect(entries[5]!.detail).toMatchObject({ channel: 'voice', receiverName: 'manager', callState: 'answered', reason: null });
  });

  it('stops climbing (and repeating) once acknowledged', async () => {
    const { app, clock } = platform;
    const { ruleId, gradedId } = await graded();
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[1]!.id, ruleId, gradedAlarmId: gradedId });
    await app.alarmNotifier.tick();
    expect(await summary(id)).toHaveLength(1);
    await app.db.updateTable('alarms').set({ acknowledged_at: app.nowUnix(), handling: 'processed' }).where('id', '=', id).execute();

    clock.advance(3 * 60 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await alarmRow(id)).toMatchObject({ level: 1 });
    expect(await summary(id)).toHaveLength(1);
    expect((await timelineOf(app, id)).filter((e) => e.kind === 'level')).toEqual([]);
  });

  it("resends at the current level every repeat interval, counted from the last send", async () => {
    const { app, clock } = platform;
    const { ruleId, gradedId } = await graded();
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[2]!.id, ruleId, gradedAlarmId: gradedId });
    await app.alarmNotifier.tick();
    clock.advance(30 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await alarmRow(id)).toMatchObject({ level: 3 });
    const sentAtThree = (await summary(id)).length;

    clock.advance(59 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await summary(id)).toHaveLength(sentAtThree);

    clock.advance(1 * MINUTE);
    await app.alarmNotifier.tick();
    expect((await summary(id)).slice(sentAtThree)).toEqual(['3:voice:manager:success']);
    expect(await alarmRow(id)).toMatchObject({ level: 3, level_at: app.nowUnix() - 60 * MINUTE, last_sent_at: app.nowUnix() });
  });

  it('sends nothing while snoozed, then catches up with one send at the level it should be at', async () => {
    const { app, clock } = platform;
    const { ruleId, gradedId } = await graded();
    const id = await openAlarm(app, { companyId: COMPANY, deviceId: devices[3]!.id, ruleId, gradedAlarmId: gradedId });
    await app.alarmNotifier.tick();
    await app.db
      .updateTable('alarms')
      .set({ snoozed_until: app.nowUnix() + 60 * MINUTE })
      .where('id', '=', id)
      .execute();

    clock.advance(45 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await alarmRow(id)).toMatchObject({ level: 1 });
    expect(await summary(id)).toEqual(['1:sms:duty:success']);

    clock.advance(15 * MINUTE);
    await app.alarmNotifier.tick();
    await app.alarmNotifier.tick();
    expect(await alarmRow(id)).toMatchObject({ level: 3 });
    // level 2 was passed while snoozed: not sent afterwards
    expect(await summary(id)).toEqual(['1:sms:duty:success', '3:voice:manager:success']);
    expect((await timelineOf(app, id)).filter((e) => e.kind === 'level').map((e) => e.detail)).toEqual([{ from: 1, to: 3 }]);
  });

  it('waits for level 1 when its trigger time is above 0, and leaves history alarms, closed alarms and disabled graded alarms alone', async () => {
    const { app, clock } = platform;
    await graded();
    const late = await addGraded(app, COMPANY, [{ level: 1, triggerMinutes: 5, channels: ['sms'], receiverIds: [receivers.duty] }]);
    const disabled = await addGraded(app, COMPANY, [{ level: 1, triggerMinutes: 0, channels: ['sms'], receiverIds: [receivers.duty] }], false);
    const waiting = await openAlarm(app, { companyId: COMPANY, deviceId: devices[4]!.id, ruleId: null, gradedAlarmId: late });
    const history = await openAlarm(app, { companyId: COMPANY, deviceId: devices[5]!.id, ruleId: null, gradedAlarmId: late, createdAt: app.nowUnix() - 3600 });
    await app.db.updateTable('alarms').set({ source: 'history' }).where('id', '=', history).execute();
    const closed = await openAlarm(app, { companyId: COMPANY, deviceId: devices[6]!.id, ruleId: null, gradedAlarmId: late, createdAt: app.nowUnix() - 3600 });
    await app.db.updateTable('alarms').set({ status: 'closed' }).where('id', '=', closed).execute();
    const off = await openAlarm(app, { companyId: COMPANY, deviceId: devices[7]!.id, ruleId: null, gradedAlarmId: disabled });

    await app.alarmNotifier.tick();
    for (const id of [waiting, history, closed, off]) expect(await summary(id)).toEqual([]);
    clock.advance(5 * MINUTE);
    await app.alarmNotifier.tick();
    expect(await summary(waiting)).toEqual(['1:sms:duty:success']);
    for (const id of [history, closed, off]) expect(await summary(id)).toEqual([]);
  });
});
