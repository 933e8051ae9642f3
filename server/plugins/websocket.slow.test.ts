/**
 * A socket whose client stops reading: past WS_MAX_BUFFERED_BYTES waiting to go out it is closed
 * (1013, "too slow") and sent nothing more, instead of holding the instance's memory (the fleet
 * bench, test/bench/scaleFleet.ts, watched an instance grow past 8 GB behind consoles that could
 * not keep up). Real TCP: the client's socket is paused, so the kernel's buffers fill and then the
 * server's.
 */
// databaseTests.ts: engine-neutral (a socket's send buffer; the platform is only a server to ask)
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { unixNow } from '../../src/lib/signing';
import { connectAlarmSocket, type OpenSocket } from '../../test/support/alarmSocket';
import { createTestPlatform, loginAs, type TestPlatform } from '../../test/support/testPlatform';
import { SLOW_CLOSE, socketText } from '../services/broadcaster';

const MAX_BUFFERED = 256 * 1024;
/** one message of 64 KB */
const TEXT = socketText({ event: '0101', padding: 'x'.repeat(64 * 1024) } as { event: string });

let platform: TestPlatform;
let base: string;
const opened: OpenSocket[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ wsMaxBufferedBytes: MAX_BUFFERED });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await platform.close();
});

async function openFor(username: string): Promise<OpenSocket> {
  const { session } = await loginAs(platform, username);
  platform.clock.advance(1);
  const outcome = await connectAlarmSocket(platform, { base, session, ts: unixNow(platform.clock.now()) });
  if (outcome.kind !== 'open') throw new Error(`socket refused: ${outcome.statusCode}`);
  opened.push(outcome.socket);
  await vi.waitFor(() => expect(platform.app.sockets.count(username)).toBe(1));
  return outcome.socket;
}

describe('a socket whose client does not read', () => {
  it('is closed as too slow once more than WS_MAX_BUFFERED_BYTES wait to go out, and sent nothing more; another user’s socket still gets everything', async () => {
    const stalled = await openFor('operator01');
    const reading = await openFor('admin0001');
    // the stalled client reads nothing from now on
    (stalled.ws as unknown as { _socket: Socket })._socket.pause();

    // tens of megabytes: more than the kernel's buffers on both sides hold
    let sentToStalled = 0;
    for (let i = 0; i < 1000 && platform.app.sockets.sendTexts('operator01', [TEXT]) === 1; i += 1) {
      sentToStalled += 1;
      platform.app.sockets.sendTexts('admin0001', [TEXT]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // it stopped being sent to long before the thousandth message (64 MB)
    expect(sentToStalled).toBeLessThan(1000);
    expect(platform.app.sockets.sendTexts('operator01', [TEXT])).toBe(0);

    // the client that reads got every message
    await vi.waitFor(() => expect(reading.messages.filter((m) => (m as { event?: string }).event === '0101')).toHaveLength(sentToStalled));
    // once the stalled client reads again, it finds the close (after what was already on its way)
    (stalled.ws as unknown as { _socket: Socket })._socket.resume();
    expect(await stalled.closed).toEqual({ code: SLOW_CLOSE.code, reason: SLOW_CLOSE.reason });
  });
});
