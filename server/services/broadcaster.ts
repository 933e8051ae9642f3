/**
 * Open WebSockets by username. The alarm simulator (later) calls
 * `platform.sockets.broadcast(username, message)`; the heartbeat uses `broadcastAll`.
 */

/** The part of a `ws` WebSocket the broadcaster needs. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export class SocketBroadcaster {
  private readonly byUser = new Map<string, Set<SocketLike>>();

  add(username: string, socket: SocketLike): void {
    let sockets = this.byUser.get(username);
    if (!sockets) this.byUser.set(username, (sockets = new Set()));
    sockets.add(socket);
  }

  remove(username: string, socket: SocketLike): void {
    const sockets = this.byUser.get(username);
    sockets?.delete(socket);
    if (sockets && sockets.size === 0) this.byUser.delete(username);
  }

  /** Sends `message` as JSON to every open socket of the user; returns how many got it. */
  broadcast(username: string, message: unknown): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of this.byUser.get(username) ?? []) {
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

  /** Open sockets of one user, or of everyone. */
  count(username?: string): number {
    if (username !== undefined) return this.byUser.get(username)?.size ?? 0;
    return [...this.byUser.values()].reduce((total, sockets) => total + sockets.size, 0);
  }

  closeAll(code: number, reason: string): void {
    for (const sockets of this.byUser.values()) for (const socket of sockets) socket.close(code, reason);
    this.byUser.clear();
  }
}
