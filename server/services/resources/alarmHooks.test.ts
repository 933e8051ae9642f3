/**
 * The automatic ends of spec §4 that writes cause (issue 13 §1), through the real resources API:
 * a rule edited or deleted ends its open alarms, a graded alarm disabled or deleted ends the open
 * alarms escalating through it; and every write of the alarm configuration is read by the next
 * evaluation (the configuration cache is told).
 */
import type { ReadingInput } from '../../../src/lib/readings';
import { addFleetDevice, type Fleet } from '../../../test/support/fleetFixture';
import { injectBatch } from '../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, signedInject, type SignedInjectOptions, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { companyAlarmConfig } from '../alarms/config';

let platform: TestPlatform;
let admin: TestSession;
let fleet: Fleet;
let made = 0;

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  admin = (await loginAs(platform, 'admin0001')).session;
  const org = await platform.app.db.selectFrom('organizations').select(['id', 'company_id']).where('code', '=', 'ZJ').executeTakeFirstOrThrow();
  fleet = { companyId: org.company_id, organizationId: org.id };
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();

async function call<T = { id: number }>(method: SignedInjectOptions['method'], url: string, json?: Record<string, unknown>): Promise<T> {
  const { envelope } = await signedInject<T>(platform, { method, url, session: admin, ...(json ? { json } : {}) });
  expect(envelope.status, JSON.stringify(envelope)).toBe('1');
  return envelope.data!;
}

/** A device of its own, watched by a new rule (2–8 °C, one breach opens), optionally escalating through a graded alarm. */
async function watched(gradedAlarmId?: number) {
  made += 1;
  const number = String(94_000_000 + made);
  const deviceId = await addFleetDevice(platform, fleet, { number, name: `hooks-test-${made}`, acquisition_period: 60 });
  const rule = await call('POST', '/alarmRule', {
    name: `hooks-${made}`,
    minTemperature: 2,
    maxTemperature: 8,
    consecutiveCount: 1,
    deviceIds: [deviceId],
    ...(gradedAlarmId ? { gradedAlarmId } : {}),
  });
  return { number, deviceId, ruleId: rule.id };
}

let minute = 0;
async function breach(number: string, temperature = 9.5): Promise<void> {
  minute += 1;
  const reading: ReadingInput = { number, ts: now() - 1800 + minute * 10, temperature };
  const { envelope } = await injectBatch(platform, [reading]);
  expect(envelope.data?.rejected).toEqual([]);
}

const alarmsOf = (deviceId: number) =>
  platform.app.db
    .selectFrom('alarms')
    .select(['id', 'status', 'end_reason', 'ended_at', 'ended_by', 'rule_id', 'graded_alarm_id'])
    .where('device_id', '=', deviceId)
    .orderBy('id')
    .execute();

async function gradedAlarm(): Promise<number> {
  const graded = await call('POST', '/gradedAlarm', {
    name: `escalation-${made}`,
    enabled: true,
    levels: [{ level: 1, triggerMinutes: 0, channels: ['web'], receiverIds: [] }],
  });
  return graded.id;
}

