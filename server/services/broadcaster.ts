/**
 * Open WebSockets by username, each with the session it was opened under and the events its
 * client listens to. Deliveries (readings/audience.ts, alarms/broadcast.ts) send through
 * `sendTexts` (messages serialized once, whoever hears them) or `broadcast`; the heartbeat uses
 * `broadcastAll`.
 * A socket whose client said which events it listens to (`listen`, src/lib/socketSubscription.ts)
 * is sent those and the heartbeat only; one that never said is sent every event.
 * A socket whose client does not read as fast as it is sent to (a slow link, a busy page, a client
 * that never reads) has its frames wait in the instance's memory: past `maxBufferedBytes` waiting
 * it is closed (1013, "too slow") rather than sent more. The console connects again 5 s later and
 * reads its alarms again (spec §10).
 */

import { HEARTBEAT_SOCKET_EVENT } from '../../src/lib/alarms';

/** The part of a `ws` WebSocket the broadcaster needs. */
export interface SocketLike {
  readonly readyState: number;
  /** bytes sent but not yet handed to the network (ws: its own queue and the TCP socket's) */
  readonly bufferedAmount?: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A socket closed because too much waits to go out to it. */
export const SLOW_CLOSE = { code: 1013, reason: 'too slow' } as const;

export interface BroadcasterOptions {
  /** bytes waiting to go out to one socket past which it is closed (WS_MAX_BUFFERED_BYTES) */
  maxBufferedBytes?: number;
}

/**
 * The connection under a socket (the TCP socket the WebSocket was upgraded on): between its cork()
 * and uncork() the frames sent wait, and then leave in one write. Without it each frame is a write
 * (a system call) of its own: a fleet's batch of readings told to hundreds of consoles made the
 * writes most of an instance's CPU time (test/bench/scaleFleet.ts).
 */
export interface SocketTransport {
  cork(): void;
  uncork(): void;
}

/** A message serialized once for all who hear it, with its event code (what a socket listens to). */
export interface SocketText {
  event: string;
  text: string;
}

export function socketText(message: { event: string }): SocketText {
  return { event: message.event, text: JSON.stringify(message) };
}

interface Held {
  /** the session token whose ticket opened it */
  session: string;
  transport: SocketTransport | undefined;
  /** the events its client listens to; undefined: it never said, and hears every event */
  events: ReadonlySet<string> | undefined;
}

const hears = (held: Held, event: string) => held.events === undefined || event === HEARTBEAT_SOCKET_EVENT || held.events.has(event);

const OPEN = 1;

export class SocketBroadcaster {
  private readonly byUser = new Map<string, Map<SocketLike, Held>>();
  private total = 0;
  private slow = 0;
  private readonly maxBufferedBytes: number;

  constructor(options: BroadcasterOptions = {}) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? Infinity;
  }

  /** Sockets closed as too slow since the last call (the heartbeat logs them). */
  takeSlowClosed(): number {
    const slow = this.slow;
    this.slow = 0;
    return slow;
  }

  add(username: string, socket: SocketLike, session: string, transport?: SocketTransport): void {
    let sockets = this.byUser.get(username);
    if (!sockets) this.byUser.set(username, (sockets = new Map()));
    if (!sockets.has(socket)) this.total += 1;
    sockets.set(socket, { session, transport, events: undefined });
  }

  /** From now on the socket hears `events` (and the heartbeat) only; false when it is not held. */
  listen(username: string, socket: SocketLike, events: ReadonlySet<string>): boolean {
    const held = this.byUser.get(username)?.get(socket);
    if (held) held.events = events;
    return held !== undefined;
  }

  remove(username: string, socket: SocketLike): void {
    const sockets = this.byUser.get(username);
    if (sockets?.delete(socket)) this.total -= 1;
    if (sockets && sockets.size === 0) this.byUser.delete(username);
  }

  /**
   * Sends the messages, in order, to every open socket of the user that listens to their events,
   * each socket's frames in one write; returns the frames sent. A socket with more than
   * `maxBufferedBytes` still waiting to go out is closed instead.
   */
  sendTexts(username: string, texts: readonly SocketText[]): number {
    if (!texts.length) return 0;
    let sent = 0;
    for (const [socket, held] of this.byUser.get(username) ?? []) {
      if (socket.readyState !== OPEN) continue;
      const heard = held.events === undefined ? texts : texts.filter(({ event }) => hears(held, event));
      if (!heard.length) continue;
      if ((socket.bufferedAmount ?? 0) > this.maxBufferedBytes) {
        // closing, it takes no more; its 'close' event removes it
        socket.close(SLOW_CLOSE.code, SLOW_CLOSE.reason);
        this.slow += 1;
        continue;
      }
      held.transport?.cork();
      try {
        for (const { text } of heard) socket.send(text);
      } finally {
        held.transport?.uncork();
      }
      sent += heard.length;
    }
    return sent;
  }

  /** Sends `message` as JSON to every open socket of the user that listens to its event; returns how many got it. */
  broadcast(username: string, message: { event: string }): number {
    return this.sendTexts(username, [socketText(message)]);
  }

  broadcastAll(message: { event: string }): number {
    const texts = [socketText(message)];
    return [...this.byUser.keys()].reduce((sent, username) => sent + this.sendTexts(username, texts), 0);
  }

  /** Open sockets of one user, or of everyone (O(1): the caps ask on every connection). */
  count(username?: string): number {
    if (username !== undefined) return this.byUser.get(username)?.size ?? 0;
    return this.total;
  }

  /** The distinct session tokens that hold sockets open. */
  sessions(): string[] {
    const tokens = new Set<string>();
    for (const sockets of this.byUser.values()) for (const { session } of sockets.values()) tokens.add(session);
    return [...tokens];
  }

  /**
   * Closes and forgets every socket whose session is not in `live` (revoked, or past refreshing);
   * returns how many. A token that joined after `live` was read is spared: `known` lists those read.
   */
  closeEnded(known: ReadonlySet<string>, live: ReadonlySet<string>, code: number, reason: string): number {
    let closed = 0;
    for (const [username, sockets] of [...this.byUser]) {
      for (const [socket, { session }] of [...sockets]) {
        if (!known.has(session) || live.has(session)) continue;
        this.remove(username, socket);
        socket.close(code, reason);
        closed += 1;
      }
    }
    return closed;
  }

  closeAll(code: number, reason: string): void {
    for (const sockets of this.byUser.values()) for (const socket of sockets.keys()) socket.close(code, reason);
    this.byUser.clear();
    this.total = 0;
  }
}
