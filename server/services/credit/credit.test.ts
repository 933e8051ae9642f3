import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { addBalanceWarning, addGraded, addReceiver, addRule, balances, notificationsOf, openAlarm, QUIET_NOTIFIER } from '../alarms/notify/notifyFixtures';
import { accountBalance, deductCredit, topUp } from '.';

const ADMIN = { id: 1, name: 'admin0001' };

describe('credit (spec §6)', () => {
  let platform: TestPlatform;
  let parentId: number;
  let childId: number;
  let childDevice: number;

  beforeAll(async () => {
    platform = await createTestPlatform(QUIET_NOTIFIER);
    const { app } = platform;
    const now = app.nowUnix();
    parentId = (await app.db.insertInto('companies').values({ name: 'parent', sms_balance: 50, voice_balance: 20, settlement: 'independent', created_at: now, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    childId = (await app.db.insertInto('companies').values({ name: 'child', sms_balance: 7, voice_balance: 7, settlement: 'shared', created_at: now, parent_id: parentId }).returning('id').executeTakeFirstOrThrow()).id;
    const organization = await app.db.insertInto('organizations').values({ company_id: childId, parent_id: null, name: 'child hq', code: 'CH', level: 1 }).returning('id').executeTakeFirstOrThrow();
    childDevice = (
      await app.db
        .insertInto('devices')
        .values({ name: 'child-1', number: '90000001', type: 'temperature', expire_date: now + 86_400 * 365, organization_id: organization.id, company_id: childId, asset_id: null, temperature_min: 2, temperature_max: 8, humidity_min: null, humidity_max: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => platform.close());

  it("a shared company's account is its parent's: its alarms are charged to the parent, recorded with the child as the cause", async () => {
    const { app } = platform;
    expect(await accountBalance(app.db, childId)).toEqual({ companyId: childId, settlement: 'shared', sms: 50, voice: 20, payer: { id: parentId, name: 'parent' }, canTopUp: false });

    const receiver = await addReceiver(app, childId, { name: 'child duty', mobile: '13700000001' });
    const gradedAlarmId = await addGraded(app, childId, [{ level: 1, triggerMinutes: 0, channels: ['sms', 'voice'], receiverIds: [receiver] }]);
    const ruleId = await addRule(app, childId, { gradedAlarmId });
    const alarm = await openAlarm(app, { companyId: childId, deviceId: childDevice, ruleId, gradedAlarmId });
    await app.alarmNotifier.tick();

    const sent = await notificationsOf(app, alarm);
    expect(sent.map((n) => [n.channel, n.state, n.cost])).toEqual([
      ['sms', 'success', 1],
      ['voice', 'success', 1],
    ]);
    expect(await balances(app, parentId)).toEqual({ sms_balance: 49, voice_balance: 19 });
    // the child's own columns are not its account
    expect(await balances(app, childId)).toEqual({ sms_balance: 7, voice_balance: 7 });
    const history = await app.db.selectFrom('balance_history').selectAll().where('source_company_id', '=', childId).orderBy('id').execute();
    expect(history.map((h) => [h.company_id, h.kind, h.change, h.balance_after, h.reason, h.notification_id])).toEqual([
      [parentId, 'sms', -1, 49, 'alarm', sent[0]!.id],
      [parentId, 'voice', -1, 19, 'alarm', sent[1]!.id],
    ]);
  });

  it('a shared company cannot top up on its own; its parent can, and the top-up is recorded', async () => {
    const { app } = platform;
    const now = app.nowUnix();
    expect(await topUp(app.db, { companyId: childId, kind: 'sms', amount: 100, actor: ADMIN, now })).toEqual({ ok: false, reason: 'sharedSettlement' });
    expect(await topUp(app.db, { companyId: parentId, kind: 'sms', amount: 0, actor: ADMIN, now })).toEqual({ ok: false, reason: 'invalidAmount' });
    expect(await topUp(app.db, { companyId: 999_999, kind: 'sms', amount: 1, actor: ADMIN, now })).toEqual({ ok: false, reason: 'notFound' });
    const before = await balances(app, parentId);
    const done = await topUp(app.db, { companyId: parentId, kind: 'sms', amount: 100, actor: ADMIN, now });
    expect(done).toMatchObject({ ok: true, balanceAfter: before.sms_balance + 100 });
    const row = await app.db.selectFrom('balance_history').selectAll().where('reason', '=', 'topUp').where('company_id', '=', parentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_company_id: parentId, kind: 'sms', change: 100, balance_after: before.sms_balance + 100, actor_id: 1, actor_name: 'admin0001', notification_id: null });
    expect((await accountBalance(app.db, childId))?.sms).toBe(before.sms_balance + 100);
  });

  it('concurrent deductions never take a balance below zero', async () => {
    const { app } = platform;
    await app.db.updateTable('companies').set({ voice_balance: 3 }).where('id', '=', parentId).execute();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => deductCredit(app.db, { companyId: childId, kind: 'voice', cost: 1, notificationId: null, now: app.nowUnix() })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect((await balances(app, parentId)).voice_balance).toBe(0);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, payerId: parentId })));
  });

  it('a balance warning is sent once per crossing, and again only after a top-up and a new crossing', async () => {
    const { app } = platform;
    const company = 2;
    const watcher = await addReceiver(app, company, { name: 'finance', email: 'finance@example.com' });
    const noMail = await addReceiver(app, company, { name: 'no mail', mobile: '13700000009' });
    await addBalanceWarning(app, company, { smsThreshold: 10, voiceThreshold: 10, receiverIds: [watcher, noMail] });
    await app.db.updateTable('companies').set({ sms_balance: 11 }).where('id', '=', company).execute();
    const warnings = () => app.db.selectFrom('alarm_notifications').selectAll().where('alarm_id', 'is', null).where('company_id', '=', company).orderBy('id').execute();
    const spend = async (times = 1) => {
      for (let i = 0; i < times; i += 1) expect((await deductCredit(app.db, { companyId: company, kind: 'sms', cost: 1, notificationId: null, now: app.nowUnix() })).ok).toBe(true);
    };

    await spend(); // 10: not below
    expect(await warnings()).toEqual([]);
    await spend(); // 9: below → the warning
    const first = await warnings();
    expect(first.map((w) => [w.channel, w.receiver_name, w.address, w.state, w.reason, w.cost, w.device_id])).toEqual([
      ['email', 'finance', 'finance@example.com', 'toBeSent', null, 0, null],
      ['email', 'no mail', '', 'unsent', 'noAddress', 0, null],
    ]);
    expect(first[0]!.text).toMatch(/9 < 10/);
    // the warning e-mail goes through the e-mail provider; it is not charged
    await app.alarmNotifier.tick();
    expect((await warnings())[0]).toMatchObject({ state: 'success', due_at: null });

    await spend(3); // 6: the same crossing
    expect(await warnings()).toHaveLength(2);
    expect(await topUp(app.db, { companyId: company, kind: 'sms', amount: 2, actor: ADMIN, now: app.nowUnix() })).toMatchObject({ balanceAfter: 8 });
    await spend(); // 7: still the same crossing (the top-up stayed below)
    expect(await warnings()).toHaveLength(2);
    // voice has its own state
    await app.db.updateTable('companies').set({ voice_balance: 10 }).where('id', '=', company).execute();
    expect((await deductCredit(app.db, { companyId: company, kind: 'voice', cost: 1, notificationId: null, now: app.nowUnix() })).ok).toBe(true);
    expect(await warnings()).toHaveLength(4);

    expect(await topUp(app.db, { companyId: company, kind: 'sms', amount: 3, actor: ADMIN, now: app.nowUnix() })).toMatchObject({ balanceAfter: 10 });
    await spend(); // 9: a new crossing
    const all = await warnings();
    expect(all).toHaveLength(6);
    expect(all[4]!.text).toMatch(/9 < 10/);
    expect(await app.db.selectFrom('balance_warning_state').select(['kind', 'warned']).where('company_id', '=', company).orderBy('kind').execute()).toEqual([
      { kind: 'sms', warned: 1 },
      { kind: 'voice', warned: 1 },
    ]);
  });
});
