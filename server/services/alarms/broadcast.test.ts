/**
 * The 0003 over real sockets (issue 13 §3): a live alarm reaches every socket of every user who may see the device's organization, and nobody
 * else; a history alarm reaches nobody. How fast (≤ 1 s) is measured by `npm run bench`, not asserted.
 */
import type { AddressInfo } from 'node:net';
import { isAlarmSocketMessage, type AlarmSocketMessage } from '../../../src/lib/alarms';
import { connectAlarmSocket, type OpenSocket } from '../../../test/support/alarmSocket';
import { addFleetDevice } from '../../../test/support/fleetFixture';
import { injectBatch } from '../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
const sockets = new Map<string, OpenSocket>();
const orgs = new Map<string, { id: number; companyId: number }>();

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `ws://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  for (const row of await platform.app.db.selectFrom('organizations').select(['id', 'code', 'company_id']).execute())
    orgs.set(row.code, { id: row.id, companyId: row.company_id });
  for (const username of ['operator01', 'admin0001', 'admin0002']) {
    const { session } = await loginAs(platform, username);
    // a ticket opens one socket: each its own second
    platform.clock.advance(1);
    const outcome = await connectAlarmSocket(platform, { base, session });
    if (outcome.kind !== 'open') throw new Error(`${username}'s socket was refused: ${outcome.statusCode}`);
    sockets.set(username, outcome.socket);
  }
});
afterAll(async () => {
  for (const socket of sockets.values()) socket.ws.terminate();
  await platform.close();
});

const alarmsAt = (username: string): AlarmSocketMessage[] => sockets.get(username)!.messages.filter(isAlarmSocketMessage);
const now = () => platform.app.nowUnix();
let made = 0;

/** A device in the organization `code`, out of range twice (the implicit rule's count), `age` seconds ago. */
async function excursion(code: string, age = 0) {
  made += 1;
  const org = orgs.get(code)!;
  const number = String(95_000_000 + made);
  const name = `socket-test-${made}`;
  const deviceId = await addFleetDevice(platform, { companyId: org.companyId, organizationId: org.id }, { number, name, acquisition_period: 60 });
  const t = now() - age;
  const { envelope } = await injectBatch(platform, [
    { number, ts: t - 60, temperature: 9.4 },
    { number, ts: t, temperature: 9.8 },
  ]);
  expect(envelope.data?.rejected).toEqual([]);
  return { deviceId, name, t };
}

describe('the 0003 broadcast', () => {
  it('reaches only the users who may see the device: operator01 its JS-NJ subtree, admin0001 its whole company, admin0002 its own', async () => {
    const underOperator = await excursion('JS-NJ-JN-01');
    const elsewhere = await excursion('ZJ');
    const otherCompany = await excursion('LN-GZ');

    await vi.waitFor(() => expect(alarmsAt('admin0001')).toHaveLength(2), { timeout: 10_000, interval: 5 });
    await vi.waitFor(() => expect(alarmsAt('admin0002')).toHaveLength(1), { timeout: 10_000, interval: 5 });
    await vi.waitFor(() => expect(alarmsAt('operator01')).toHaveLength(1), { timeout: 10_000, interval: 5 });

    const alarm = await platform.app.db.selectFrom('alarms').select(['id', 'level']).where('device_id', '=', underOperator.deviceId).executeTakeFirstOrThrow();
    expect(alarmsAt('operator01')).toEqual([
      {
        event: '0003',
        eventField: 'temperature',
        displayTitle: underOperator.name,
        message: '9.8 °C > 8 °C',
        dataTimestamp: underOperator.t - 60,
        alarmId: alarm.id,
        deviceId: underOperator.deviceId,
        level: 1,
        kind: 'temperature_high',
      },
    ]);
    expect(alarmsAt('admin0001').map((m) => m.deviceId)).toEqual([underOperator.deviceId, elsewhere.deviceId]);
    expect(alarmsAt('admin0002').map((m) => m.deviceId)).toEqual([otherCompany.deviceId]);
  });

  it('sends nothing for a history alarm (readings older than the live window)', async () => {
    const counts = () => ['operator01', 'admin0001', 'admin0002'].map((username) => alarmsAt(username).length);
    const before = counts();
    const old = await excursion('JS-NJ', platform.config.alarmLiveWindowSeconds + 300);
    expect(await platform.app.db.selectFrom('alarms').select('source').where('device_id', '=', old.deviceId).execute()).toEqual([{ source: 'history' }]);
    // a live one after it arrives, so the history one would have arrived first
    const live = await excursion('JS-NJ');
    await vi.waitFor(() => expect(alarmsAt('operator01').at(-1)?.deviceId).toBe(live.deviceId), { timeout: 10_000, interval: 5 });
    expect(counts()).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
  });
});
