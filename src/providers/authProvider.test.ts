import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, configureApi, prefs, session, subscribeToasts, type Toast } from '../api';
import type { ConsoleConfig, LoginData } from '../lib/contract';
import { decryptPassword, generateKeyPair } from '../lib/sm2';
import { configureAuth, onLogout } from './authHooks';
import {
  assetRolesOf,
  authProvider,
  fetchServerRoutes,
  isPuzzleError,
  loadPagePermissions,
  loadUserInfo,
} from './authProvider';

const BASE = 'http://api.test/api';
const keys = generateKeyPair();
const config: ConsoleConfig = {
  apiBase: BASE,
  wsUrl: '/ws',
  env: 'development',
  sm2PublicKey: keys.publicKey,
  signing: { hash: 'sha256', salts: { request: 'r', chart: 'c' } },
  tileUrl: '/t/{z}/{x}/{y}',
  tileCoordSystem: 'wgs84',
};
const loginData: LoginData = {
  token: 'tok',
  tokentime: 7200,
  username: 'admin0001',
  realname: 'Admin',
  photo: '',
  isAdmin: 0,
  isShareBalance: false,
  accountType: 1,
  organizationId: 1,
  organizationName: 'HQ',
  companyId: 1,
  organizationHierarchy: [1],
  webSetting: {},
};

const server = setupServer();
const ok = (data: JsonBodyType) => HttpResponse.json({ status: '1', message: 'ok', data });
let toasts: Toast[] = [];
const reload = vi.fn();
const wait = vi.fn(async () => undefined);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configureApi(config, { getLang: () => 'en', onSessionLost: vi.fn(), now: () => 1_700_000_000_000 });
  configureAuth({ reload, wait, currentPath: () => '/device/list?x=1', agentToken: () => 'agent-from-url' });
  reload.mockReset();
  wait.mockClear();
  toasts = [];
  onTestFinished(subscribeToasts((t) => toasts.push(t)));
});
afterEach(() => {
  server.resetHandlers();
  session.clear();
  prefs.setPuzzleNeeded(false);
});

