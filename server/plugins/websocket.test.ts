import { createTestPlatform, type TestPlatform } from '../testing';
import { HEARTBEAT, UNKNOWN_USER_CLOSE } from './websocket';

interface TestSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  terminate(): void;
}

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ heartbeatSeconds: 0.05 });
});
afterAll(() => platform.close());

function nextMessage(socket: TestSocket): Promise<unknown> {
  return new Promise((resolve) => socket.on('message', (data) => resolve(JSON.parse(data.toString()))));
}

describe('/ws', () => {
  it('closes the socket of an unknown username with a reason', async () => {
    const socket: TestSocket = await platform.app.injectWS('/ws?username=ghost');
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.on('close', (c, r) => resolve([c, r.toString()])),
    );
    expect(code).toBe(UNKNOWN_USER_CLOSE.code);
    expect(reason).toBe(UNKNOWN_USER_CLOSE.reason);
  });

  it('sends heartbeats and broadcasts to the sockets of a user', async () => {
    const socket: TestSocket = await platform.app.injectWS('/ws?username=operator01');
    expect(await nextMessage(socket)).toEqual(HEARTBEAT);
    await vi.waitFor(() => expect(platform.app.sockets.count('operator01')).toBe(1));
    const alarm = { event: '0003', eventField: 'temperature', displayTitle: 'Cold store 1', message: '9.5 ℃', dataTimestamp: 1 };
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    expect(platform.app.sockets.broadcast('operator01', alarm)).toBe(1);
    expect(platform.app.sockets.broadcast('admin0001', alarm)).toBe(0);
    await vi.waitFor(() => expect(received).toContainEqual(alarm));
    socket.terminate();
    await vi.waitFor(() => expect(platform.app.sockets.count('operator01')).toBe(0));
  });
});
