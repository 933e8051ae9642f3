/** The alarms of the range under the filters: at most 100, with the spec's truncation message (§5). */
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import { alarmApi, historyParams } from '../alarmApi';
import type { RangeRequest } from '../range/useAlarmRange';
import { useAlarmQuery, type LoadResult } from '../shared/useAlarmQuery';
import type { HistoryFilters } from './historyAddress';

export function useAlarmHistory(range: RangeRequest | null, filters: HistoryFilters, advanced: boolean): LoadResult<AlarmHistoryPage> {
  const params = range ? { ...historyParams(filters), range: range.key } : null;
  return useAlarmQuery(advanced ? 'advancedhistory' : 'history', params, (signal) => alarmApi.history({ ...filters, ...range!.span() }, advanced, signal));
}
