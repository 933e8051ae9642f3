/**
 * The broadcaster with sockets that record what they are sent, and connections that record when
 * they are corked: a delivery's frames to one socket leave in one write (issue 27 §4, the fleet
 * bench: one write per frame made the writes most of an instance's CPU time).
 */
import { SLOW_CLOSE, SocketBroadcaster, type SocketLike, type SocketTransport } from './broadcaster';

function recorder(log: string[], name: string, readyState = 1): { socket: SocketLike; transport: SocketTransport } {
  return {
    socket: { readyState, send: (data) => log.push(`${name} send ${data}`), close: () => log.push(`${name} close`) },
    transport: { cork: () => log.push(`${name} cork`), uncork: () => log.push(`${name} uncork`) },
  };
}

describe('SocketBroadcaster', () => {
  it('sends a delivery’s messages to each socket of the user between one cork and its uncork, in order', () => {
    const log: string[] = [];
    const sockets = new SocketBroadcaster();
    const a = recorder(log, 'a');
    const b = recorder(log, 'b');
    const other = recorder(log, 'other');
    sockets.add('alice', a.socket, 'token-a', a.transport);
    sockets.add('alice', b.socket, 'token-b', b.transport);
    sockets.add('bob', other.socket, 'token-c', other.transport);

    expect(sockets.sendTexts('alice', ['{"n":1}', '{"n":2}', '{"n":3}'])).toBe(2);
    expect(log).toEqual([
      'a cork',
      'a send {"n":1}',
      'a send {"n":2}',
      'a send {"n":3}',
      'a uncork',
      'b cork',
      'b send {"n":1}',
      'b send {"n":2}',
      'b send {"n":3}',
      'b uncork',
    ]);
  });

  it('skips sockets that are not open, and sends nothing for no messages', () => {
    const log: string[] = [];
    const sockets = new SocketBroadcaster();
    const closing = recorder(log, 'closing', 2);
    const open = recorder(log, 'open');
    sockets.add('alice', closing.socket, 'token-a', closing.transport);
    sockets.add('alice', open.socket, 'token-b');
    expect(sockets.sendTexts('alice', [])).toBe(0);
    expect(sockets.sendTexts('alice', ['x'])).toBe(1);
    // a socket without a known connection (app.injectWS) is sent to frame by frame
    expect(log).toEqual(['open send x']);
  });

  it('serializes a broadcast once for all of its users', () => {
    const log: string[] = [];
    const sockets = new SocketBroadcaster();
    for (const name of ['a', 'b']) {
      const { socket, transport } = recorder(log, name);
      sockets.add(name, socket, `token-${name}`, transport);
    }
    let serialized = 0;
    const message = {
      toJSON() {
        serialized += 1;
        return { event: '0002' };
      },
    };
    expect(sockets.broadcastAll(message)).toBe(2);
    expect(serialized).toBe(1);
    expect(log.filter((line) => line.includes('send'))).toEqual(['a send {"event":"0002"}', 'b send {"event":"0002"}']);
  });

  it('closes a socket with more than maxBufferedBytes waiting to go out instead of sending to it, and counts it once', () => {
    const log: string[] = [];
    const sockets = new SocketBroadcaster({ maxBufferedBytes: 1000 });
    const behind = { readyState: 1, bufferedAmount: 1001, send: (data: string) => log.push(`behind send ${data}`), close: (code?: number, reason?: string) => log.push(`behind close ${code} ${reason}`) };
    const keeping = { readyState: 1, bufferedAmount: 1000, send: (data: string) => log.push(`keeping send ${data}`), close: () => log.push('keeping close') };
    sockets.add('alice', behind, 'token-a');
    sockets.add('alice', keeping, 'token-b');
    expect(sockets.sendTexts('alice', ['x'])).toBe(1);
    expect(log).toEqual([`behind close ${SLOW_CLOSE.code} ${SLOW_CLOSE.reason}`, 'keeping send x']);
    expect(sockets.takeSlowClosed()).toBe(1);
    expect(sockets.takeSlowClosed()).toBe(0);
  });
});
