import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/support/fakeWebSocket';
import { createSocketClient, SOCKET_LOG, SOCKET_MAX_RETRIES, type SocketClientOptions, type SocketStatus } from './socketClient';

const SUBSCRIBE = '{"event":"subscribe"';
const URL_OF = (n: number) => `ws://console.test/ws?username=admin0001&ts=${n}`;

function client(overrides: Partial<SocketClientOptions> = {}) {
  let attempt = 0;
  const log = vi.fn();
  const socket = createSocketClient({
    WebSocket: FakeWebSocket,
    address: () => Promise.resolve(URL_OF((attempt += 1))),
    log,
    ...overrides,
  });
  const statuses: SocketStatus[] = [];
  socket.onStatus((s) => statuses.push(s));
  return { socket, log, statuses };
}

/** Let the address promise resolve (it is async even when immediate). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the socket client', () => {
  it('connects when the first subscriber comes, with a fresh address, and only once for many subscribers', async () => {
    const { socket, statuses } = client();
    expect(FakeWebSocket.instances).toHaveLength(0);
    socket.subscribe('0101', () => undefined);
    socket.subscribe('0003', () => undefined);
    await settle();
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([URL_OF(1)]);
    FakeWebSocket.last().accept();
    expect(socket.status()).toBe('open');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('dispatches JSON messages by their event, to every subscriber of that event only', async () => {
    const { socket } = client();
    const readings = vi.fn();
    const readings2 = vi.fn();
    const alarms = vi.fn();
    socket.subscribe('0101', readings);
    const off = socket.subscribe('0101', readings2);
    socket.subscribe('0003', alarms);
    await settle();
    const ws = FakeWebSocket.last();
    ws.accept();
    ws.receive({ event: '0101', deviceId: 7 });
    ws.receive({ event: '0003', message: 'hot' });
    ws.receive({ event: '0002' });
    expect(readings).toHaveBeenCalledWith({ event: '0101', deviceId: 7 });
    expect(readings2).toHaveBeenCalledTimes(1);
    expect(alarms).toHaveBeenCalledWith({ event: '0003', message: 'hot' });
    off();
    ws.receive({ event: '0101', deviceId: 8 });
    expect(readings).toHaveBeenCalledTimes(2);
    expect(readings2).toHaveBeenCalledTimes(1);
  });

  it('ignores bad JSON and messages without an event, and keeps dispatching after them', async () => {
    const { socket } = client();
    const handler = vi.fn();
    socket.subscribe('0101', handler);
    await settle();
    const ws = FakeWebSocket.last();
    ws.accept();
    for (const bad of ['{not json', '"0101"', '[{"event":"0101"}]', '{"event":101}', 'null', '{}']) ws.receive(bad);
    ws.onmessage?.({ data: new ArrayBuffer(4) });
    expect(handler).not.toHaveBeenCalled();
    ws.receive({ event: '0101', deviceId: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a subscriber that throws does not keep the message from the next', async () => {
    const { socket } = client();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    socket.subscribe('0101', () => {
      throw new Error('broken');
    });
    socket.subscribe('0101', second);
    await settle();
    FakeWebSocket.last().accept();
    FakeWebSocket.last().receive({ event: '0101' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('connects again 5 s after a close, with a new ticket', async () => {
    const { socket } = client();
    socket.subscribe('0101', () => undefined);
    await settle();
    FakeWebSocket.last().accept();
    FakeWebSocket.last().drop();
    expect(socket.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(4999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([URL_OF(1), URL_OF(2)]);
  });

  it('gives up after 100 retries in a row, every 5 s', async () => {
    const { socket, log } = client();
    socket.subscribe('0101', () => undefined);
    await settle();
    FakeWebSocket.last().drop();
    for (let retry = 1; retry <= SOCKET_MAX_RETRIES; retry += 1) {
      await vi.advanceTimersByTimeAsync(5000);
      expect(FakeWebSocket.instances).toHaveLength(retry + 1);
      FakeWebSocket.last().drop();
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(SOCKET_MAX_RETRIES + 1);
    expect(socket.status()).toBe('closed');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Live socket: gave up reconnecting after 100 failed attempts; reload the page to try again.');
  });

  it('starts counting again once a connection is accepted', async () => {
    const { socket } = client({ maxRetries: 2 });
    socket.subscribe('0101', () => undefined);
    await settle();
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(5000);
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(5000);
    FakeWebSocket.last().accept(); // the third attempt gets through
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(5000);
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(5);
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(5);
  });

  it('a failed address (the hash did not load) counts as a failed attempt', async () => {
    let calls = 0;
    const { socket } = client({ address: () => ((calls += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(URL_OF(calls))) });
    socket.subscribe('0101', () => undefined);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([URL_OF(2)]);
  });

  it('does not connect without a username, nor try again', async () => {
    const address = vi.fn(() => Promise.resolve(null));
    const { socket } = client({ address });
    socket.subscribe('0101', () => undefined);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(address).toHaveBeenCalledTimes(1);
    expect(socket.status()).toBe('closed');
  });

  it('stops at logout: closes, cancels the retry, ignores a late address; the next subscriber connects again', async () => {
    const { socket } = client();
    socket.subscribe('0101', () => undefined);
    await settle();
    const first = FakeWebSocket.last();
    first.accept();
    socket.stop();
    expect(first.closedWith).toEqual({ code: 1000, reason: 'logout' });
    expect(socket.status()).toBe('idle');
    first.drop(); // its close event after the stop schedules nothing
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    // a stop while the address is being made: the late address opens nothing
    let release: (url: string) => void = () => undefined;
    const slow = client({ address: () => new Promise<string>((resolve) => (release = resolve)) });
    slow.socket.subscribe('0101', () => undefined);
    slow.socket.stop();
    release(URL_OF(9));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);

    socket.subscribe('0003', () => undefined);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('sends at once when open, and while disconnected tries again every second', async () => {
    const { socket } = client();
    socket.subscribe('0003', () => undefined);
    await settle();
    const ws = FakeWebSocket.last();
    const sent = () => ws.sent.filter((text) => !text.startsWith(SUBSCRIBE));
    socket.send({ event: 'hello' });
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    ws.accept();
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual(['{"event":"hello"}']);
    socket.send({ event: 'now' });
    expect(sent()).toHaveLength(2);
  });

  it('tells each connection the events subscribed to, and tells it again once after each change of them', async () => {
    const { socket } = client();
    const offAlarms = socket.subscribe('0003', () => undefined);
    socket.subscribe('0103', () => undefined);
    await settle();
    const first = FakeWebSocket.last();
    first.accept();
    expect(first.sent.map((text) => JSON.parse(text))).toEqual([{ event: 'subscribe', events: ['0003', '0103'] }]);

    // a page of live readings opens: its two events, one message
    const offReadings = socket.subscribe('0101', () => undefined);
    const offStates = socket.subscribe('0102', () => undefined);
    // a second subscriber of an event already told changes nothing
    const offSecond = socket.subscribe('0003', () => undefined);
    await settle();
    expect(first.sent.slice(1).map((text) => JSON.parse(text))).toEqual([{ event: 'subscribe', events: ['0003', '0101', '0102', '0103'] }]);
    offSecond();
    await settle();
    expect(first.sent).toHaveLength(2);

    // the page is hidden: off and on again in one go is no change
    offReadings();
    offStates();
    const again = [socket.subscribe('0101', () => undefined), socket.subscribe('0102', () => undefined)];
    await settle();
    expect(first.sent).toHaveLength(2);
    again.forEach((off) => off());
    offAlarms();
    await settle();
    expect(JSON.parse(first.sent[2]!)).toEqual({ event: 'subscribe', events: ['0103'] });

    // a new connection is told afresh, even of an unchanged set
    first.drop();
    await vi.advanceTimersByTimeAsync(5000);
    const second = FakeWebSocket.last();
    expect(second.sent).toEqual([]);
    second.accept();
    expect(second.sent.map((text) => JSON.parse(text))).toEqual([{ event: 'subscribe', events: ['0103'] }]);
  });

  it('logs once that the browser has no WebSocket, and connects nothing', async () => {
    const { socket, log } = client({ WebSocket: undefined });
    socket.subscribe('0101', () => undefined);
    socket.subscribe('0003', () => undefined);
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(SOCKET_LOG.unsupported);
    expect(SOCKET_LOG.unsupported).toMatch(/does not support WebSocket/);
    expect(socket.status()).toBe('closed');
  });

  it('ignores the 0002 heartbeat even when subscribed, and events nobody subscribed to', async () => {
    const { socket } = client();
    const heartbeat = vi.fn();
    const alarms = vi.fn();
    socket.subscribe('0002', heartbeat);
    socket.subscribe('0003', alarms);
    await settle();
    const ws = FakeWebSocket.last();
    ws.accept();
    ws.receive({ event: '0002' });
    ws.receive({ event: '9999', message: 'from the future' });
    ws.receive({ event: '0003', alarmId: 1 });
    expect(heartbeat).not.toHaveBeenCalled();
    expect(alarms.mock.calls).toEqual([[{ event: '0003', alarmId: 1 }]]);
  });

  it('reattaches the handlers on reconnect: the new connection dispatches to the same subscribers, the old one to nobody', async () => {
    const { socket, statuses } = client();
    const alarms = vi.fn();
    socket.subscribe('0003', alarms);
    await settle();
    const first = FakeWebSocket.last();
    first.accept();
    first.receive({ event: '0003', alarmId: 1 });
    first.drop();
    await vi.advanceTimersByTimeAsync(5000);
    const second = FakeWebSocket.last();
    expect(second).not.toBe(first);
    second.accept();
    second.receive({ event: '0003', alarmId: 2 });
    first.receive({ event: '0003', alarmId: 99 }); // a late frame of the dead connection
    expect(alarms.mock.calls.map(([m]) => (m as { alarmId: number }).alarmId)).toEqual([1, 2]);
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
  });
});
