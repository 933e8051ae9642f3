/**
 * The auth provider against the real reference platform, in-process (test/support).
 */
import { ADMIN, OPERATOR, connectClient, type ConnectedClient } from '../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../test/support/platformServer';
import { t } from '../../server/messages';
import { api, prefs, session, subscribeToasts, type Toast } from '../api';
import { configureAuth } from './authHooks';
import {
  authProvider,
  fetchServerRoutes,
  isPuzzleError,
  loadPagePermissions,
  loadUserInfo,
} from './authProvider';
import { fetchCaptcha } from './captcha';

let harness: PlatformHarness;
let client: ConnectedClient;
let toasts: Toast[];
const reload = vi.fn();

beforeEach(async () => {
  harness = await startPlatformServer();
  client = connectClient(harness);
  configureAuth({ reload, wait: async () => undefined, currentPath: () => '/device/list', agentToken: () => '' });
  reload.mockReset();
  toasts = [];
  onTestFinished(subscribeToasts((t) => toasts.push(t)));
});
afterEach(async () => {
  session.clear();
  prefs.setPuzzleNeeded(false);
  await harness.close();
});

const login = (user: { username: string; password: string }) => authProvider.login(user);

describe('login', () => {
  it('logs in with an SM2 password: no plain text on the wire', async () => {
    await login(ADMIN);
    expect(session.get()).toMatchObject({ username: ADMIN.username, isAdmin: true });
    expect(session.get().token).not.toBe('');
    const body = harness.calls.find((c) => c.path === '/api/auth/login')?.body ?? '';
    expect(body).toContain('name="username"');
    expect(body).toMatch(/name="password"\r\n\r\n04[0-9a-f]{200,}\r\n/);
    expect(body).not.toContain(ADMIN.password);
    expect(body).toContain('name="v"\r\n\r\n1.3.0');
    expect(body).toContain(`name="identifier"\r\n\r\n${prefs.getIdentifier()}`);
  });

  it("asks for the puzzle after 3 bad passwords, and a solved captcha lets the user in", async () => {
    const bad = { username: ADMIN.username, password: 'Wrong@000' };
    const first = await login(bad).catch((e: unknown) => e);
    expect(first).toMatchObject({ status: '0', puzzle: false });
    await login(bad).catch(() => undefined);
    const third = await login(bad).catch((e: unknown) => e);
    expect(isPuzzleError(third)).toBe(true);
    expect(third).toMatchObject({ status: '-9', message: t('en', 'puzzle') });
    expect(prefs.isPuzzleNeeded()).toBe(true);

    // without the captcha even the right password is refused
    await expect(login(ADMIN)).rejects.toMatchObject({ puzzle: true });

    const captcha = await fetchCaptcha(ADMIN.username);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await harness.platform.captchaAnswer(captcha.captchaId);
    expect(answer).toBeTruthy();
    await authProvider.login({ ...ADMIN, captchaId: captcha.captchaId, captcha: String(answer) });
    expect(session.get().username).toBe(ADMIN.username);
    expect(prefs.isPuzzleNeeded()).toBe(false);
  });

  it('refuses a wrong password with the server message', async () => {
    const error = await login({ username: OPERATOR.username, password: 'nope-nope' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: '0', puzzle: false, message: t('en', 'loginFailed') });
    expect(session.get().token).toBe('');
  });
});

describe('after login', () => {
  it('loads the user info into a reloaded session', async () => {
    await login(OPERATOR);
    session.hydrate(); // a page reload: only the token survives
    expect(session.get().username).toBe('');
    await expect(loadUserInfo()).resolves.toMatchObject({ username: OPERATOR.username });
    expect(session.get()).toMatchObject({ username: OPERATOR.username, isAdmin: false });
    expect(session.get().roles.length).toBeGreaterThan(0);
  });

  it("loads the routes (string status '1') into the session", async () => {
    await login(ADMIN);
    const routes = await fetchServerRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(session.get().permissionRoutes).toBe(routes);
    expect(session.get().assetRoles).toEqual([1, 2, 3, 4]);
  });

  it('gives the operator fewer routes than the admin', async () => {
    await login(ADMIN);
    const admin = JSON.stringify(await fetchServerRoutes());
    await authProvider.logout({});
    await login(OPERATOR);
    const operator = JSON.stringify(await fetchServerRoutes());
    expect(operator.length).toBeLessThan(admin.length);
    expect(operator).not.toContain('"management"');
  });

  it('loads page permissions: admin vs operator', async () => {
    await login(ADMIN);
    const admin = await loadPagePermissions('DeviceList');
    expect(admin.permissions).toEqual(expect.arrayContaining(['devicelist_view', 'devicelist_add', 'devicelist_import']));
    expect(admin.permissions).not.toContain('devicelist_hide_import');
    expect(session.get().userPermissions).toEqual(admin.permissions);

    await authProvider.logout({});
    await login(OPERATOR);
    const operator = await loadPagePermissions('DeviceList');
    expect(operator.permissions).toEqual(expect.arrayContaining(['devicelist_view', 'devicelist_export', 'devicelist_hide_import']));
    expect(operator.permissions).not.toContain('devicelist_add');
    expect(await authProvider.canAccess?.({ action: 'op:devicelist_add', resource: 'device' })).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'hide:devicelist_hide_import', resource: 'device' })).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'op:devicelist_export', resource: 'device' })).toBe(true);
  });

  it('empties page permissions silently when the call fails', async () => {
    await login(ADMIN);
    await loadPagePermissions('DeviceList');
    session.set({ token: 'not-a-token' });
    await expect(loadPagePermissions('DeviceList')).resolves.toEqual({ permissions: [], unreadAnnouncements: 0 });
    expect(session.get().userPermissions).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('logs out: the platform revokes the token', async () => {
    await login(ADMIN);
    await fetchServerRoutes();
    const { token, username, expireTime } = session.get();
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=/device/list');
    expect(harness.count('GET', '/auth/logout')).toBe(1);
    expect(session.get().token).toBe('');

    // the old token no longer works, not even for a refresh
    session.set({ token, username, expireTime });
    await expect(api.get('/auth/info', undefined, { silent: true })).rejects.toMatchObject({ status: '-2' });
    expect(client.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('shows the message, logs out and reloads when the user info fails', async () => {
    await login(ADMIN);
    // a token the platform does not know: the info call and its refresh both fail
    session.set({ username: '', token: `${session.get().token}-forged` });
    await expect(loadUserInfo()).rejects.toMatchObject({ status: '-2' });
    expect(toasts.map((toast) => toast.message)).toEqual([t('en', 'invalidToken')]);
    expect(session.get().token).toBe('');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
