/**
 * The 0103 over real sockets (issue 26 §1): whenever an alarm opens (live or history), is
 * acknowledged, closed by hand or ends by data timeout, each user who may see it gets one
 * `{"event":"0103"}`, and nobody else; a count asked once it arrived is the new one.
 */
import type { AddressInfo } from 'node:net';
import { ALARM_CHANGE_SOCKET_EVENT, isAlarmSocketMessage, type BulkResult } from '../../../src/lib/alarms';
import type { AlarmOpenCount } from '../../../src/lib/alarmOpenCount';
import { connectAlarmSocket, type OpenSocket } from '../../../test/support/alarmSocket';
import { addFleetDevice } from '../../../test/support/fleetFixture';
import { injectBatch } from '../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { ALARM_CHANGE_FLUSH_MS } from './changes';

const USERS = ['operator01', 'admin0001', 'admin0002'] as const;
type User = (typeof USERS)[number];

let platform: TestPlatform;
const sockets = new Map<User, OpenSocket>();
const sessions = new Map<User, TestSession>();
const orgs = new Map<string, { id: number; companyId: number }>();

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `ws://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  for (const row of await platform.app.db.selectFrom('organizations').select(['id', 'code', 'company_id']).execute())
    orgs.set(row.code, { id: row.id, companyId: row.company_id });
  for (const username of USERS) {
    const { session } = await loginAs(platform, username);
    sessions.set(username, session);
    // a ticket opens one socket: each its own second
    platform.clock.advance(1);
    const outcome = await connectAlarmSocket(platform, { base, session });
    if (outcome.kind !== 'open') throw new Error(`${username}'s socket was refused: ${outcome.statusCode}`);
    sockets.set(username, outcome.socket);
  }
}, 60_000);
afterAll(async () => {
  for (const socket of sockets.values()) socket.ws.terminate();
  await platform.close();
});

const changesAt = (username: User) => sockets.get(username)!.messages.filter((m) => (m as { event?: unknown }).event === ALARM_CHANGE_SOCKET_EVENT);
const tally = () => Object.fromEntries(USERS.map((username) => [username, changesAt(username).length])) as Record<User, number>;
const now = () => platform.app.nowUnix();
const countOf = async (username: User) =>
  (await signedInject<AlarmOpenCount>(platform, { method: 'GET', url: '/alarm/opencount', session: sessions.get(username)! })).envelope.data!.count;

/**
 * Waits for `who` to get `more` 0103 each over `before`, then for longer than a flush, and
 * expects exactly those (the others: none), as one flush sends to every user at once.
 */
async function expectChanges(before: Record<User, number>, more: Partial<Record<User, number>>): Promise<void> {
  const wanted = Object.fromEntries(USERS.map((username) => [username, before[username] + (more[username] ?? 0)]));
  await vi.waitFor(() => expect(tally()).toEqual(wanted), { timeout: 10_000, interval: 5 });
  await new Promise((resolve) => setTimeout(resolve, ALARM_CHANGE_FLUSH_MS * 3));
  expect(tally()).toEqual(wanted);
}

let made = 0;
/** A device in organization `code`, out of range twice (the implicit rule's count), `age` seconds ago. */
async function hotDevices(codes: readonly string[], age = 0): Promise<number[]> {
  const ids: number[] = [];
  const rows: Array<{ number: string; ts: number; temperature: number }> = [];
  const t = now() - age;
  for (const code of codes) {
    made += 1;
    const org = orgs.get(code)!;
    const number = String(96_000_000 + made);
    ids.push(
      await addFleetDevice(platform, { companyId: org.companyId, organizationId: org.id }, { number, name: `change-test-${made}`, acquisition_period: 60 }),
    );
    rows.push({ number, ts: t - 60, temperature: 9.4 }, { number, ts: t, temperature: 9.8 });
  }
  const { envelope } = await injectBatch(platform, rows);
  expect(envelope.data?.rejected).toEqual([]);
  return ids;
}

