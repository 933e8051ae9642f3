/** Logout (spec §2, §4): revoke, clear the session, tell the app, answer the login URL. */
import { api, session } from '../api';
import { authHooks, runLogoutListeners } from './authHooks';

function pathOnly(fullPath: string): string {
  const path = fullPath.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function samePath(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return false;
  }
}

/**
 * `/login?redirect={current full path}`, or `/login?redirect=/` when the current page is not a
 * visible menu item (spec §2). The value is percent-encoded except for '/', which a query may
 * hold as it is; both forms decode to the same path.
 */
export function logoutRedirect(currentFullPath: string, visibleMenuPaths: readonly string[]): string {
  const path = pathOnly(currentFullPath);
  const visible = visibleMenuPaths.some((menuPath) => samePath(pathOnly(menuPath), path));
  const target = visible ? currentFullPath : '/';
  return `/login?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

export const LOGOUT_PATH = '/auth/logout';

/** Never rejects: a failed revoke still ends the session on this side. */
export async function logout(): Promise<string> {
  const hooks = authHooks();
  // computed first: the visible menu comes from the session about to be cleared
  const redirect = logoutRedirect(hooks.currentPath(), hooks.visibleMenuPaths());
  if (session.get().token) {
    await api.get(LOGOUT_PATH, undefined, { silent: true }).catch(() => undefined);
  }
  session.clear();
  runLogoutListeners();
  return redirect;
}
