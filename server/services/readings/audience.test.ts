import type { AddressInfo } from 'node:net';
import { DEVICE_STATE_EVENT, READING_EVENT, type DeviceStateEvent, type ReadingEvent } from '../../../src/lib/readings';
import { unixNow } from '../../../src/lib/signing';
import { connectAlarmSocket, type OpenSocket } from '../../../test/support/alarmSocket';
import { injectBatch } from '../../../test/support/ingestBatch';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { ALARM_SOCKET_EVENT } from '../../../src/lib/alarms';
import { MAX_SUBSCRIBED_EVENTS, subscribeMessage } from '../../../src/lib/socketSubscription';
import { SOCKET_MAX_PAYLOAD_BYTES } from '../../plugins/websocket';
import { sweepOnline } from './online';

let platform: TestPlatform;
let base: string;
const opened: OpenSocket[] = [];

beforeAll(async () => {
  platform = await createTestPlatform();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await platform.close();
});

const now = () => unixNow(platform.clock.now());

async function socketOf(session: TestSession): Promise<OpenSocket> {
  const before = platform.app.sockets.count(session.username);
  platform.clock.advance(1); // a ticket opens one socket: a fresh second each
  const outcome = await connectAlarmSocket(platform, { base, session });
  if (outcome.kind !== 'open') throw new Error(`socket refused: ${outcome.statusCode}`);
  opened.push(outcome.socket);
  await vi.waitFor(() => expect(platform.app.sockets.count(session.username)).toBe(before + 1));
  return outcome.socket;
}

function close(socket: OpenSocket) {
  socket.ws.terminate();
  return socket.closed;
}

