/** Where the vehicle monitor and its full-screen page live (spec §2's base route is fixed). */
import { normalizeComponent } from '../../lib/routes';
import type { PageEntry } from '../../lib/routes';

export const MONITOR_COMPONENT = '/map/carmonitor/index';
export const FULLSCREEN_PATH = '/map/carmonitor/fullscreen';
/** the menu's usual path, when the server's routes do not name the monitor */
export const MONITOR_FALLBACK_PATH = '/map/carmonitor';

/** The vehicle monitor's path among the user's pages (the server's menu decides it). */
export function monitorPathOf(pages: readonly PageEntry[]): string {
  return pages.find((page) => normalizeComponent(page.component) === MONITOR_COMPONENT)?.fullPath ?? MONITOR_FALLBACK_PATH;
}
