/**
 * The real api client against the real reference platform, in-process (test/support).
 */
import { ADMIN, connectClient, loginAs, tamperRequests, type ConnectedClient } from '../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../test/support/platformServer';
import { t } from '../../server/messages';
import { ApiError } from './apiError';
import { api } from './client';
import { session } from './session';
import { subscribeToasts, type Toast } from './toast';

let harness: PlatformHarness;
let client: ConnectedClient;
let toasts: Toast[];

beforeEach(async () => {
  harness = await startPlatformServer();
  client = connectClient(harness);
  toasts = [];
  onTestFinished(subscribeToasts((t) => toasts.push(t)));
});
afterEach(async () => {
  session.clear();
  await harness.close();
});

const TTL = 7200;

describe('signed calls', () => {
  it('logs in and reads the user info', async () => {
    await loginAs(harness, ADMIN);
    await expect(api.get('/auth/info')).resolves.toMatchObject({ username: ADMIN.username });
  });

  it('refreshes the token exactly once for 20 concurrent calls after expiry', async () => {
    const data = await loginAs(harness, ADMIN);
    const before = session.get().token;
    harness.platform.clock.advance(data.tokentime + 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.get<{ username: string }>('/auth/info')));
    expect(results.every((r) => r.username === ADMIN.username)).toBe(true);
    expect(harness.count('GET', '/auth/token')).toBe(1);
    expect(harness.count('GET', '/auth/info')).toBe(20);
    expect(session.get().token).not.toBe(before);
    expect(session.get().isRefreshingToken).toBe(false);
    expect(client.onSessionLost).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('clears the session and reports the loss when the refresh fails', async () => {
    const data = await loginAs(harness, ADMIN);
    harness.platform.clock.advance(data.tokentime + 604_800 + 1);
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => api.get('/auth/info')));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === '-2')).toBe(true);
    expect(harness.count('GET', '/auth/token')).toBe(1);
    expect(harness.count('GET', '/auth/info')).toBe(0);
    expect(client.onSessionLost).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBe('');
  });

  it("answers a server-side '-2' (the client did not see the expiry) with one refresh and one retry", async () => {
    await loginAs(harness, ADMIN);
    harness.platform.clock.advance(TTL + 1);
    session.set({ expireTime: session.get().expireTime + 10 * TTL }); // the client still thinks the token is fresh
    await expect(api.get('/auth/info')).resolves.toMatchObject({ username: ADMIN.username });
    expect(harness.count('GET', '/auth/info')).toBe(2);
    expect(harness.count('GET', '/auth/token')).toBe(1);
  });
});

describe('multipart uploads', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  beforeEach(async () => {
    await loginAs(harness, ADMIN);
  });

  it('uploads a file next to signed fields, and the platform serves the same bytes', async () => {
    const { url } = await api.form<{ url: string }>('POST', '/fileupload/avatar', { note: 'me' }, { image: new File([PNG], 'me.png', { type: 'image/png' }) });
    expect(url).toMatch(/^\/api\/files\/avatars\/.+\.png$/);
    const served = await api.response<ArrayBuffer>({ url: `${harness.config.apiBase}${url.slice('/api'.length)}`, responseType: 'arraybuffer' });
    expect(new Uint8Array(served.data)).toEqual(PNG);
  });

  it("carries the platform's field errors of a '-5' answer", async () => {
    const error = await api
      .form('POST', '/fileupload/avatar', {}, { image: new File(['not an image'], 'me.txt', { type: 'text/plain' }) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: '-5', httpStatus: 422, fieldErrors: { image: 'The upload format is incorrect, please upload jpg, jpeg, png, gif format' } });
  });
});

describe('the platform refuses a broken request', () => {
  beforeEach(async () => {
    await loginAs(harness, ADMIN);
  });

  it("refuses a tampered sign header with '-2': X-Token binds the sign, so it no longer proves the session", async () => {
    const undo = tamperRequests(
      (c) => c.url === '/auth/info',
      (c) => void c.headers.set('sign', '0'.repeat(64)),
    );
    onTestFinished(undo);
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: '-2', httpStatus: 401, message: t('en', 'invalidToken') });
  });

  it("refuses a tampered param with '-3'", async () => {
    const undo = tamperRequests(
      (c) => c.url === '/operation/permission',
      (c) => void (c.params = { ...c.params, menuname: 'SomethingElse' }),
    );
    onTestFinished(undo);
    await expect(api.get('/operation/permission', { menuname: 'DeviceList' })).rejects.toMatchObject({ status: '-3', message: t('en', 'badSign') });
  });

  it("refuses a stale timestamp with '-3', even correctly signed", async () => {
    client.setSkew(-3600);
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: '-3', message: t('en', 'timestampWindow') });
  });

  it("refuses a missing X-Token with '-2', after one refresh and one retry", async () => {
    const undo = tamperRequests(
      (c) => c.url === '/auth/info',
      (c) => void c.headers.delete('X-Token'),
    );
    onTestFinished(undo);
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: '-2', httpStatus: 401, message: t('en', 'missingToken') });
    expect(harness.count('GET', '/auth/info')).toBe(2);
    expect(harness.count('GET', '/auth/token')).toBe(1);
    expect(session.get().token).not.toBe('');
  });

  it('refuses a call without a session', async () => {
    session.clear();
    await expect(api.get('/auth/info')).rejects.toMatchObject({ status: '-2', message: t('en', 'missingToken') });
  });
});
