/** Per-page operation permissions (spec §6), fetched after each route change. */
import { api, session } from '../api';
import type { PagePermissions } from '../lib/contract';

export const PERMISSION_PATH = '/operation/permission';

/**
 * A page's operation codes and the unread count (spec §6). Never rejects and never shows a
 * message: on any failure the list is empty and the count 0.
 */
export async function fetchPagePermissions(menuname: string, signal?: AbortSignal): Promise<PagePermissions> {
  try {
    const data = await api.get<Partial<PagePermissions>>(PERMISSION_PATH, { menuname }, { silent: true, signal });
    return {
      permissions: Array.isArray(data?.permissions) ? data.permissions.filter((p) => typeof p === 'string') : [],
      unreadAnnouncements: Number(data?.unreadAnnouncements) || 0,
    };
  } catch {
    return { permissions: [], unreadAnnouncements: 0 };
  }
}

let latest = 0;

/**
 * Fetches and stores in the session. Only the answer of the latest call is stored, so a slow
 * answer for the previous page cannot overwrite the current one.
 */
export async function loadPagePermissions(menuname: string): Promise<PagePermissions> {
  const call = ++latest;
  const result = await fetchPagePermissions(menuname);
  if (call === latest) session.set({ userPermissions: result.permissions, unreadAnnouncements: result.unreadAnnouncements });
  return result;
}
