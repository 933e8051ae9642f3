/**
 * The console's real api client wired to the in-process platform (see platformServer.ts):
 * its clock follows the platform's, optionally skewed, and its lost-session hook is a spy.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { api, apiNowUnix, configureApi, session, wrapTransport, type WireRequest } from '../../src/api';
import type { LoginData } from '../../src/lib/contract';
import { startPlatformServer, type PlatformHarness, type PlatformOverrides } from './platformServer';
import { testCiphertext } from './testEncryption';

export const ADMIN = { username: 'admin0001', password: 'Admin@123' } as const;
export const OPERATOR = { username: 'operator01', password: 'Oper@1234' } as const;

export interface ConnectedClient {
  onSessionLost: ReturnType<typeof vi.fn>;
  /** move the client's clock relative to the platform's, in seconds */
  setSkew(seconds: number): void;
}

export function connectClient(harness: PlatformHarness): ConnectedClient {
  let skewMs = 0;
  const onSessionLost = vi.fn();
  configureApi(harness.config, {
    getLang: () => 'en',
    onSessionLost,
    now: () => harness.platform.clock.now() + skewMs,
  });
  return { onSessionLost, setSkew: (seconds) => void (skewMs = seconds * 1000) };
}

/** Log in over the wire without the auth provider (src/api tests must not import providers). */
export async function loginAs(harness: PlatformHarness, user: { username: string; password: string }): Promise<LoginData> {
  const data = await api.form<LoginData>('POST', '/auth/login', {
    username: user.username,
    password: testCiphertext(user.password, harness.config.sm2PublicKey),
    serviceloginkey: '',
    identifier: 'integration-test',
    v: '1.3.0',
    agentToken: '',
  });
  session.applyLogin(data, apiNowUnix());
  return data;
}

/**
 * A fresh platform per test, the client connected and logged in as `user`; after the test the
 * session is cleared and the platform closed. Returns the current test's harness.
 */
export function loggedInPlatform(user: { username: string; password: string } = ADMIN, overrides?: PlatformOverrides): () => PlatformHarness {
  let harness: PlatformHarness | undefined;
  beforeEach(async () => {
    harness = await startPlatformServer(overrides);
    connectClient(harness);
    await loginAs(harness, user);
  });
  afterEach(async () => {
    session.clear();
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('loggedInPlatform: no platform outside a test');
    return harness;
  };
}

/**
 * Change matching requests after the console's own request step has signed them, as a proxy
 * would: a step in front of the wire's transport. Returns the undo.
 */
export function tamperRequests(match: (request: WireRequest) => boolean, mutate: (request: WireRequest) => void): () => void {
  return wrapTransport((next) => (request) => {
    if (match(request)) mutate(request);
    return next(request);
  });
}
