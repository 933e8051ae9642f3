import { useCallback, useDeferredValue } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonitorPage } from '../../../src/lib/readings';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useSession } from '../../../src/framework/useSession';
import type { LiveUpdate } from '../live/liveEvents';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useRefetchWhenShown } from '../live/useRefetchWhenShown';
import { fetchMonitor, monitorParams, type MonitorQuery } from './monitorApi';
import { patchAnswer } from './monitorPatch';

/** Every cached monitor answer starts with this: live updates patch them all. */
export const MONITOR_KEY = 'device.monitor';

export type MonitorResult =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; answer: MonitorPage; fetching: boolean; refresh(): void };

/**
 * The monitor's devices: loaded with react-query, again every `pageRefreshInterval` seconds
 * (spec §9) and each time the page shows again, and patched in place by the socket's device
 * events. A hidden tab neither polls nor patches.
 */
export function useMonitor(query: MonitorQuery): MonitorResult {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const client = useQueryClient();
  const result = useQuery({
    queryKey: [MONITOR_KEY, monitorParams(query)],
    queryFn: ({ signal }) => fetchMonitor(query, signal),
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    // a new filter keeps the current cards on screen until its answer comes
    placeholderData: keepPreviousData,
  });
  useRefetchWhenShown(visible, result.refetch);
  const apply = useCallback(
    (updates: LiveUpdate[]) => client.setQueriesData<MonitorPage>({ queryKey: [MONITOR_KEY] }, (old) => old && patchAnswer(old, updates)),
    [client],
  );
  useLiveUpdates(apply, visible);
  // A fleet's readings change every card at once: the cards render at a transition's priority,
  // which React splits into slices, so a second of a thousand readings makes no long task.
  const data = useDeferredValue(result.data);

  if (data !== undefined) {
    return { status: 'ready', answer: data, fetching: result.isFetching, refresh: () => void result.refetch() };
  }
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
