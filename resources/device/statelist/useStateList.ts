import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeviceStatesPage } from '../../../src/lib/fleet';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useSession } from '../../../src/framework/useSession';
import { useRefetchWhenShown } from '../live/useRefetchWhenShown';
import { fetchStateList, stateListParams, type StateListQuery } from './stateListApi';

export type StateListResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; answer: DeviceStatesPage; fetching: boolean };

/**
 * One page of the device state list: loaded with react-query, again every `pageRefreshInterval`
 * seconds (spec §9) and each time the page shows again; a hidden tab does not poll.
 */
export function useStateList(query: StateListQuery): StateListResult {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const result = useQuery({
    queryKey: ['device.stateList', stateListParams(query)],
    queryFn: ({ signal }) => fetchStateList(query, signal),
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    retry: false,
    // a new filter keeps the current rows on screen until its answer comes
    placeholderData: keepPreviousData,
  });
  useRefetchWhenShown(visible, result.refetch);
  if (result.data !== undefined) return { status: 'ready', answer: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
