/**
 * The socket's query (spec §4 "Alarm socket"): the username, from the session or else the
 * X-Username cookie, with the session's ticket; without a username (or a token) no address is
 * made, and the socket client stops connecting.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '../lib/contract';
import { wsTicket } from '../lib/signing';
import { configureApi } from './client';
import { COOKIE_NAMES, cookies } from './cookies';
import { session } from './session';
import { socketTicket } from './socketTicket';

const CONFIG: ConsoleConfig = {
  apiBase: '/api',
  wsUrl: '/ws',
  env: 'development',
  sm2PublicKey: '04' + 'a'.repeat(128),
  signing: { hash: 'sha256', salts: { request: 'request-salt', chart: 'chart-salt' } },
  tileUrl: '',
  tileCoordSystem: 'wgs84',
};
const NOW_MS = 1_700_000_000_000;

beforeEach(() => {
  configureApi(CONFIG, { getLang: () => 'en', onSessionLost: () => undefined, now: () => NOW_MS });
});
afterEach(() => session.clear());

describe('socketTicket', () => {
  it("signs the session's username with its token and the api clock's second", async () => {
    session.set({ token: 'tok-1', username: 'admin0001' });
    const query = await socketTicket();
    expect(Object.fromEntries(query!)).toEqual({
      username: 'admin0001',
      ts: String(NOW_MS / 1000),
      sig: wsTicket(CONFIG.signing, 'admin0001', 'tok-1', NOW_MS / 1000),
    });
  });

  it('takes the username from the X-Username cookie after a reload (the user info not loaded yet)', async () => {
    session.set({ token: 'tok-2' });
    cookies.set(COOKIE_NAMES.username, 'operator01');
    expect((await socketTicket())?.get('username')).toBe('operator01');
  });

  it('makes nothing without the username cookie, nor without a token', async () => {
    session.set({ token: 'tok-3' });
    cookies.remove(COOKIE_NAMES.username);
    expect(session.get().username).toBe('');
    await expect(socketTicket()).resolves.toBeNull();
    session.set({ token: '', username: 'admin0001' });
    await expect(socketTicket()).resolves.toBeNull();
  });
});
