/**
 * Button permissions (spec §6) and react-admin's `canAccess` vocabulary:
 * - `op:CODE`   → the user has the operation code CODE (an action-permission button);
 * - `hide:CODE` → the user does NOT have CODE (a hidden-permission button);
 * - anything else → true while logged in (menus and routes are already per user).
 */
import { session } from '../api';

export interface PermissionCodes {
  /** hidden when the user HAS this code */
  hiddenCode?: string;
  /** shown only when the user HAS this code */
  actionCode?: string;
}

export function isVisible(userPermissions: readonly string[], { hiddenCode, actionCode }: PermissionCodes): boolean {
  if (hiddenCode && userPermissions.includes(hiddenCode)) return false;
  if (actionCode && !userPermissions.includes(actionCode)) return false;
  return true;
}

export function canAccessAction(action: string, state: { token: string; userPermissions: readonly string[] }): boolean {
  if (!state.token) return false;
  if (action.startsWith('op:')) return state.userPermissions.includes(action.slice(3));
  if (action.startsWith('hide:')) return !state.userPermissions.includes(action.slice(5));
  return true;
}

/**
 * The current page's permissions as an external store, for
 * `useSyncExternalStore(permissionStore.subscribe, permissionStore.get)`.
 */
export const permissionStore = {
  get: (): string[] => session.get().userPermissions,
  subscribe(listener: () => void): () => void {
    let last = session.get().userPermissions;
    return session.subscribe((state) => {
      if (state.userPermissions === last) return;
      last = state.userPermissions;
      listener();
    });
  },
  isVisible: (codes: PermissionCodes): boolean => isVisible(session.get().userPermissions, codes),
};
