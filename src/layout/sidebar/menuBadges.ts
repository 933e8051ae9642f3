/** Counts shown as a badge on a menu item, by route name (spec §2: unread announcements). */
import type { SessionState } from '../../api';

export const MENU_BADGES: Readonly<Record<string, (session: SessionState) => number>> = {
  Announcement: (session) => session.unreadAnnouncements,
};

/** The badge count of a menu item; 0 means no badge (spec §2: shown when above 0). */
export function badgeCount(routeName: string, session: SessionState): number {
  const count = MENU_BADGES[routeName]?.(session) ?? 0;
  return count > 0 ? count : 0;
}
