/**
 * The fleet bench's consoles, without a browser: each logs in over HTTP as its own user (the
 * console's signed api client, test/e2e/support/directApi.ts) and opens the alarm socket with the
 * console's own socket client (src/api/socketClient.ts: a fresh ticket per attempt, again every
 * 5 s after a close) subscribed to 0003, as the console's alarm panel is. The client tells the
 * server the events it listens to (src/lib/socketSubscription.ts), and the server sends it those:
 * a console with a page of live readings open (the device monitor, a map) also listens to 0101
 * and 0102, the `watchers` first consoles here; the others hear only the 0003 of their alarms.
 * - Frames are counted by event; only 0003 frames are decoded and handed to the client (a browser
 *   would parse every one; the bench, which shares the cores, does not).
 * - Each console starts on instance c % n; after a close it tries the next one, as a load balancer
 *   would send it there once its instance is gone.
 * - The arrival of each device's first 0003 at each console is kept, to be matched with the post
 *   of the hot reading (scaleFleetGateways.ts).
 */
import WebSocket from 'ws';
import { session } from '../../src/api';
import { createSocketClient, type SocketClient, type WebSocketLike } from '../../src/api/socketClient';
import { ALARM_SOCKET_EVENT } from '../../src/lib/alarms';
import { DEVICE_STATE_EVENT, READING_EVENT } from '../../src/lib/readings';
import { wsTicket, type SigningConfig } from '../../src/lib/signing';
import { directLogin } from '../e2e/support/directApi';

/** `{"event":"0003"`: the server puts the event first */
const ALARM_PREFIX = Buffer.from(`{"event":"${ALARM_SOCKET_EVENT}"`);

export interface FleetConsole {
  username: string;
  /** device id → Date.now() of its first 0003 here */
  readonly arrivals: Map<number, { at: number; ts: number }>;
  client: SocketClient;
  /** the instance it is connected to, or tries next */
  instance: number;
}

export interface FleetConsoles {
  consoles: FleetConsole[];
  /** frames received by event code, all consoles together */
  readonly frames: Map<string, number>;
  /** consoles with their socket open now */
  open(): number;
  stop(): void;
}

/** The console's socket client takes a WebSocket class: `ws`, sending the page's Origin, filtering what it hands on. */
function socketClass(count: (event: string) => void): new (url: string) => WebSocketLike {
  return class BenchSocket implements WebSocketLike {
    onopen: ((event: unknown) => void) | null = null;
    onclose: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    private readonly ws: WebSocket;
    constructor(url: string) {
      const origin = new URL(url.replace(/^ws/, 'http')).origin;
      this.ws = new WebSocket(url, { origin });
      this.ws.on('open', () => this.onopen?.({}));
      this.ws.on('close', () => this.onclose?.({}));
      this.ws.on('error', () => this.onerror?.({}));
      this.ws.on('message', (data: Buffer) => {
        if (data.subarray(0, ALARM_PREFIX.length).equals(ALARM_PREFIX)) {
          count(ALARM_SOCKET_EVENT);
          this.onmessage?.({ data: data.toString() });
          return;
        }
        // {"event":"0101",…: the code sits at a fixed place
        count(data.subarray(10, 14).toString());
      });
    }
    get readyState(): number {
      return this.ws.readyState;
    }
    send(data: string): void {
      this.ws.send(data);
    }
    close(code?: number, reason?: string): void {
      this.ws.close(code, reason);
    }
  };
}

/**
 * Logs every console in (one after the other: the login hashes the password on purpose) and opens
 * their sockets; resolves once all are open (or after a minute, with those that are).
 */
export async function connectConsoles(
  urls: readonly string[],
  usernames: readonly string[],
  password: string,
  signing: SigningConfig,
  watchers: number,
): Promise<FleetConsoles> {
  const frames = new Map<string, number>();
  const count = (event: string) => frames.set(event, (frames.get(event) ?? 0) + 1);
  const Socket = socketClass(count);
  const consoles: FleetConsole[] = [];
  for (const [c, username] of usernames.entries()) {
    const instance = c % urls.length;
    await directLogin(urls[instance]!, { username, password });
    const { token } = session.get();
    const arrivals = new Map<number, { at: number; ts: number }>();
    const fleetConsole: FleetConsole = { username, arrivals, instance, client: undefined as unknown as SocketClient };
    const client = createSocketClient({
      WebSocket: Socket,
      address: async () => {
        const ts = Math.floor(Date.now() / 1000);
        const base = urls[fleetConsole.instance]!.replace(/^http/, 'ws');
        return `${base}/ws?${new URLSearchParams({ username, ts: String(ts), sig: wsTicket(signing, username, token, ts) })}`;
      },
      log: () => undefined,
    });
    client.onStatus((status) => {
      if (status === 'closed') fleetConsole.instance = (fleetConsole.instance + 1) % urls.length;
    });
    client.subscribe(ALARM_SOCKET_EVENT, (message) => {
      const deviceId = Number(message.deviceId);
      if (!arrivals.has(deviceId)) arrivals.set(deviceId, { at: Date.now(), ts: Number(message.dataTimestamp) });
    });
    // a page of live readings: the frames are counted as they come (socketClass), none is decoded
    if (c < watchers) for (const event of [READING_EVENT, DEVICE_STATE_EVENT]) client.subscribe(event, () => undefined);
    fleetConsole.client = client;
    consoles.push(fleetConsole);
  }
  session.clear();
  const open = () => consoles.filter((c) => c.client.status() === 'open').length;
  const deadline = Date.now() + 60_000;
  while (open() < consoles.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    consoles,
    frames,
    open,
    stop: () => consoles.forEach((c) => c.client.stop()),
  };
}
