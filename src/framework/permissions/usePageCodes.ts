import { useCallback } from 'react';
import { api } from '../../api';
import { PERMISSION_PATH } from '../../providers/pagePermissions';
import { useLoad } from '../useLoad';

/**
 * The operation codes of one page (spec §6), by its route name. Each page asks for its own, so a
 * tab kept in the cache never judges its buttons by the codes of the page shown last.
 * null while loading; a failure is no codes (spec §6: emptied, without a message).
 */
export function usePageCodes(routeName: string): readonly string[] | null {
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const data = await api.get<{ permissions?: unknown }>(PERMISSION_PATH, { menuname: routeName }, { silent: true, signal });
        return Array.isArray(data?.permissions) ? data.permissions.filter((p): p is string => typeof p === 'string') : [];
      } catch {
        return [];
      }
    },
    [routeName],
  );
  const state = useLoad(`codes:${routeName}`, load);
  return state.status === 'ready' ? state.value : null;
}
