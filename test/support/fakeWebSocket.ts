/**
 * A WebSocket stand-in for the console's socket client (src/api/socketClient.ts takes the class):
 * every instance is recorded, and the test opens, closes and feeds it by hand.
 */
import type { WebSocketLike } from '../../src/api';

export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  static reset(): void {
    FakeWebSocket.instances = [];
  }
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** the server accepted the connection */
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** the connection ended (refused upgrade, server gone): error, then close, as browsers do */
  drop(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }

  /** a frame from the server: an object is sent as JSON, a string as it is */
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}