describe('login', () => {
  it('posts the multipart form with an SM2 password and fills the session', async () => {
    let form: FormData | undefined;
    server.use(http.post(`${BASE}/auth/login`, async ({ request }) => ((form = await request.formData()), ok(loginData))));
    prefs.setPuzzleNeeded(true);
    await authProvider.login({ username: 'admin0001', password: 'Admin@123' });
    const sent = Object.fromEntries((form as FormData).entries());
    expect(sent).toEqual({
      username: 'admin0001',
      password: expect.stringMatching(/^04[0-9a-f]+$/),
      serviceloginkey: '',
      identifier: prefs.getIdentifier(),
      v: '1.3.0',
      agentToken: 'agent-from-url',
    });
    expect(decryptPassword(sent.password as string, keys.privateKey)).toBe('Admin@123');
    expect(session.get()).toMatchObject({ token: 'tok', username: 'admin0001', isAdmin: true, expireTime: 1_700_000_000 + 7200 });
    expect(prefs.isPuzzleNeeded()).toBe(false);
  });

  it('adds the captcha fields and an explicit agent token', async () => {
    let form: FormData | undefined;
    server.use(http.post(`${BASE}/auth/login`, async ({ request }) => ((form = await request.formData()), ok(loginData))));
    await authProvider.login({ username: 'u', password: 'p', captchaId: 'id1', captcha: '7', agentToken: '' });
    expect(form?.get('captchaId')).toBe('id1');
    expect(form?.get('captcha')).toBe('7');
    expect(form?.get('agentToken')).toBe('');
  });

  it("remembers the puzzle on '-9' and rejects with puzzle === true", async () => {
    server.use(http.post(`${BASE}/auth/login`, () => HttpResponse.json({ status: '-9', message: 'Please solve the puzzle' })));
    const error = await authProvider.login({ username: 'u', password: 'p' }).catch((e: unknown) => e);
    expect(isPuzzleError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Please solve the puzzle', status: '-9' });
    expect(prefs.isPuzzleNeeded()).toBe(true);
    expect(session.get().token).toBe('');
    expect(toasts).toEqual([]);
  });

  it.each([
    ['the server message', HttpResponse.json({ status: '0', message: 'Wrong account or password' }), 'Wrong account or password'],
    ['the default text without one', HttpResponse.json({ status: '0' }), 'app.login.failed'],
    ['the network key', HttpResponse.error(), 'app.errors.network'],
  ])('rejects other failures with %s', async (_name, answer, message) => {
    server.use(http.post(`${BASE}/auth/login`, () => answer));
    const error = await authProvider.login({ username: 'u', password: 'p' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message, puzzle: false });
    expect(isPuzzleError(error)).toBe(false);
    expect(prefs.isPuzzleNeeded()).toBe(false);
  });
});

describe('loadUserInfo', () => {
  it('stores the info', async () => {
    session.set({ token: 'tok' });
    const { token: _t, tokentime: _tt, ...info } = loginData;
    server.use(http.get(`${BASE}/auth/info`, () => ok({ ...info, realname: 'From info', roles: ['admin'] })));
    await expect(loadUserInfo()).resolves.toMatchObject({ realname: 'From info' });
    expect(session.get()).toMatchObject({ username: 'admin0001', realname: 'From info', roles: ['admin'] });
  });

  it('shows the message, waits 1 s, logs out and reloads on failure', async () => {
    session.set({ token: 'tok', username: '' });
    const logout = vi.fn(() => ok(null));
    server.use(http.get(`${BASE}/auth/info`, () => HttpResponse.json({ status: '0', message: 'Info failed' })), http.get(`${BASE}/auth/logout`, logout));
    await expect(loadUserInfo()).rejects.toBeInstanceOf(ApiError);
    expect(toasts.map((t) => t.message)).toEqual(['Info failed']);
    expect(wait).toHaveBeenCalledWith(1000);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBe('');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('fetchServerRoutes', () => {
  const routes = [{ path: 'asset', component: '', name: 'Asset', children: [{ path: 'vehicle', component: '/asset/vehicle', name: 'Vehicle' }, { path: 'box', component: '/asset/box', name: 'Box' }] }];

  it("accepts the string '1' and stores the routes and asset roles", async () => {
    let query = '';
    server.use(http.get(`${BASE}/menu/routerinfo`, ({ request }) => ((query = new URL(request.url).search), ok(routes))));
    await expect(fetchServerRoutes()).resolves.toEqual(routes);
    expect(query).toBe('?showall=true');
    expect(session.get().permissionRoutes).toEqual(routes);
    expect(session.get().assetRoles).toEqual([1, 3]);
  });

  it.each([
    ['a numeric status 1', HttpResponse.json({ status: 1, data: routes })],
    ['a failure status', HttpResponse.json({ status: '0', message: 'nope' })],
    ['no list', HttpResponse.json({ status: '1', data: null })],
    ['a network error', HttpResponse.error()],
  ])('fails on %s with one routes-failed toast', async (_name, answer) => {
    server.use(http.get(`${BASE}/menu/routerinfo`, () => answer));
    await expect(fetchServerRoutes()).rejects.toMatchObject({ message: 'app.errors.routesFailed' });
    expect(toasts.map((t) => t.message)).toEqual(['app.errors.routesFailed']);
  });

  it('finds asset roles at any depth, by last path segment', () => {
    expect(assetRolesOf([{ path: '/', component: '', name: 'r', children: [{ path: '/asset/', component: '', name: 'a', children: [{ path: 'cabinet', component: '/c', name: 'c' }, { path: 'coldstore', component: '/s', name: 's' }, { path: 'other', component: '/o', name: 'o' }] }] }])).toEqual([2, 4]);
    expect(assetRolesOf([])).toEqual([]);
  });
});

describe('loadPagePermissions', () => {
  it('stores the permissions and the unread count', async () => {
    session.set({ token: 'tok' });
    server.use(http.get(`${BASE}/operation/permission`, ({ request }) => ok({ permissions: [new URL(request.url).searchParams.get('menuname')], unreadAnnouncements: 2 })));
    await expect(loadPagePermissions('DeviceList')).resolves.toEqual({ permissions: ['DeviceList'], unreadAnnouncements: 2 });
    expect(session.get()).toMatchObject({ userPermissions: ['DeviceList'], unreadAnnouncements: 2 });
  });

  it.each([
    ['a failure status', HttpResponse.json({ status: '-4', message: 'forbidden' })],
    ['a network error', HttpResponse.error()],
  ])('empties them silently on %s', async (_name, answer) => {
    session.set({ token: 'tok', userPermissions: ['old'], unreadAnnouncements: 5 });
    server.use(http.get(`${BASE}/operation/permission`, () => answer));
    await expect(loadPagePermissions('X')).resolves.toEqual({ permissions: [], unreadAnnouncements: 0 });
    expect(session.get()).toMatchObject({ userPermissions: [], unreadAnnouncements: 0 });
    expect(toasts).toEqual([]);
  });

  it('keeps only the latest answer', async () => {
    session.set({ token: 'tok' });
    server.use(
      http.get(`${BASE}/operation/permission`, async ({ request }) => {
        const name = new URL(request.url).searchParams.get('menuname');
        if (name === 'Slow') await new Promise((r) => setTimeout(r, 30));
        return ok({ permissions: [name], unreadAnnouncements: 0 });
      }),
    );
    const slow = loadPagePermissions('Slow');
    await loadPagePermissions('Fast');
    await slow;
    expect(session.get().userPermissions).toEqual(['Fast']);
  });
});

describe('authProvider', () => {
  it('checks the token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
    session.set({ token: 'tok' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("logs out only on a '-2' ApiError", async () => {
    await expect(authProvider.checkError(new ApiError({ status: '-2', httpStatus: 401, message: 'x' }))).rejects.toEqual({ message: false });
    await expect(authProvider.checkError(new ApiError({ status: '-4', httpStatus: 403, message: 'x' }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('answers identity, permissions and canAccess from the session', async () => {
    session.set({ token: 'tok', username: 'admin0001', realname: 'Admin', avatar: '/a.png', userPermissions: ['device:add'] });
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'admin0001', fullName: 'Admin', avatar: '/a.png' });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['device:add']);
    await expect(authProvider.canAccess?.({ action: 'op:device:add', resource: 'device' })).resolves.toBe(true);
    await expect(authProvider.canAccess?.({ action: 'hide:device:add', resource: 'device' })).resolves.toBe(false);
  });

  it('logs out: revokes, clears, runs the listeners, answers the redirect', async () => {
    session.set({
      token: 'tok',
      username: 'admin0001',
      permissionRoutes: [{ path: 'device', component: '', name: 'Device', children: [{ path: 'list', component: '/device/list', name: 'DeviceList' }] }],
    });
    const revoke = vi.fn(() => ok(null));
    const closeTabs = vi.fn(() => expect(session.get().token).toBe(''));
    const resetRoutes = vi.fn(() => {
      throw new Error('a broken listener');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(onLogout(resetRoutes));
    onTestFinished(onLogout(closeTabs));
    server.use(http.get(`${BASE}/auth/logout`, revoke));
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=/device/list%3Fx%3D1');
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(closeTabs).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalled();
    expect(session.get().permissionRoutes).toEqual([]);
  });

  it('logs out even when the revoke fails, and skips it without a token', async () => {
    session.set({ token: 'tok' });
    server.use(http.get(`${BASE}/auth/logout`, () => HttpResponse.error()));
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=/');
    expect(session.get().token).toBe('');
    expect(toasts).toEqual([]);
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=/');
  });
});
