/**
 * The session store (spec §3, §4). Only the token, its expiry and the username live in cookies
 * (spec §9); everything else is memory, so after a reload `username` is '' and the app must
 * load the user info again. `get()` returns the same object until something changes, which
 * suits `useSyncExternalStore(session.subscribe, session.get)`.
 */
import type { LoginData, UserInfo } from '../lib/contract';
import { SESSION_DEFAULTS, expiryFrom, isAdminValue } from '../lib/session';
import { COOKIE_NAMES, cookies } from './cookies';
import { prefs } from './prefs';
import { EMPTY_SESSION, type SessionState } from './sessionState';

type Listener = (state: SessionState) => void;

function fromCookies(): SessionState {
  const expire = Number(cookies.get(COOKIE_NAMES.expire));
  return {
    ...EMPTY_SESSION,
    token: cookies.get(COOKIE_NAMES.token) ?? '',
    expireTime: Number.isFinite(expire) && expire > 0 ? expire : 0,
  };
}

let state: SessionState = fromCookies();
const listeners = new Set<Listener>();

function persist(patch: Partial<SessionState>): void {
  if ('token' in patch) {
    if (patch.token) cookies.set(COOKIE_NAMES.token, patch.token);
    else cookies.remove(COOKIE_NAMES.token);
  }
  if ('expireTime' in patch) {
    if (patch.expireTime) cookies.set(COOKIE_NAMES.expire, String(patch.expireTime));
    else cookies.remove(COOKIE_NAMES.expire);
  }
  if (patch.username) cookies.set(COOKIE_NAMES.username, patch.username);
}

/** The user fields shared by the login answer and /auth/info, with the spec §9 defaults. */
function userFields(data: Omit<LoginData, 'token' | 'tokentime'>): Partial<SessionState> {
  return {
    username: data.username ?? '',
    realname: data.realname ?? '',
    avatar: data.photo ?? '',
    isAdmin: isAdminValue(data.isAdmin),
    isShareBalance: Boolean(data.isShareBalance),
    accountType: data.accountType ?? 0,
    organizationId: data.organizationId ?? 0,
    organizationName: data.organizationName ?? '',
    companyId: data.companyId ?? 0,
    organizationHierarchy: data.organizationHierarchy ?? [],
    webSetting: data.webSetting ?? {},
    pageRefreshInterval: data.pageRefreshInterval ?? SESSION_DEFAULTS.pageRefreshInterval,
    ReportCheckTimeRange: data.ReportCheckTimeRange ?? SESSION_DEFAULTS.ReportCheckTimeRange,
    ShowReportWarningInfo: data.ShowReportWarningInfo ?? SESSION_DEFAULTS.ShowReportWarningInfo,
    deviceInfoShowDetail: data.deviceInfoShowDetail ?? SESSION_DEFAULTS.deviceInfoShowDetail,
    defaultReportLogo: data.defaultReportLogo ?? '',
    mustChangePassword: data.mustChangePassword === true,
  };
}

export const session = {
  get: (): SessionState => state,

  set(patch: Partial<SessionState>): void {
    persist(patch);
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** Spec §4 "Logout": every session field and every cookie we set; the language stays. */
  clear(): void {
    for (const name of Object.values(COOKIE_NAMES)) cookies.remove(name);
    prefs.setDataInterfaceAuthorized(false);
    state = { ...EMPTY_SESSION };
    for (const listener of [...listeners]) listener(state);
  },

  /** After a successful login or refresh, expiry = tokentime + now (spec §4). */
  applyLogin(data: LoginData, nowUnix: number): void {
    session.set({ ...userFields(data), token: data.token, expireTime: expiryFrom(data.tokentime, nowUnix) });
  },

  applyUserInfo(info: UserInfo): void {
    session.set({ ...userFields(info), roles: info.roles ?? [] });
  },

  /** Re-read the cookies as a page load does (tests, and a tab that saw another tab log in). */
  hydrate(): void {
    state = fromCookies();
    for (const listener of [...listeners]) listener(state);
  },
};
