/**
 * The alarm panel's open count (issue 26 §1): `GET /alarm/opencount` answers how many open,
 * unacknowledged alarms the user may see (the history's visibility rule), and the panel links to
 * the history filtered to exactly those. The count is asked again after each `0103`
 * (ALARM_CHANGE_SOCKET_EVENT in alarms.ts) and after a reconnect.
 */
import { ALARM_PATH } from './alarms';

export const ALARM_OPEN_COUNT_PATH = `${ALARM_PATH}/opencount`;

export interface AlarmOpenCount {
  count: number;
}

export function isAlarmOpenCount(value: unknown): value is AlarmOpenCount {
  const count = value && typeof value === 'object' ? (value as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0;
}

/** The console's alarm history page, whose menu the count needs (server: HISTORY_PAGES). */
export const ALARM_HISTORY_PAGE_PATH = '/alarm/history';

/**
 * The history listing what the count counts. No range in the address: the page's default (its
 * longest preset, ending now), and an open state lists every alarm open during the range,
 * whenever it opened (server/services/alarms/queries/history.ts), so none is left out.
 */
export const OPEN_UNACKNOWLEDGED_HISTORY_PATH = `${ALARM_HISTORY_PAGE_PATH}?state=unacknowledged`;
