/**
 * The one socket of a login (src/api/socketClient.ts), for every page and panel that listens:
 * the configured `wsUrl` (src/config/resolveWsUrl.ts) with a fresh ticket per attempt. It
 * connects when the first subscriber comes and closes when the session ends: a logout, or a
 * session lost (the session store's token is cleared in both cases).
 */
import { createSocketClient, getApiConfig, session, socketTicket, type SocketClient, type WebSocketClass } from '../api';
import { resolveWsUrl } from '../config/resolveWsUrl';

/** The socket URL with the ticket's query, or null when there is none to make. */
export async function liveSocketAddress(): Promise<string | null> {
  const query = await socketTicket();
  if (!query) return null;
  const where = globalThis.location ?? { protocol: 'http:', host: 'localhost' };
  const url = new URL(resolveWsUrl(getApiConfig(), where));
  for (const [name, value] of query) url.searchParams.set(name, value);
  return url.toString();
}

export const liveSocket: SocketClient = createSocketClient({
  WebSocket: (globalThis as { WebSocket?: WebSocketClass }).WebSocket,
  address: liveSocketAddress,
});

session.subscribe((state) => {
  if (!state.token && liveSocket.status() !== 'idle') liveSocket.stop();
});
