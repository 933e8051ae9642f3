/**
 * The statistics overview's figures (GET /report/overview, src/lib/reports.ts): loaded when the
 * page shows, in the browser's zone, then again every `pageRefreshInterval` seconds (spec §9)
 * while it is the page shown; a hidden tab does no work. Silent: the page shows a failure itself.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../api';
import { OVERVIEW_PATH, type StatisticsOverview } from '../../lib/reports';
import { SESSION_DEFAULTS } from '../../lib/session';
import { usePageVisible } from '../../framework/usePageVisible';
import { useSession } from '../../framework/useSession';

export function fetchOverview(utcOffset: number, signal?: AbortSignal): Promise<StatisticsOverview> {
  return api.get<StatisticsOverview>(OVERVIEW_PATH, { utcOffset }, { silent: true, ...(signal ? { signal } : {}) });
}

export function useOverview(): UseQueryResult<StatisticsOverview> {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  // minutes east of UTC of the browser's zone now: the days of the breakdown are the user's
  const utcOffset = -new Date().getTimezoneOffset();
  return useQuery<StatisticsOverview>({
    queryKey: ['statistics', 'overview', utcOffset],
    queryFn: ({ signal }) => fetchOverview(utcOffset, signal),
    enabled: visible,
    refetchInterval: visible ? seconds * 1000 : false,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
