/**
 * react-admin's AuthProvider over src/api (spec §4, §6), and the public face of the auth pieces.
 * The app registers `onLogout` listeners (close all tabs, reset routes) and may `configureAuth`.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { ApiError, session } from '../api';
import { ApiStatus } from '../lib/contract';
import { login, type LoginParams } from './login';
import { logout } from './logout';
import { canAccessAction } from './permissions';

export const authProvider: AuthProvider = {
  login: (params: LoginParams) => login(params),
  logout: () => logout(),
  checkAuth: () => (session.get().token ? Promise.resolve() : Promise.reject({ redirectTo: '/login' })),
  // Only a dead token logs out; the wire has already shown the message, hence `message: false`.
  checkError: (error: unknown) =>
    error instanceof ApiError && error.status === ApiStatus.tokenInvalid ? Promise.reject({ message: false }) : Promise.resolve(),
  getIdentity: async (): Promise<UserIdentity> => {
    const { username, realname, avatar } = session.get();
    return { id: username, fullName: realname, avatar };
  },
  getPermissions: async () => session.get().userPermissions,
  canAccess: async ({ action }) => canAccessAction(action, session.get()),
};

export { login, isPuzzleError, LoginError, type LoginParams } from './login';
export { logout, logoutRedirect } from './logout';
export { loadUserInfo } from './userInfo';
export { loadPagePermissions } from './pagePermissions';
export { fetchServerRoutes, assetRolesOf } from './routesProvider';
export { canAccessAction } from './permissions';
export { configureAuth, onLogout, type AuthHooks } from './authHooks';
