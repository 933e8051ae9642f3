import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ALARM_CHANGE_SOCKET_EVENT } from '../../../src/lib/alarms';
import type { FloorPlanDetail } from '../../../src/lib/floorPlans';
import { useSocketRefetch } from '../../../src/framework/socket';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import type { LiveUpdate } from '../live/liveEvents';
import { patchRow } from '../live/patchRow';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { fetchFloorPlan } from './floorPlanApi';

/** Every cached plan starts with this key; the page's writes invalidate it. */
export const FLOOR_PLAN_KEY = 'asset.floorplan.plan';

/** A plan after live updates: each placed device's row patched as the monitor patches its rows. */
export function patchPlan(plan: FloorPlanDetail, updates: readonly LiveUpdate[]): FloorPlanDetail {
  let placed = plan.placed;
  for (const update of updates) {
    const index = placed.findIndex((p) => p.device.id === update.deviceId);
    if (index < 0) continue;
    const device = patchRow(placed[index]!.device, update);
    if (device === placed[index]!.device) continue;
    placed = placed.with(index, { ...placed[index]!, device });
  }
  return placed === plan.placed ? plan : { ...plan, placed };
}

export type LivePlan = { status: 'none' } | { status: 'loading' } | { status: 'error'; retry(): void } | { status: 'ready'; plan: FloorPlanDetail };

/**
 * One plan with its devices' latest state: loaded, again every page refresh interval (spec §9)
 * and when the page shows again, patched by the socket's reading events (0101, 0102) and asked
 * again when alarms change (0103), so each marker shows the reading and alarm state of now.
 */
export function useLivePlan(id: number | null): LivePlan {
  const client = useQueryClient();
  const { result, visible } = useShownQuery([FLOOR_PLAN_KEY, id], (signal) => (id === null ? Promise.resolve(null) : fetchFloorPlan(id, signal)));
  const apply = useCallback(
    (updates: LiveUpdate[]) => client.setQueriesData<FloorPlanDetail | null>({ queryKey: [FLOOR_PLAN_KEY] }, (old) => old && patchPlan(old, updates)),
    [client],
  );
  useLiveUpdates(apply, visible && id !== null);
  useSocketRefetch(ALARM_CHANGE_SOCKET_EVENT, () => void result.refetch(), visible && id !== null);
  if (id === null) return { status: 'none' };
  // the previous plan's data stays shown while another loads (keepPreviousData): not for another id
  if (result.data && result.data.id === id) return { status: 'ready', plan: result.data };
  if (result.isError) return { status: 'error', retry: () => void result.refetch() };
  return { status: 'loading' };
}
