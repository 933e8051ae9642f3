/**
 * Issue 27 §2, the socket fan-out: an event raised on one instance reaches every entitled socket on
 * every instance, once, and no other; the socket caps count the sockets of both. Real sockets on two
 * listening instances sharing one database and one Redis. Needs TEST_REDIS_URL; skipped without.
 */
import type { AddressInfo } from 'node:net';
import { ALARM_CHANGE_SOCKET_EVENT, ALARM_SOCKET_EVENT } from '../src/lib/alarms';
import { READING_EVENT } from '../src/lib/readings';
import { connectAlarmSocket, type OpenSocket, type SocketOutcome } from '../test/support/alarmSocket';
import { addFleetDevice, newFleet, type Fleet } from '../test/support/fleetFixture';
import { injectBatch } from '../test/support/ingestBatch';
import { createTestCluster, testRedisUrl, type TestCluster } from '../test/support/testCluster';
import { loginAs, type TestPlatform } from '../test/support/testPlatform';

type Message = { event?: string; deviceId?: number };

async function listening(instance: TestPlatform): Promise<string> {
  await instance.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
}

describe.skipIf(!testRedisUrl())('socket events across two instances', () => {
  let cluster: TestCluster;
  let a: TestPlatform;
  let b: TestPlatform;
  const bases = new Map<TestPlatform, string>();
  const opened: OpenSocket[] = [];

  beforeAll(async () => {
    cluster = await createTestCluster(2, { wsMaxPerUser: 2 });
    [a, b] = cluster.instances as [TestPlatform, TestPlatform];
    for (const instance of [a, b]) bases.set(instance, await listening(instance));
  }, 60_000);
  afterAll(async () => {
    for (const socket of opened) socket.ws.terminate();
    await cluster?.close();
  });

  async function connect(instance: TestPlatform, username: string): Promise<SocketOutcome> {
    const { session } = await loginAs(instance, username);
    instance.clock.advance(1); // a ticket opens one socket: a fresh second each
    const outcome = await connectAlarmSocket(instance, { base: bases.get(instance)!, session });
    if (outcome.kind === 'open') opened.push(outcome.socket);
    return outcome;
  }

  async function socketOn(instance: TestPlatform, username: string): Promise<OpenSocket> {
    const outcome = await connect(instance, username);
    if (outcome.kind !== 'open') throw new Error(`${username}'s socket was refused: ${outcome.statusCode} ${outcome.body}`);
    await vi.waitFor(() => expect(instance.app.sockets.count(username)).toBeGreaterThan(0));
    return outcome.socket;
  }

  const of = (socket: OpenSocket, event: string, deviceId?: number) =>
    (socket.messages as Message[]).filter((m) => m.event === event && (deviceId === undefined || m.deviceId === deviceId));

  let made = 0;
  async function deviceIn(fleet: Fleet): Promise<{ id: number; number: string }> {
    made += 1;
    const number = String(96_000_000 + made);
    return { id: await addFleetDevice(a, fleet, { number, name: `cluster-${made}`, acquisition_period: 60 }), number };
  }

  it('delivers the 0101, 0003 and 0103 of a reading posted to A to the sockets on B and on A, once each, and none to another company', async () => {
    const onB = await socketOn(b, 'admin0001');
    const onA = await socketOn(a, 'admin0001');
    const otherCompany = await socketOn(a, 'admin0002');
    const [mine, theirs] = [await newFleet(a, 'admin0001'), await newFleet(a, 'admin0002')];
    const [hot, marker, theirMarker] = [await deviceIn(mine), await deviceIn(mine), await deviceIn(theirs)];

    const t = Math.floor(a.clock.now() / 1000);
    // out of range twice (the implicit rule's count): one live alarm
    const posted = await injectBatch(a, [
      { number: hot.number, ts: t - 60, temperature: 9.4 },
      { number: hot.number, ts: t, temperature: 9.8 },
    ]);
    expect(posted.envelope.data).toMatchObject({ stored: 2, rejected: [] });
    for (const socket of [onB, onA]) {
      await vi.waitFor(() => expect(of(socket, ALARM_SOCKET_EVENT, hot.id)).toHaveLength(1), { timeout: 3000 });
      await vi.waitFor(() => expect(of(socket, ALARM_CHANGE_SOCKET_EVENT)).toHaveLength(1), { timeout: 3000 });
    }
    // events later raised on B, delivered after anything raised before: once they are in, a
    // second copy of the first would be in too
    await injectBatch(b, [{ number: marker.number, ts: t, temperature: 5 }]);
    await injectBatch(b, [{ number: theirMarker.number, ts: t, temperature: 5 }]);
    for (const socket of [onB, onA]) await vi.waitFor(() => expect(of(socket, READING_EVENT, marker.id)).toHaveLength(1));
    await vi.waitFor(() => expect(of(otherCompany, READING_EVENT, theirMarker.id)).toHaveLength(1));

    for (const socket of [onB, onA]) {
      expect(of(socket, READING_EVENT, hot.id)).toHaveLength(1);
      expect(of(socket, ALARM_SOCKET_EVENT)).toHaveLength(1);
      expect(of(socket, ALARM_CHANGE_SOCKET_EVENT)).toHaveLength(1);
      expect(of(socket, READING_EVENT, theirMarker.id)).toHaveLength(0);
    }
    expect(of(onB, ALARM_SOCKET_EVENT, hot.id)[0]).toMatchObject({ event: '0003', deviceId: hot.id, level: 1, kind: 'temperature_high' });
    // the second company heard nothing of the first's
    expect((otherCompany.messages as Message[]).filter((m) => m.event !== '0002').map((m) => [m.event, m.deviceId])).toEqual([[READING_EVENT, theirMarker.id]]);
  });

  it("counts a user's sockets on both instances against WS_MAX_PER_USER, and frees the place when one closes", async () => {
    const first = await socketOn(a, 'operator01');
    await socketOn(b, 'operator01');
    const refused = await connect(a, 'operator01');
    expect(refused).toMatchObject({ kind: 'refused', statusCode: 503 });
    expect((await connect(b, 'operator01')).kind).toBe('refused');
    first.ws.close();
    await vi.waitFor(() => expect(a.app.sockets.count('operator01')).toBe(0));
    await vi.waitFor(async () => expect((await connect(b, 'operator01')).kind).toBe('open'), { timeout: 3000 });
  });
});
