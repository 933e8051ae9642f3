/** User info (spec §4): loaded when a token has no username, e.g. after a reload. */
import { api, errorMessage, session, showToast } from '../api';
import type { UserInfo } from '../lib/contract';
import { authHooks } from './authHooks';
import { logout } from './logout';

export const INFO_PATH = '/auth/info';
export const USER_INFO_FAILED = 'app.errors.userInfoFailed';
/** Spec §4: the message shows, then logout and reload after 1 second. */
export const SESSION_END_DELAY_MS = 1000;

/**
 * Resolves with the info now in the session. On failure it shows the message, waits a
 * second, logs out and reloads, then rejects with the original error.
 */
export async function loadUserInfo(): Promise<UserInfo> {
  try {
    const info = await api.get<UserInfo>(INFO_PATH, undefined, { silent: true });
    session.applyUserInfo(info);
    return info;
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, USER_INFO_FAILED) });
    const hooks = authHooks();
    await hooks.wait(SESSION_END_DELAY_MS);
    await logout();
    hooks.reload();
    throw error;
  }
}
