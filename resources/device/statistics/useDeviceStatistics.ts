import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeviceStatistics } from '../../../src/lib/fleet';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useSession } from '../../../src/framework/useSession';
import { useRefetchWhenShown } from '../live/useRefetchWhenShown';
import { browserUtcOffset, fetchStatistics, statisticsParams, type StatisticsFilters } from './statisticsApi';

export type StatisticsResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; figures: DeviceStatistics; fetching: boolean };

/** The device statistics under the filters: again every `pageRefreshInterval` seconds while shown, and each time the page shows again. */
export function useDeviceStatistics(filters: StatisticsFilters): StatisticsResult {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const utcOffset = browserUtcOffset();
  const result = useQuery({
    queryKey: ['device.statistics', statisticsParams(filters, utcOffset)],
    queryFn: ({ signal }) => fetchStatistics(filters, utcOffset, signal),
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useRefetchWhenShown(visible, result.refetch);
  if (result.data !== undefined) return { status: 'ready', figures: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
