/**
 * A page's loading rule, once (the device pages, the alarm pages): a react-query load of
 * `queryKey`, again every `pageRefreshInterval` seconds (spec §9) while the page is shown, and
 * each time a kept page shows again; a hidden tab does not poll. A new key keeps the current data
 * on screen until its answer.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { SESSION_DEFAULTS } from '../lib/session';
import { usePageVisible } from './usePageVisible';
import { useSession } from './useSession';
import { useRefetchWhenShown } from './useRefetchWhenShown';

export function useShownQuery<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>): { result: UseQueryResult<T>; visible: boolean } {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useRefetchWhenShown(visible, result.refetch);
  return { result, visible };
}
