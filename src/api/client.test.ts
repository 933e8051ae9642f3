import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ConsoleConfig } from '../lib/contract';
import { requestSign, xToken } from '../lib/signing';
import { ApiError } from './apiError';
import { api, configureApi, wrapTransport } from './client';
import { requestUrl } from './transport';
import { COOKIE_NAMES, cookies } from './cookies';
import { session } from './session';
import { subscribeToasts, type Toast } from './toast';

const BASE = 'http://api.test/api';
const config: ConsoleConfig = {
  apiBase: BASE,
  wsUrl: '/ws',
  env: 'development',
  sm2PublicKey: 'a'.repeat(128),
  signing: { hash: 'sha256', salts: { request: 'req', chart: 'chart' } },
  tileUrl: '/t/{z}/{x}/{y}',
  tileCoordSystem: 'wgs84',
};

const server = setupServer();
let clock = 1_700_000_000_000;
const onSessionLost = vi.fn();
let toasts: Toast[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  clock = 1_700_000_000_000;
  onSessionLost.mockReset();
  configureApi(config, { getLang: () => 'zh-CN', onSessionLost, now: () => clock });
  toasts = [];
  const unsubscribe = subscribeToasts((t) => toasts.push(t));
  onTestFinished(unsubscribe);
});
afterEach(() => {
  server.resetHandlers();
  session.clear();
});

const ok = (data: JsonBodyType) => HttpResponse.json({ status: '1', message: 'ok', data });
const nowUnix = () => Math.floor(clock / 1000);

/** The server side of the signature, as the platform checks it. */
function verify(request: Request): { sign: boolean; xToken: string | null } {
  const url = new URL(request.url);
  const params: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    params[key] = all.length > 1 ? all : (all[0] as string);
  }
  const ts = Number(request.headers.get('timeunix'));
  const nonce = request.headers.get('nonce') ?? '';
  return { sign: request.headers.get('sign') === requestSign(config.signing, params, ts, nonce), xToken: request.headers.get('X-Token') };
}

/** The X-Token this request should carry for `token`: bound to its method, path, time and sign. */
function expectedXToken(request: Request, path: string, token: string, username = 'admin0001'): string {
  const timeunix = Number(request.headers.get('timeunix'));
  return xToken(config.signing, { method: request.method, path, username, token, timeunix, sign: request.headers.get('sign') ?? '' });
}

