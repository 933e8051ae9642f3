/**
 * Open WebSockets by username, each with the session it was opened under. The alarm simulator
 * (later) calls `platform.sockets.broadcast(username, message)`; the heartbeat uses `broadcastAll`.
 */

/** The part of a `ws` WebSocket the broadcaster needs. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export class SocketBroadcaster {
  /** username → socket → the session token whose ticket opened it */
  private readonly byUser = new Map<string, Map<SocketLike, string>>();
  private total = 0;

  add(username: string, socket: SocketLike, session: string): void {
    let sockets = this.byUser.get(username);
    if (!sockets) this.byUser.set(username, (sockets = new Map()));
    if (!sockets.has(socket)) this.total += 1;
    sockets.set(socket, session);
  }

  remove(username: string, socket: SocketLike): void {
    const sockets = this.byUser.get(username);
    if (sockets?.delete(socket)) this.total -= 1;
    if (sockets && sockets.size === 0) this.byUser.delete(username);
  }

  /** Sends `message` as JSON to every open socket of the user; returns how many got it. */
  broadcast(username: string, message: unknown): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of this.byUser.get(username)?.keys() ?? []) {
      if (socket.readyState === OPEN) {
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  broadcastAll(message: unknown): number {
    return [...this.byUser.keys()].reduce((sent, username) => sent + this.broadcast(username, message), 0);
  }

  /** Open sockets of one user, or of everyone (O(1): the caps ask on every connection). */
  count(username?: string): number {
    if (username !== undefined) return this.byUser.get(username)?.size ?? 0;
    return this.total;
  }

  /** The distinct session tokens that hold sockets open. */
  sessions(): string[] {
    const tokens = new Set<string>();
    for (const sockets of this.byUser.values()) for (const token of sockets.values()) tokens.add(token);
    return [...tokens];
  }

  /**
   * Closes and forgets every socket whose session is not in `live` (revoked, or past refreshing);
   * returns how many. A token that joined after `live` was read is spared: `known` lists those read.
   */
  closeEnded(known: ReadonlySet<string>, live: ReadonlySet<string>, code: number, reason: string): number {
    let closed = 0;
    for (const [username, sockets] of [...this.byUser]) {
      for (const [socket, token] of [...sockets]) {
        if (!known.has(token) || live.has(token)) continue;
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