describe('automatic ends by writes (spec §4)', () => {
  it('ends the open alarms of an edited rule (ruleEdited), and judges by the new limits after', async () => {
    const { number, deviceId, ruleId } = await watched();
    await breach(number, 9.5);
    expect(await alarmsOf(deviceId)).toEqual([expect.objectContaining({ status: 'open', rule_id: ruleId })]);

    await call('PUT', `/alarmRule/${ruleId}`, { maxTemperature: 10 });
    const [ended] = await alarmsOf(deviceId);
    expect(ended).toMatchObject({ status: 'closed', end_reason: 'ruleEdited', ended_at: now(), ended_by: null });
    const events = await platform.app.db.selectFrom('alarm_events').select(['kind', 'detail']).where('alarm_id', '=', ended!.id).orderBy('id').execute();
    expect(events.map((e) => [e.kind, JSON.parse(e.detail) as unknown])).toEqual([
      ['opened', expect.anything()],
      ['ended', { reason: 'ruleEdited' }],
    ]);

    await breach(number, 9.5);
    expect(await alarmsOf(deviceId)).toHaveLength(1);
    await breach(number, 10.5);
    expect((await alarmsOf(deviceId)).map((a) => a.status)).toEqual(['closed', 'open']);
  });

  it('ends the open alarms of a deleted rule (ruleDeleted), and leaves other rules’ alarms open', async () => {
    const one = await watched();
    const other = await watched();
    await breach(one.number);
    await breach(other.number);
    await call('DELETE', `/alarmRule/${one.ruleId}`);
    expect(await alarmsOf(one.deviceId)).toEqual([expect.objectContaining({ status: 'closed', end_reason: 'ruleDeleted', ended_at: now() })]);
    expect(await alarmsOf(other.deviceId)).toEqual([expect.objectContaining({ status: 'open' })]);
  });

  it('ends the open alarms of a graded alarm set enabled=false (gradedDisabled); new alarms escalate through none while it is disabled', async () => {
    const graded = await gradedAlarm();
    const { number, deviceId, ruleId } = await watched(graded);
    const untouched = await watched();
    await breach(number);
    await breach(untouched.number);
    expect(await alarmsOf(deviceId)).toEqual([expect.objectContaining({ status: 'open', graded_alarm_id: graded, rule_id: ruleId })]);

    // a change that keeps it enabled ends nothing
    await call('PUT', `/gradedAlarm/${graded}`, { name: `renamed-${made}` });
    expect(await alarmsOf(deviceId)).toEqual([expect.objectContaining({ status: 'open' })]);

    await call('PUT', `/gradedAlarm/${graded}`, { enabled: false });
    expect(await alarmsOf(deviceId)).toEqual([expect.objectContaining({ status: 'closed', end_reason: 'gradedDisabled', ended_at: now() })]);
    expect(await alarmsOf(untouched.deviceId)).toEqual([expect.objectContaining({ status: 'open' })]);

    await breach(number);
    expect((await alarmsOf(deviceId))[1]).toMatchObject({ status: 'open', graded_alarm_id: null, rule_id: ruleId });
  });

  it('ends the open alarms of a deleted graded alarm (gradedDisabled)', async () => {
    const graded = await gradedAlarm();
    const { number, deviceId } = await watched(graded);
    await breach(number);
    await call('DELETE', `/gradedAlarm/${graded}`);
    expect(await alarmsOf(deviceId)).toEqual([expect.objectContaining({ status: 'closed', end_reason: 'gradedDisabled' })]);
  });

  it('has the next evaluation read every write of receivers and balance warnings', async () => {
    const before = await companyAlarmConfig(platform.app.db, fleet.companyId, now());
    const receiver = await call('POST', '/alarmReceiver', { name: '测试接收人', mobile: '13900001111', enabled: true });
    const afterReceiver = await companyAlarmConfig(platform.app.db, fleet.companyId, now());
    expect(afterReceiver).not.toBe(before);
    expect(afterReceiver.receivers.get(receiver.id)).toMatchObject({ name: '测试接收人' });

    const warning = await call('POST', '/balanceWarning', { smsThreshold: 30, voiceThreshold: 15, receiverIds: [receiver.id], enabled: true });
    await call('PUT', `/balanceWarning/${warning.id}`, { smsThreshold: 40 });
    expect((await companyAlarmConfig(platform.app.db, fleet.companyId, now())).balanceWarnings.find((w) => w.id === warning.id)).toMatchObject({
      smsThreshold: 40,
    });
    await call('DELETE', `/alarmReceiver/${receiver.id}`);
    expect((await companyAlarmConfig(platform.app.db, fleet.companyId, now())).receivers.has(receiver.id)).toBe(false);
  });
});
