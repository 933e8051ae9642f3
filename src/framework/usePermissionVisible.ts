import { useSyncExternalStore } from 'react';
import { isVisible, permissionStore, type PermissionCodes } from '../providers/authProvider';

/**
 * Spec §6 for one button: hidden when the user has its hidden-permission code, shown only
 * when the user has its action-permission code. Re-renders when the page's codes arrive.
 */
export function usePermissionVisible(codes: PermissionCodes): boolean {
  const permissions = useSyncExternalStore(permissionStore.subscribe, permissionStore.get, permissionStore.get);
  return isVisible(permissions, codes);
}
