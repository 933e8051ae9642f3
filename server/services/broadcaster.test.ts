/**
 * The broadcaster with sockets that record what they are sent, and connections that record when
 * they are corked: a delivery's frames to one socket leave in one write (issue 27 §4, the fleet
 * bench: one write per frame made the writes most of an instance's CPU time).
 */
import { SLOW_CLOSE, SocketBroadcaster, socketText, type SocketLike, type SocketTransport } from './broadcaster';

const text = (n: number) => socketText({ event: '0101', n } as { event: string });

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

    // frames sent: three to each of alice's two sockets
    expect(sockets.sendTexts('alice', [text(1), text(2), text(3)])).toBe(6);
    expect(log).toEqual([
      'a cork',
      'a send {"event":"0101","n":1}',
      'a send {"event":"0101","n":2}',
      'a send {"event":"0101","n":3}',
      'a uncork',
      'b cork',
      'b send {"event":"0101","n":1}',
      'b send {"event":"0101","n":2}',
      'b send {"event":"0101","n":3}',
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
    expect(sockets.sendTexts('alice', [text(1)])).toBe(1);
    // a socket without a known connection (app.injectWS) is sent to frame by frame
    expect(log).toEqual(['open send {"event":"0101","n":1}']);
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
      event: '0002',
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
    expect(sockets.sendTexts('alice', [text(1)])).toBe(1);
    expect(log).toEqual([`behind close ${SLOW_CLOSE.code} ${SLOW_CLOSE.reason}`, 'keeping send {"event":"0101","n":1}']);
    expect(sockets.takeSlowClosed()).toBe(1);
    expect(sockets.takeSlowClosed()).toBe(0);
  });

  it('sends a socket that said what it listens to those events and the heartbeat only; one that never said, everything', () => {
    const log: string[] = [];
    const sockets = new SocketBroadcaster();
    const alarmsOnly = recorder(log, 'alarms');
    const live = recorder(log, 'live');
    const silent = recorder(log, 'silent');
    sockets.add('alice', alarmsOnly.socket, 'token-a');
    sockets.add('alice', live.socket, 'token-b');
    sockets.add('alice', silent.socket, 'token-c');
    expect(sockets.listen('alice', alarmsOnly.socket, new Set(['0003']))).toBe(true);
    expect(sockets.listen('alice', live.socket, new Set(['0003', '0101']))).toBe(true);
    // a socket not held (closed meanwhile) is not taken in
    expect(sockets.listen('alice', recorder(log, 'gone').socket, new Set(['0101']))).toBe(false);

    const reading = socketText({ event: '0101', deviceId: 1 } as { event: string });
    const state = socketText({ event: '0102', deviceId: 1 } as { event: string });
    const alarm = socketText({ event: '0003', alarmId: 9 } as { event: string });
    // frames: live hears the reading and the alarm, alarms only the alarm, silent all three
    expect(sockets.sendTexts('alice', [reading, state, alarm])).toBe(6);
    expect(log).toEqual([
      `alarms send ${alarm.text}`,
      `live send ${reading.text}`,
      `live send ${alarm.text}`,
      `silent send ${reading.text}`,
      `silent send ${state.text}`,
      `silent send ${alarm.text}`,
    ]);
    // nothing for it: a socket is not even looked at for its buffer
    log.length = 0;
    expect(sockets.sendTexts('alice', [state])).toBe(1);
    expect(log).toEqual([`silent send ${state.text}`]);

    log.length = 0;
    expect(sockets.broadcastAll({ event: '0002' })).toBe(3);
    expect(log).toHaveLength(3);

    // it may change its mind
    sockets.listen('alice', alarmsOnly.socket, new Set(['0102']));
    log.length = 0;
    sockets.sendTexts('alice', [state, alarm]);
    expect(log).toEqual([`alarms send ${state.text}`, `live send ${alarm.text}`, `silent send ${state.text}`, `silent send ${alarm.text}`]);
  });
});