const alarmsOf = async (deviceIds: readonly number[]) =>
  (
    await platform.app.db
      .selectFrom('alarms')
      .select('id')
      .where('device_id', 'in', [...deviceIds])
      .where('status', '=', 'open')
      .execute()
  ).map((row) => row.id);

describe('the 0103 (alarm changes)', () => {
  it('one per user for a batch that opens several alarms, to those who may see one of them; the count asked then has them', async () => {
    const before = tally();
    const counts = { operator01: await countOf('operator01'), admin0001: await countOf('admin0001') };
    await hotDevices(['JS-NJ-JN-01', 'JS-NJ', 'ZJ']);
    await expectChanges(before, { operator01: 1, admin0001: 1 });
    expect(await countOf('operator01')).toBe(counts.operator01 + 2);
    expect(await countOf('admin0001')).toBe(counts.admin0001 + 3);

    const second = tally();
    await hotDevices(['ZJ']);
    await expectChanges(second, { admin0001: 1 });
    const third = tally();
    await hotDevices(['LN-GZ']);
    await expectChanges(third, { admin0002: 1 });
  });

  it('for a history alarm too (readings older than the live window), which sends no 0003', async () => {
    const before = tally();
    const [device] = await hotDevices(['JS-NJ'], platform.config.alarmLiveWindowSeconds + 300);
    expect(await platform.app.db.selectFrom('alarms').select('source').where('device_id', '=', device!).execute()).toEqual([{ source: 'history' }]);
    await expectChanges(before, { operator01: 1, admin0001: 1 });
    expect(sockets.get('admin0001')!.messages.filter((m) => isAlarmSocketMessage(m) && m.deviceId === device)).toEqual([]);
  });

  it('on an acknowledgement and on a close, and the count asked then is one less', async () => {
    const [ack, close] = await alarmsOf(await hotDevices(['JS-NJ-JN-01', 'JS-NJ-JN-01']));
    await vi.waitFor(() => expect(changesAt('operator01').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, ALARM_CHANGE_FLUSH_MS * 3));

    for (const [action, json] of [
      ['acknowledge', { ids: [ack], comment: 'checked' }],
      ['close', { ids: [close], reason: 'sensor replaced' }],
    ] as const) {
      const before = tally();
      const count = await countOf('operator01');
      const { envelope } = await signedInject<BulkResult>(platform, { method: 'POST', url: `/alarm/${action}`, json, session: sessions.get('admin0001')! });
      expect(envelope.data!.done).toHaveLength(1);
      await expectChanges(before, { operator01: 1, admin0001: 1 });
      expect(await countOf('operator01')).toBe(count - 1);
    }
  });

  it('when alarms end by data timeout in a sweep, and nothing when a sweep changes nothing', async () => {
    await new Promise((resolve) => setTimeout(resolve, ALARM_CHANGE_FLUSH_MS * 3));
    // every alarm so far: no exceeding reading for longer than the data timeout
    platform.clock.advance(platform.config.alarmDataTimeoutMinutes * 60 + 600);
    const before = tally();
    const result = await platform.app.alarmEngine.sweep();
    expect(result.ended.length).toBeGreaterThan(0);
    await expectChanges(before, { operator01: 1, admin0001: 1, admin0002: 1 });
    // what the count says after it: the company's open, unacknowledged alarms, counted here
    const open = await platform.app.db
      .selectFrom('alarms')
      .innerJoin('devices', 'devices.id', 'alarms.device_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('alarms.company_id', '=', orgs.get('JS-NJ')!.companyId)
      .where('alarms.status', '=', 'open')
      .where('alarms.acknowledged_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(await countOf('admin0001')).toBe(Number(open.n));

    const quiet = tally();
    await platform.app.alarmEngine.sweep();
    await expectChanges(quiet, {});
  });
});