/** The company's first device, offline after 10 minutes without data. */
async function deviceOf(companyId: number) {
  const device = await platform.app.db
    .selectFrom('devices')
    .select(['id', 'number', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await platform.app.db.updateTable('devices').set({ offline_minutes: 10, acquisition_period: 300 }).where('id', '=', device.id).execute();
  return device;
}

const eventsOf = (socket: OpenSocket, event: string) =>
  socket.messages.filter((m): m is ReadingEvent | DeviceStateEvent => (m as { event?: string }).event === event);

describe('reading events on the socket', () => {
  it('tells the users of the device’s company of its newest reading, and no one else', async () => {
    const operator = await socketOf((await loginAs(platform, 'operator01')).session);
    const otherCompany = await socketOf((await loginAs(platform, 'admin0002')).session);
    const mine = await deviceOf(1);
    const theirs = await deviceOf(2);

    const t = now() - 120;
    const batch = [
      { number: mine.number, ts: t, temperature: 4.2, battery: 90 },
      { number: mine.number, ts: t + 60, temperature: 4.8, battery: 89 },
      { number: mine.number, ts: t - 60, temperature: 9, battery: 91 },
    ];
    expect((await injectBatch(platform, batch)).envelope.data).toMatchObject({ stored: 3 });
    await vi.waitFor(() => expect(eventsOf(operator, READING_EVENT)).toHaveLength(1));
    expect(eventsOf(operator, READING_EVENT)[0]).toMatchObject({
      event: READING_EVENT,
      eventField: 'reading',
      displayTitle: mine.name,
      deviceId: mine.id,
      dataTimestamp: t + 60,
      online: true,
      reading: { ts: t + 60, temperature: 4.8, battery: 89, humidity: null },
    });

    await injectBatch(platform, [{ number: theirs.number, ts: t, temperature: -18 }]);
    await vi.waitFor(() => expect(eventsOf(otherCompany, READING_EVENT)).toHaveLength(1));
    // each socket got its own company's event only (the other was sent first, so it would have come first)
    expect(eventsOf(otherCompany, READING_EVENT).map((e) => e.deviceId)).toEqual([theirs.id]);
    expect(eventsOf(operator, READING_EVENT).map((e) => e.deviceId)).toEqual([mine.id]);

    // a late reading does not move the latest state: no event
    await injectBatch(platform, [
      { number: mine.number, ts: t - 600, temperature: 3 },
      { number: theirs.number, ts: t + 1, temperature: -18 },
    ]);
    await vi.waitFor(() => expect(eventsOf(otherCompany, READING_EVENT)).toHaveLength(2));
    expect(eventsOf(operator, READING_EVENT)).toHaveLength(1);

    // time passes: offline, told with 0102
    platform.clock.advance(3600);
    expect(await sweepOnline(platform.app)).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() => expect(eventsOf(operator, DEVICE_STATE_EVENT)).toHaveLength(1));
    expect(eventsOf(operator, DEVICE_STATE_EVENT)[0]).toMatchObject({ event: DEVICE_STATE_EVENT, eventField: 'online', deviceId: mine.id, online: false });
    await vi.waitFor(() => expect(eventsOf(otherCompany, DEVICE_STATE_EVENT)).toHaveLength(1));
    expect(eventsOf(otherCompany, DEVICE_STATE_EVENT)[0]).toMatchObject({ deviceId: theirs.id, online: false });
  });

  it('sends a socket that said which events it listens to those only, and ignores anything else a client sends', async () => {
    const admin = (await loginAs(platform, 'admin0001')).session;
    const silent = await socketOf(admin);
    const live = await socketOf(admin);
    const alarmsOnly = await socketOf((await loginAs(platform, 'operator01')).session);
    const listen = vi.spyOn(platform.app.sockets, 'listen');
    const say = async (socket: OpenSocket, message: string | Buffer) => {
      const calls = listen.mock.calls.length;
      socket.ws.send(message, { binary: Buffer.isBuffer(message) });
      return calls;
    };
    const taken = (calls: number) => vi.waitFor(() => expect(listen.mock.calls.length).toBe(calls + 1));
    await taken(await say(live, JSON.stringify(subscribeMessage([ALARM_SOCKET_EVENT, READING_EVENT, DEVICE_STATE_EVENT]))));
    await taken(await say(alarmsOnly, JSON.stringify(subscribeMessage([ALARM_SOCKET_EVENT]))));
    // none of these is a subscription: the socket stays as it was (all ignored, none closes it)
    const tooMany = Array.from({ length: MAX_SUBSCRIBED_EVENTS + 1 }, (_, i) => String(1000 + i));
    for (const bad of ['not json', '{"event":"subscribe"}', '{"event":"subscribe","events":"0101"}', '{"event":"subscribe","events":[101]}', '{"event":"subscribe","events":["0101 "]}', JSON.stringify({ event: 'subscribe', events: tooMany }), '{"event":"0101"}', '[]', 'null']) {
      await say(alarmsOnly, bad);
    }
    await say(alarmsOnly, Buffer.from(JSON.stringify(subscribeMessage([READING_EVENT]))));
    await taken(await say(live, JSON.stringify(subscribeMessage([ALARM_SOCKET_EVENT, READING_EVENT, DEVICE_STATE_EVENT]))));
    expect(listen).toHaveBeenCalledTimes(3);

    const device = await deviceOf(1);
    const t = now() - 30;
    await injectBatch(platform, [{ number: device.number, ts: t, temperature: 4.4 }]);
    await vi.waitFor(() => expect(eventsOf(live, READING_EVENT).map((e) => e.dataTimestamp)).toEqual([t]));
    await vi.waitFor(() => expect(eventsOf(silent, READING_EVENT).map((e) => e.dataTimestamp)).toEqual([t]));
    // each reading went to all three sockets in one delivery: once the second reached the live
    // socket, the first would have reached the alarms-only one
    await injectBatch(platform, [{ number: device.number, ts: t + 10, temperature: 4.5 }]);
    await vi.waitFor(() => expect(eventsOf(live, READING_EVENT)).toHaveLength(2));
    expect(eventsOf(alarmsOnly, READING_EVENT)).toEqual([]);
    expect(alarmsOnly.ws.readyState).toBe(1);

    // a frame over the limit closes the socket (1009, message too big)
    await expect(Promise.all([say(silent, JSON.stringify({ event: 'subscribe', pad: 'x'.repeat(SOCKET_MAX_PAYLOAD_BYTES) })), silent.closed]).then(([, closed]) => closed.code)).resolves.toBe(1009);
    listen.mockRestore();
    await Promise.all([close(live), close(alarmsOnly)]);
  });
});