describe('api helpers', () => {
  it('GETs under the API base with repeated keys, signed, and unwraps data', async () => {
    session.set({ token: 'tok', username: 'admin0001' });
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/device/list`, ({ request }) => {
        seen = request;
        return ok({ rows: [1] });
      }),
    );
    await expect(api.get('/device/list', { ids: [1, 2], name: 'a b', none: null })).resolves.toEqual({ rows: [1] });
    const request = seen as Request;
    expect(new URL(request.url).search).toBe('?ids=1&ids=2&name=a%20b');
    expect(verify(request).sign).toBe(true);
    expect(request.headers.get('timeunix')).toBe(String(nowUnix()));
    expect(request.headers.get('lang')).toBe('zh-CN');
    expect(request.headers.get('username')).toBe('admin0001');
    expect(request.headers.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(request.headers.get('X-Token')).toBe(expectedXToken(request, '/device/list', 'tok'));
  });

  it('falls back to the X-Username cookie after a reload', async () => {
    session.set({ token: 'tok' });
    cookies.set(COOKIE_NAMES.username, 'operator01');
    let user: string | null = null;
    server.use(http.get(`${BASE}/auth/info`, ({ request }) => ((user = request.headers.get('username')), ok({}))));
    await api.get('/auth/info');
    expect(user).toBe('operator01');
  });

  it('posts JSON, puts and deletes through the same envelope', async () => {
    server.use(
      http.post(`${BASE}/things`, async ({ request }) => ok({ got: await request.json() })),
      http.put(`${BASE}/things/1`, () => ok('put')),
      http.delete(`${BASE}/things/1`, ({ request }) => ok(new URL(request.url).searchParams.get('force'))),
    );
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ got: { a: 1 } });
    await expect(api.put('/things/1', { a: 2 })).resolves.toBe('put');
    await expect(api.delete('/things/1', { force: true })).resolves.toBe('true');
  });

  it('sends multipart forms with files, signing the string fields', async () => {
    let fields: Record<string, unknown> = {};
    let signOk = false;
    server.use(
      http.put(`${BASE}/account`, async ({ request }) => {
        const ts = Number(request.headers.get('timeunix'));
        const nonce = request.headers.get('nonce') ?? '';
        const form = await request.formData();
        fields = Object.fromEntries([...form.keys()].map((k) => [k, form.getAll(k).map((v) => (typeof v === 'string' ? v : `file:${v.name}`))]));
        signOk = request.headers.get('sign') === requestSign(config.signing, { realname: 'R', tags: ['a', 'b'] }, ts, nonce);
        return ok(null);
      }),
    );
    await api.form('PUT', '/account', { realname: 'R', tags: ['a', 'b'], skipped: null }, { image: new File(['x'], 'me.png') });
    expect(fields).toEqual({ realname: ['R'], tags: ['a', 'b'], image: ['file:me.png'] });
    expect(signOk).toBe(true);
  });

  it('gives the whole envelope on request', async () => {
    server.use(http.get(`${BASE}/menu/routerinfo`, () => HttpResponse.json({ status: '1', message: 'm', data: [] })));
    await expect(api.envelope({ url: '/menu/routerinfo', params: { showall: true } })).resolves.toEqual({ status: '1', message: 'm', data: [] });
  });

  it('serves /ali/router/rest from the site root, with the 300 s timeout', async () => {
    const seen: Array<{ url: string; timeout: number }> = [];
    onTestFinished(
      // no network: a relative URL needs a page to resolve against
      wrapTransport(() => async (req) => {
        seen.push({ url: requestUrl({ ...req, params: {} }), timeout: req.timeout });
        return { status: 200, headers: new Headers(), data: { status: '1', data: 1 }, config: req };
      }),
    );
    await api.get('/ali/router/rest', { method: 'x' });
    await api.get('/auth/info');
    expect(seen).toEqual([
      { url: '/ali/router/rest', timeout: 300_000 },
      { url: `${BASE}/auth/info`, timeout: 300_000 },
    ]);
  });

  it('sends a plain object as JSON and reads a blob answer as a file', async () => {
    let type: string | null = null;
    server.use(
      http.post(`${BASE}/json`, ({ request }) => ((type = request.headers.get('content-type')), ok(null))),
      http.get(`${BASE}/file`, () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } })),
    );
    await api.post('/json', { a: 1 });
    expect(type).toBe('application/json');
    const file = await api.response<Blob>({ url: '/file', responseType: 'blob' });
    expect(new Uint8Array(await file.data.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('errors', () => {
  it.each([
    ['a failure status', HttpResponse.json({ status: '0', message: 'Operation failed' }), { status: '0', message: 'Operation failed', httpStatus: 200 }],
    ['a forbidden status on HTTP 403', HttpResponse.json({ status: '-4', message: 'No' }, { status: 403 }), { status: '-4', httpStatus: 403 }],
    ['no message', HttpResponse.json({ status: '-6' }), { status: '-6', message: 'app.errors.requestFailed' }],
    ['a numeric status 1', HttpResponse.json({ status: 1, data: [] }), { status: '', message: 'app.errors.requestFailed' }],
    ['an HTML 502', new HttpResponse('<html>bad gateway</html>', { status: 502 }), { status: '', httpStatus: 502, message: 'app.errors.requestFailed' }],
    ['a network error', HttpResponse.error(), { status: '', httpStatus: 0, message: 'app.errors.network' }],
  ])('%s rejects with an ApiError and one error toast', async (_name, response, expected) => {
    server.use(http.get(`${BASE}/x`, () => response));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: (error as ApiError).message })]);
  });

  it("carries the field errors of a '-5' answer", async () => {
    server.use(http.post(`${BASE}/x`, () => HttpResponse.json({ status: '-5', message: 'Parameter error', data: { errors: { mobile: 'bad' } } })));
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: '-5', fieldErrors: { mobile: 'bad' } });
  });

  it('reports a timeout with its own key', async () => {
    server.use(http.get(`${BASE}/slow`, async () => (await new Promise((r) => setTimeout(r, 200)), ok(1))));
    await expect(api.get('/slow', undefined, { timeout: 20 })).rejects.toMatchObject({ status: '', message: 'app.errors.timeout' });
    expect(toasts.map((t) => t.message)).toEqual(['app.errors.timeout']);
  });

  it('passes a cancel through without a toast', async () => {
    server.use(http.get(`${BASE}/slow`, async () => (await new Promise((r) => setTimeout(r, 200)), ok(1))));
    const controller = new AbortController();
    const pending = api.get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    expect(toasts).toEqual([]);
  });

  it('stays silent on request', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ status: '0', message: 'quiet' })));
    await expect(api.get('/x', undefined, { silent: true })).rejects.toMatchObject({ message: 'quiet' });
    expect(toasts).toEqual([]);
  });

  it('refuses to run before configureApi', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    await expect(fresh.api.get('/x')).rejects.toThrow(/configureApi/);
  });
});

describe('token refresh', () => {
  const fresh = { token: 'tok-2', tokentime: 7200, username: 'admin0001', realname: 'A', photo: '', isAdmin: 1 };

  it('refreshes once for many requests when the token has expired, then sends the new token', async () => {
    session.set({ token: 'tok-1', username: 'admin0001', expireTime: nowUnix() - 1 });
    // each request's X-Token, checked against the token it should prove
    const refreshes: boolean[] = [];
    const used: boolean[] = [];
    server.use(
      http.get(`${BASE}/auth/token`, async ({ request }) => {
        refreshes.push(request.headers.get('X-Token') === expectedXToken(request, '/auth/token', 'tok-1'));
        await new Promise((r) => setTimeout(r, 20));
        return ok(fresh);
      }),
      http.get(`${BASE}/auth/info`, ({ request }) => {
        used.push(request.headers.get('X-Token') === expectedXToken(request, '/auth/info', 'tok-2'));
        return ok('info');
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => api.get('/auth/info')));
    expect(results).toEqual(Array(10).fill('info'));
    expect(refreshes).toEqual([true]);
    expect(used).toEqual(Array(10).fill(true));
    expect(session.get()).toMatchObject({ token: 'tok-2', expireTime: nowUnix() + 7200, isRefreshingToken: false });
  });

  it("answers a '-2' with one refresh and one retry", async () => {
    session.set({ token: 'tok-1', username: 'admin0001', expireTime: nowUnix() + 100 });
    let calls = 0;
    server.use(
      http.get(`${BASE}/auth/token`, () => ok(fresh)),
      http.get(`${BASE}/x`, () => (++calls === 1 ? HttpResponse.json({ status: '-2', message: 'expired' }) : ok('second'))),
    );
    await expect(api.get('/x')).resolves.toBe('second');
    expect(calls).toBe(2);
    expect(toasts).toEqual([]);
  });

  it("retries only once: a second '-2' is an error", async () => {
    session.set({ token: 'tok-1', username: 'admin0001', expireTime: nowUnix() + 100 });
    const refresh = vi.fn(() => ok(fresh));
    server.use(http.get(`${BASE}/auth/token`, refresh), http.get(`${BASE}/x`, () => HttpResponse.json({ status: '-2', message: 'dead' })));
    await expect(api.get('/x')).rejects.toMatchObject({ status: '-2', message: 'dead' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('clears the session and reports the loss once when the refresh fails', async () => {
    session.set({ token: 'tok-1', username: 'admin0001', expireTime: nowUnix() - 1 });
    const refresh = vi.fn(() => HttpResponse.json({ status: '-2', message: 'refresh window over' }));
    const info = vi.fn(() => ok('never'));
    server.use(http.get(`${BASE}/auth/token`, refresh), http.get(`${BASE}/auth/info`, info));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.get('/auth/info')));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(info).not.toHaveBeenCalled();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBe('');
    expect(toasts).toEqual([]);
  });

  it('does not refresh for /auth/login or without an expiry', async () => {
    const refresh = vi.fn(() => ok(fresh));
    server.use(http.get(`${BASE}/auth/token`, refresh), http.post(`${BASE}/auth/login`, () => ok('in')), http.get(`${BASE}/y`, () => ok('y')));
    session.set({ token: 'tok-1', expireTime: nowUnix() - 1 });
    await expect(api.post('/auth/login', {})).resolves.toBe('in');
    session.set({ expireTime: 0 });
    await expect(api.get('/y')).resolves.toBe('y');
    expect(refresh).not.toHaveBeenCalled();
  });
});
