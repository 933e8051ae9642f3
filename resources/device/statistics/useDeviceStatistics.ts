import type { DeviceStatistics } from '../../../src/lib/fleet';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import { browserUtcOffset, fetchStatistics, statisticsParams, type StatisticsFilters } from './statisticsApi';

export type StatisticsResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; figures: DeviceStatistics; fetching: boolean };

/** The device statistics under the filters: again every `pageRefreshInterval` seconds while shown, and each time the page shows again. */
export function useDeviceStatistics(filters: StatisticsFilters): StatisticsResult {
  const utcOffset = browserUtcOffset();
  const { result } = useShownQuery(['device.statistics', statisticsParams(filters, utcOffset)], (signal) => fetchStatistics(filters, utcOffset, signal));
  if (result.data !== undefined) return { status: 'ready', figures: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
