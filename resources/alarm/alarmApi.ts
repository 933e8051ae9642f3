/** The alarm pages' calls (`/alarm/…`, src/lib/alarms.ts): silent, each page says what failed. */
import { api } from '../../src/api';
import {
  ALARM_PATH,
  type AcknowledgeBody,
  type AlarmHistoryPage,
  type AlarmHistoryQuery,
  type AlarmReasonStats,
  type AlarmSession,
  type AlarmStats,
  type BulkResult,
  type CloseBody,
  type SnoozeBody,
} from '../../src/lib/alarms';
import type { TimeSpan } from '../../src/framework/range/rangePresets';

/** Minutes east of UTC of the browser's zone now (480 in China): the statistics' days. */
export const browserUtcOffset = (): number => -new Date().getTimezoneOffset() || 0;

/** The query's parameters, the unset filters left out. */
export function historyParams(query: Partial<AlarmHistoryQuery>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

const options = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

export const alarmApi = {
  /** `advanced`: each row with its notifications */
  history: (query: AlarmHistoryQuery, advanced: boolean, signal?: AbortSignal) =>
    api.get<AlarmHistoryPage>(`${ALARM_PATH}/${advanced ? 'advancedhistory' : 'history'}`, historyParams(query), options(signal)),
  session: (id: number, signal?: AbortSignal) => api.get<AlarmSession>(`${ALARM_PATH}/${id}`, undefined, options(signal)),
  acknowledge: (body: AcknowledgeBody) => api.post<BulkResult>(`${ALARM_PATH}/acknowledge`, body, undefined, options()),
  close: (body: CloseBody) => api.post<BulkResult>(`${ALARM_PATH}/close`, body, undefined, options()),
  snooze: (body: SnoozeBody) => api.post<BulkResult>(`${ALARM_PATH}/snooze`, body, undefined, options()),
  stats: (span: TimeSpan, signal?: AbortSignal) =>
    api.get<AlarmStats>(`${ALARM_PATH}/stats`, { start: span.start, end: span.end, utcOffset: browserUtcOffset() }, options(signal)),
  reasonStats: (span: TimeSpan, signal?: AbortSignal) =>
    api.get<AlarmReasonStats>(`${ALARM_PATH}/reasonstats`, { start: span.start, end: span.end }, options(signal)),
};
