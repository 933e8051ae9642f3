/**
 * `GET /alarm/feed?after={alarmId}` (src/lib/alarms.ts): the open live alarms the user sees with
 * a larger id, at most ALARM_FEED_MAX a page, oldest first, as `0003` messages. A full page may
 * have more behind it, so the next page starts after its last id.
 */
import { api } from '../../api';
import { ALARM_FEED_MAX, ALARM_PATH, isAlarmSocketMessage, type AlarmSocketMessage } from '../../lib/alarms';

/** Pages asked after one reconnect: more than the panel keeps (ALARM_PANEL_MAX), and a bound on a long outage. */
export const MISSED_PAGES_MAX = 10;

export const ALARM_FEED_PATH = `${ALARM_PATH}/feed`;

/** The page's rows: the answer is their array (a `{list}` page is read the same way). */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? list : [];
}

export async function fetchMissedAlarms(after: number, signal?: AbortSignal): Promise<AlarmSocketMessage[]> {
  const found: AlarmSocketMessage[] = [];
  let cursor = after;
  for (let page = 0; page < MISSED_PAGES_MAX; page += 1) {
    // silent: a failed catch-up is tried again by the caller, not shown as a toast
    const data = await api.get<unknown>(ALARM_FEED_PATH, { after: cursor }, { silent: true, ...(signal ? { signal } : {}) });
    const rows = rowsOf(data);
    // anything malformed is left out, but still counts towards a full page
    const messages = rows.filter(isAlarmSocketMessage);
    found.push(...messages);
    if (rows.length < ALARM_FEED_MAX || messages.length === 0) break;
    cursor = messages.reduce((max, row) => Math.max(max, row.alarmId), cursor);
  }
  return found;
}
