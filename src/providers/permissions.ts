/**
 * Button permissions (spec §6) and react-admin's `canAccess` vocabulary:
 * - `op:CODE`   → the user has the operation code CODE (an action-permission button);
 * - `hide:CODE` → the user does NOT have CODE (a hidden-permission button);
 * - anything else → true while logged in (menus and routes are already per user).
 */
export function canAccessAction(action: string, state: { token: string; userPermissions: readonly string[] }): boolean {
  if (!state.token) return false;
  if (action.startsWith('op:')) return state.userPermissions.includes(action.slice(3));
  if (action.startsWith('hide:')) return !state.userPermissions.includes(action.slice(5));
  return true;
}
