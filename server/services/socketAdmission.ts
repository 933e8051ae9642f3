/**
 * Who may open the alarm socket: a browser page of the console's own origin (or a configured
 * one), proving a live session with a short-lived ticket (src/lib/signing.ts `wsTicket`).
 * Pure checks and one query; websocket.ts decides the answers.
 */
import type { Kysely } from 'kysely';
import { safeEqual, wsTicket, type SigningConfig } from '../../src/lib/signing';
import type { Database } from '../db/schema';

/**
 * A page may open the socket when its Origin is the host it was served from or a configured
 * origin. No Origin at all is a non-browser client: it cannot ride on a victim's browser, and it
 * still needs a ticket, so it is let through. 'null' (sandboxed frame, file:) is foreign.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) return false;
  if (allowed.includes(url.origin)) return true;
  if (!host) return false;
  // The scheme is not compared: behind a TLS proxy the page is https and the request plain http.
  // Parsing Host with the page's scheme drops a default port the browser left out of Origin.
  const own = URL.canParse(`${url.protocol}//${host}`) ? new URL(`${url.protocol}//${host}`) : undefined;
  return own !== undefined && own.host === url.host;
}

export interface TicketQuery {
  username: string;
  ts: number;
  sig: string;
}

const DIGITS = /^\d{1,12}$/;
const HEX = /^[0-9a-fA-F]{32,128}$/;

/** The ticket's parts from the query, or undefined when any is missing or malformed. */
export function readTicket(query: Record<string, unknown>): TicketQuery | undefined {
  const { username, ts, sig } = query;
  if (typeof username !== 'string' || typeof ts !== 'string' || typeof sig !== 'string') return undefined;
  const name = username.trim();
  if (!name || name.length > 128 || !DIGITS.test(ts) || !HEX.test(sig)) return undefined;
  return { username: name, ts: Number(ts), sig: sig.toLowerCase() };
}

/**
 * The session token the ticket proves, among the user's sessions that are unrevoked, unexpired
 * and not waiting for a password change; undefined otherwise. One query whether or not the
 * username exists, so the answer takes about as long either way.
 */
export async function ticketSession(
  db: Kysely<Database>,
  signing: SigningConfig,
  ticket: TicketQuery,
  nowUnix: number,
): Promise<string | undefined> {
  const sessions = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.token')
    .where('users.username', '=', ticket.username)
    .where('users.must_change_password', '=', 0)
    .where('sessions.revoked', '=', 0)
    .where('sessions.expires_at', '>', nowUnix)
    .execute();
  return sessions.find((s) => safeEqual(wsTicket(signing, ticket.username, s.token, ticket.ts), ticket.sig))?.token;
}

const CHUNK = 500;

/**
 * Of the given session tokens, the ones an open socket may keep: unrevoked and still
 * refreshable (expiry plus the refresh grace not passed). A refresh revokes the old token, so
 * its socket is let go too and the console reconnects with a ticket of the new one.
 */
export async function liveSessions(db: Kysely<Database>, tokens: readonly string[], nowUnix: number, graceSeconds: number): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < tokens.length; start += CHUNK) {
    const rows = await db
      .selectFrom('sessions')
      .select('token')
      .where('token', 'in', tokens.slice(start, start + CHUNK))
      .where('revoked', '=', 0)
      .where('expires_at', '>', nowUnix - graceSeconds)
      .execute();
    for (const row of rows) live.add(row.token);
  }
  return live;
}
