/**
 * The console's socket (spec §4 "Alarm socket", §10): one connection shared by every subscriber,
 * its JSON messages dispatched by their `event`. The rules of the spec:
 * - after a close it connects again every 5 s, up to 100 times in a row (an accepted connection
 *   starts the count again, so a long session survives more than 100 server restarts);
 * - a missing username stops connecting (`address()` answers null);
 * - a message sent while disconnected is tried again every second;
 * - the handlers belong to the client, not to one connection: each new connection dispatches to
 *   them (the spec's "the message handler is reattached on reconnect");
 * - the `0002` heartbeat is dropped, as is any event nobody subscribed to;
 * - on each connection, and whenever the set of events with a subscriber changes, it tells the
 *   server that set (src/lib/socketSubscription.ts): a console with no page of live readings open
 *   is not sent the company's readings.
 * The WebSocket class is injected: the browser's in the app, a fake in tests.
 */
import { HEARTBEAT_SOCKET_EVENT } from '../lib/alarms';
import { jsonObject } from '../lib/jsonObject';
import { subscribeMessage } from '../lib/socketSubscription';

/** What the client needs of a WebSocket (the browser's satisfies it). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketClass = new (url: string) => WebSocketLike;

/** A message of the socket: JSON with at least its `event` code ('0002' heartbeat, '0003' alarm, '0101' reading …). */
export interface SocketMessage {
  event: string;
  [field: string]: unknown;
}

export type SocketHandler = (message: SocketMessage) => void;

/**
 * idle: not started (or stopped at logout); connecting: an attempt is under way; open: connected;
 * closed: down, waiting to try again, or given up (the alarm badge shows red).
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface SocketClientOptions {
  /** undefined: the browser has no WebSocket (logged once, nothing connects) */
  WebSocket: WebSocketClass | undefined;
  /** the address to open, with a fresh ticket; null when there is no username (connecting stops) */
  address(): Promise<string | null>;
  retryMs?: number;
  maxRetries?: number;
  sendRetryMs?: number;
  log?(message: string): void;
}

export interface SocketClient {
  /** Handle every message of `event`; the first subscriber connects. Returns the unsubscribe. */
  subscribe(event: string, handler: SocketHandler): () => void;
  /** Send a JSON message, now or, while disconnected, once a second until connected. */
  send(message: unknown): void;
  status(): SocketStatus;
  onStatus(listener: (status: SocketStatus) => void): () => void;
  /** Close and stop reconnecting (logout): back to idle; the next subscriber connects again. */
  stop(): void;
}

export const SOCKET_RETRY_MS = 5000;
export const SOCKET_MAX_RETRIES = 100;
export const SOCKET_SEND_RETRY_MS = 1000;
const OPEN = 1;

/** The developer messages of the console log (spec §8: a browser without WebSocket logs a message; after 100 retries it gives up). */
export const SOCKET_LOG = {
  unsupported: 'Live socket: this browser does not support WebSocket, so live alarms and readings will not arrive.',
  gaveUp: (attempts: number) => `Live socket: gave up reconnecting after ${attempts} failed attempts; reload the page to try again.`,
} as const;

/** A JSON object with a string `event`; anything else (bad JSON, a bare value) is dropped. */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  const value = typeof data === 'string' ? jsonObject(data) : null;
  return value && typeof value.event === 'string' ? (value as SocketMessage) : null;
}

export function createSocketClient(options: SocketClientOptions): SocketClient {
  const retryMs = options.retryMs ?? SOCKET_RETRY_MS;
  const maxRetries = options.maxRetries ?? SOCKET_MAX_RETRIES;
  const sendRetryMs = options.sendRetryMs ?? SOCKET_SEND_RETRY_MS;
  const log = options.log ?? ((message: string) => console.warn(message));
  const handlers = new Map<string, Set<SocketHandler>>();
  const statusListeners = new Set<(status: SocketStatus) => void>();
  let status: SocketStatus = 'idle';
  let socket: WebSocketLike | null = null;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // bumped by stop(): whatever an earlier run still has under way (an address, a socket) is ignored
  let run = 0;
  let unsupportedLogged = false;
  // the subscribe message the open connection was last sent (null: none yet), and whether one is due
  let announced: string | null = null;
  let announcing = false;

  /** Tells the open connection the events subscribed to, if they changed since it was last told. */
  function announce(): void {
    if (!socket || socket.readyState !== OPEN || status !== 'open') return;
    const text = JSON.stringify(subscribeMessage(handlers.keys()));
    if (text === announced) return;
    announced = text;
    socket.send(text);
  }

  /** A page's effects subscribe and unsubscribe several events in one go: told once, after them. */
  function announceSoon(): void {
    if (announcing) return;
    announcing = true;
    queueMicrotask(() => {
      announcing = false;
      announce();
    });
  }

  function setStatus(next: SocketStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function dispatch(data: unknown): void {
    const message = parseSocketMessage(data);
    // spec §4: event 0002 (the heartbeat) is ignored, whoever subscribed
    if (!message || message.event === HEARTBEAT_SOCKET_EVENT) return;
    for (const handler of [...(handlers.get(message.event) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        // one broken subscriber must not keep the message from the others
        console.error(error);
      }
    }
  }

  function retryLater(): void {
    setStatus('closed');
    if (retries >= maxRetries) {
      log(SOCKET_LOG.gaveUp(maxRetries));
      return;
    }
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, retryMs);
  }

  function open(url: string, mine: number): void {
    const Socket = options.WebSocket!;
    let ws: WebSocketLike;
    try {
      ws = new Socket(url);
    } catch {
      retryLater();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws || run !== mine) return;
      retries = 0;
      announced = null;
      setStatus('open');
      announce();
    };
    ws.onmessage = (event) => {
      if (socket === ws) dispatch(event.data);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      retryLater();
    };
  }

  function connect(): void {
    if (!options.WebSocket) {
      if (!unsupportedLogged) log(SOCKET_LOG.unsupported);
      unsupportedLogged = true;
      setStatus('closed');
      return;
    }
    const mine = run;
    setStatus('connecting');
    options.address().then(
      (url) => {
        if (run !== mine) return;
        if (url === null) setStatus('closed');
        else open(url, mine);
      },
      () => {
        if (run === mine) retryLater();
      },
    );
  }

  return {
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      if (status === 'idle') connect();
      else announceSoon();
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(event) === set) {
          handlers.delete(event);
          announceSoon();
        }
      };
    },
    send(message) {
      const text = JSON.stringify(message);
      const mine = run;
      const attempt = () => {
        if (run !== mine || status === 'idle') return;
        if (socket && socket.readyState === OPEN && status === 'open') socket.send(text);
        else if (status !== 'closed' || retryTimer !== undefined) setTimeout(attempt, sendRetryMs);
      };
      attempt();
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    stop() {
      run += 1;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      retries = 0;
      const ws = socket;
      socket = null;
      ws?.close(1000, 'logout');
      setStatus('idle');
    },
  };
}
