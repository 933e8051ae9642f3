import type { LoginData, UserInfo } from '../lib/contract';
import { COOKIE_NAMES, cookies } from './cookies';
import { prefs } from './prefs';
import { session } from './session';

const login: LoginData = {
  token: 'tok-1',
  tokentime: 7200,
  username: 'admin0001',
  realname: 'Admin',
  photo: '/a.png',
  isAdmin: 1,
  isShareBalance: true,
  accountType: 2,
  organizationId: 10,
  organizationName: 'HQ',
  companyId: 3,
  organizationHierarchy: [1, 10],
  webSetting: { theme: 'red' },
};

afterEach(() => session.clear());

describe('session', () => {
  it('starts empty with the spec §9 defaults', () => {
    expect(session.get()).toMatchObject({
      token: '',
      expireTime: 0,
      username: '',
      isAdmin: false,
      userPermissions: [],
      pageRefreshInterval: 300,
      ReportCheckTimeRange: 31,
      ShowReportWarningInfo: false,
      deviceInfoShowDetail: 0,
      unreadAnnouncements: 0,
    });
  });

  it('applies a login: fields, isAdmin, expiry = tokentime + now, cookies', () => {
    session.applyLogin(login, 1_000);
    expect(session.get()).toMatchObject({
      token: 'tok-1',
      expireTime: 8_200,
      username: 'admin0001',
      realname: 'Admin',
      avatar: '/a.png',
      isAdmin: true,
      isShareBalance: true,
      accountType: 2,
      organizationHierarchy: [1, 10],
      webSetting: { theme: 'red' },
      pageRefreshInterval: 300,
    });
    expect(cookies.get(COOKIE_NAMES.token)).toBe('tok-1');
    expect(cookies.get(COOKIE_NAMES.expire)).toBe('8200');
    expect(cookies.get(COOKIE_NAMES.username)).toBe('admin0001');
  });

  it('keeps server values over the defaults and reads isAdmin 2 as not admin', () => {
    session.applyLogin({ ...login, isAdmin: 2, pageRefreshInterval: 60, ShowReportWarningInfo: true }, 0);
    expect(session.get()).toMatchObject({ isAdmin: false, pageRefreshInterval: 60, ShowReportWarningInfo: true });
  });

  it('applies user info with roles, without touching the token', () => {
    session.applyLogin(login, 0);
    const { token: _t, tokentime: _tt, ...rest } = login;
    const info: UserInfo = { ...rest, realname: 'Changed', roles: ['admin'] };
    session.applyUserInfo(info);
    expect(session.get()).toMatchObject({ token: 'tok-1', realname: 'Changed', roles: ['admin'] });
  });

  it('keeps only token, expiry and username across a reload', () => {
    session.applyLogin(login, 1_000);
    session.set({ userPermissions: ['a'] });
    session.hydrate();
    expect(session.get()).toMatchObject({ token: 'tok-1', expireTime: 8_200, username: '', realname: '', userPermissions: [] });
    expect(cookies.get(COOKIE_NAMES.username)).toBe('admin0001');
  });

  it('clears every field and cookie, and the data-interface flag, but not the language', () => {
    prefs.setLanguage('en');
    prefs.setDataInterfaceAuthorized(true);
    session.applyLogin(login, 1_000);
    session.clear();
    expect(session.get().token).toBe('');
    expect(session.get().username).toBe('');
    for (const name of Object.values(COOKIE_NAMES)) expect(cookies.get(name)).toBeUndefined();
    expect(prefs.isDataInterfaceAuthorized()).toBe(false);
    expect(prefs.getLanguage()).toBe('en');
  });

  it('notifies subscribers with a new object, and stops after unsubscribe', () => {
    const seen: string[] = [];
    const before = session.get();
    const unsubscribe = session.subscribe((s) => seen.push(s.token));
    session.set({ token: 'a' });
    expect(session.get()).not.toBe(before);
    const same = session.get();
    expect(session.get()).toBe(same);
    unsubscribe();
    session.set({ token: 'b' });
    expect(seen).toEqual(['a']);
  });

  it('removes the token cookie when the token is set empty', () => {
    session.set({ token: 'x', expireTime: 5 });
    session.set({ token: '', expireTime: 0 });
    expect(cookies.get(COOKIE_NAMES.token)).toBeUndefined();
    expect(cookies.get(COOKIE_NAMES.expire)).toBeUndefined();
  });
});
