/** Per-page operation permissions (spec §6), fetched after each route change. */
import { api, session } from '../api';
import type { PagePermissions } from '../lib/contract';

export const PERMISSION_PATH = '/operation/permission';

let latest = 0;

/**
 * Never rejects and never shows a message: on any failure the list is emptied and the unread
 * count set to 0 (spec §6). Only the answer of the latest call is stored, so a slow answer for
 * the previous page cannot overwrite the current one.
 */
export async function loadPagePermissions(menuname: string): Promise<PagePermissions> {
  const call = ++latest;
  let result: PagePermissions;
  try {
    const data = await api.get<Partial<PagePermissions>>(PERMISSION_PATH, { menuname }, { silent: true });
    result = {
      permissions: Array.isArray(data?.permissions) ? data.permissions.filter((p) => typeof p === 'string') : [],
      unreadAnnouncements: Number(data?.unreadAnnouncements) || 0,
    };
  } catch {
    result = { permissions: [], unreadAnnouncements: 0 };
  }
  if (call === latest) session.set({ userPermissions: result.permissions, unreadAnnouncements: result.unreadAnnouncements });
  return result;
}
