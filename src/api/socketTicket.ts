/**
 * The socket's query (issue 10 §3): `username`, the ticket's second `ts` and its signature `sig`
 * (src/lib/signingRules.ts `wsTicketText`, hashed with the configured hash). A socket has no
 * headers, so the ticket proves the session; the server spends each ticket once, hence a fresh
 * one per attempt.
 */
import { loadDigest } from '../lib/hashes';
import { wsTicketText } from '../lib/signingRules';
import { apiNowUnix, getApiConfig } from './client';
import { COOKIE_NAMES, cookies } from './cookies';
import { session } from './session';

/** null without a username (spec §4: a missing username cookie stops connecting) or a token (logged out). */
export async function socketTicket(): Promise<URLSearchParams | null> {
  const { username: known, token } = session.get();
  // after a reload the username is in the cookie until the user info is loaded
  const username = known || cookies.get(COOKIE_NAMES.username) || '';
  if (!username || !token) return null;
  const digest = await loadDigest(getApiConfig().signing.hash);
  const ts = apiNowUnix();
  return new URLSearchParams({ username, ts: String(ts), sig: digest(wsTicketText(username, token, ts)) });
}
