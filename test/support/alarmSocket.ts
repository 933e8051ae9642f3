/**
 * A small alarm-socket client for tests (and the bench): it computes the ticket like the console's
 * socket client will (src/lib/signing.ts `wsTicket`) and reports how the server answered, over a
 * real TCP connection to a listening platform.
 */
import WebSocket from 'ws';
import { unixNow, wsTicket } from '../../src/lib/signing';
import type { TestPlatform, TestSession } from './testPlatform';

export interface SocketTicketOptions {
  /** 'ws://127.0.0.1:1234' */
  base: string;
  /** the username in the query; defaults to the session's */
  username?: string;
  /** signs with this session; without one, no ts/sig is sent */
  session?: TestSession;
  /** the ticket's second; defaults to the platform clock */
  ts?: number;
  /** sends this sig instead of the computed one */
  sig?: string;
  /** the Origin header; none when undefined (a non-browser client) */
  origin?: string;
}

export type SocketOutcome =
  | { kind: 'open'; socket: OpenSocket }
  /** the server answered the upgrade with plain HTTP */
  | { kind: 'refused'; statusCode: number; body: string; headers: Record<string, string | string[] | undefined> };

export interface OpenSocket {
  readonly ws: WebSocket;
  /** every JSON message received so far */
  readonly messages: unknown[];
  /** resolves with the close code and reason */
  readonly closed: Promise<{ code: number; reason: string }>;
}

/** The `/ws` URL with the ticket of `options.session`. */
export function socketUrl(platform: Pick<TestPlatform, 'config' | 'clock'>, options: SocketTicketOptions): string {
  const username = options.username ?? options.session?.username ?? '';
  const query = new URLSearchParams({ username });
  if (options.session) {
    const ts = options.ts ?? unixNow(platform.clock.now());
    query.set('ts', String(ts));
    query.set('sig', options.sig ?? wsTicket(platform.config.signing, username, options.session.token, ts));
  } else if (options.sig !== undefined) {
    query.set('ts', String(options.ts ?? unixNow(platform.clock.now())));
    query.set('sig', options.sig);
  }
  return `${options.base}/ws?${query.toString()}`;
}

/** Opens `url` and resolves once the server accepted the upgrade or answered it with HTTP. */
export function openSocket(url: string, origin?: string): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin === undefined ? {} : { origin });
    const messages: unknown[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      ws.on('close', (code, reason) => done({ code, reason: reason.toString() }));
    });
    ws.on('message', (data: WebSocket.RawData) => messages.push(JSON.parse(data.toString())));
    ws.on('open', () => resolve({ kind: 'open', socket: { ws, messages, closed } }));
    ws.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ kind: 'refused', statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: response.headers });
        ws.terminate();
      });
    });
    ws.on('error', reject);
  });
}

/** `socketUrl` + `openSocket`. */
export function connectAlarmSocket(platform: Pick<TestPlatform, 'config' | 'clock'>, options: SocketTicketOptions): Promise<SocketOutcome> {
  return openSocket(socketUrl(platform, options), options.origin);
}
