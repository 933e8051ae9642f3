import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonitorRow } from '../../../src/lib/readings';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useSession } from '../../../src/framework/useSession';
import type { LiveUpdate } from '../live/liveEvents';
import { patchRow } from '../live/patchRow';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useRefetchWhenShown } from '../../../src/framework/useRefetchWhenShown';
import { fetchMonitor } from '../monitor/monitorApi';

/** Enough rows for every device whose name or number contains this one's number. */
const CANDIDATES = 50;

const stateKey = (id: number | undefined) => ['device.detail.state', id];

export type DeviceStateResult = { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; row: MonitorRow | null };

/**
 * A device's latest state (its monitor row: reading, online, last seen, state), found by its
 * number, and kept current by the socket while the page is shown.
 */
export function useDeviceState(id: number | undefined, number: string | undefined): DeviceStateResult {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: stateKey(id),
    enabled: id !== undefined && number !== undefined,
    queryFn: async ({ signal }) => {
      const answer = await fetchMonitor({ q: number!, page: 1, limit: CANDIDATES }, signal);
      return answer.list.find((row) => row.id === id) ?? null;
    },
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  useRefetchWhenShown(visible, query.refetch);
  const apply = useCallback(
    (updates: LiveUpdate[]) =>
      client.setQueryData<MonitorRow | null>(stateKey(id), (row) => (row ? updates.filter((u) => u.deviceId === row.id).reduce(patchRow, row) : row)),
    [client, id],
  );
  useLiveUpdates(apply, visible);
  if (query.data !== undefined) return { status: 'ready', row: query.data };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
