import { useCallback, useDeferredValue } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MonitorPage } from '../../../src/lib/readings';
import type { LiveUpdate } from '../live/liveEvents';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import { fetchMonitor, monitorParams, type MonitorQuery } from './monitorApi';
import { patchAnswer } from './monitorPatch';

/** Every cached monitor answer starts with this: live updates patch them all. */
export const MONITOR_KEY = 'device.monitor';

export type MonitorResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; answer: MonitorPage; fetching: boolean; refresh(): void };

/**
 * The monitor's devices: loaded with react-query, again every `pageRefreshInterval` seconds
 * (spec §9) and each time the page shows again, and patched in place by the socket's device
 * events. A hidden tab neither polls nor patches.
 */
export function useMonitor(query: MonitorQuery): MonitorResult {
  const client = useQueryClient();
  const { result, visible } = useShownQuery([MONITOR_KEY, monitorParams(query)], (signal) => fetchMonitor(query, signal));
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
