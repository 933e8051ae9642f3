/** The alarm statistics of the range (days in the browser's zone), and the reason statistics. */
import type { AlarmReasonStats, AlarmStats } from '../../../src/lib/alarms';
import { alarmApi, browserUtcOffset } from '../alarmApi';
import type { RangeRequest } from '../range/useAlarmRange';
import { useAlarmQuery, type LoadResult } from '../shared/useAlarmQuery';

export function useAlarmStats(range: RangeRequest | null): LoadResult<AlarmStats> {
  return useAlarmQuery('stats', range ? { range: range.key, utcOffset: browserUtcOffset() } : null, (signal) => alarmApi.stats(range!.span(), signal));
}

export function useReasonStats(range: RangeRequest | null): LoadResult<AlarmReasonStats> {
  return useAlarmQuery('reasonstats', range ? { range: range.key } : null, (signal) => alarmApi.reasonStats(range!.span(), signal));
}
