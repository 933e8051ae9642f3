/**
 * The floor plan page's logic: the plans and the one shown, the device list, and every write
 * (upload, rename, delete after a confirmation, place, move, take off) with the page's operation
 * codes (spec §6: the server checks them too). A move shows at once and is saved; a refused or
 * failed write shows its message and the plan is loaded again.
 */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, showToast } from '../../../src/api';
import { usePageCodes } from '../../../src/framework';
import { FLOOR_PLAN_ROUTE_NAME, roundFraction, type FloorPlan, type FloorPlanDetail } from '../../../src/lib/floorPlans';
import { actionCode, isVisible } from '../../../src/lib/permissionCodes';
import { deleteFloorPlan, fetchFloorPlans, fetchPlanDevices, placeOnPlan, removeFromPlan, renameFloorPlan } from './floorPlanApi';
import { FLOOR_PLAN_KEY, useLivePlan } from './useLivePlan';

export const FLOOR_PLANS_KEY = 'asset.floorplan.list';
const DEVICES_KEY = 'asset.floorplan.devices';

/** A failure as the text to show: the field's message, the server's, else the generic failure. */
export function failureText(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fieldErrors?.[field]) || error.serverMessage || error.message;
  return 'ra.notification.http_error';
}

export function useFloorPlanPage(routeName = FLOOR_PLAN_ROUTE_NAME) {
  const client = useQueryClient();
  const codes = usePageCodes(routeName);
  const can = (action: string) => codes !== null && isVisible(codes, { actionCode: actionCode(routeName, action) });
  const plans = useQuery({ queryKey: [FLOOR_PLANS_KEY], queryFn: ({ signal }) => fetchFloorPlans(signal), retry: false });
  const [chosen, setChosen] = useState<number | null>(null);
  const list: FloorPlan[] = plans.data ?? [];
  // the chosen plan while it exists, else the first
  const selectedId = list.some((p) => p.id === chosen) ? chosen : (list[0]?.id ?? null);
  const live = useLivePlan(selectedId);
  const [q, setQ] = useState('');
  const devices = useQuery({ queryKey: [DEVICES_KEY, q.trim()], queryFn: ({ signal }) => fetchPlanDevices(q, signal), retry: false });
  const [deleting, setDeleting] = useState<FloorPlan | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: [FLOOR_PLANS_KEY] }), client.invalidateQueries({ queryKey: [FLOOR_PLAN_KEY] })]);
  }, [client]);

  const fail = useCallback(
    (error: unknown) => {
      showToast({ type: 'error', message: failureText(error) });
      void refresh();
    },
    [refresh],
  );

  /** Shows the device at its new place at once (the marker does not jump back while the save runs). */
  const showAt = useCallback(
    (planId: number, deviceId: number, at: { x: number; y: number }) => {
      client.setQueryData<FloorPlanDetail | null>([FLOOR_PLAN_KEY, planId], (old) => {
        if (!old) return old;
        const placed = old.placed.map((p) => (p.device.id === deviceId ? { ...p, ...at } : p));
        return { ...old, placed };
      });
    },
    [client],
  );

  const place = useCallback(
    async (deviceId: number, at: { x: number; y: number }) => {
      if (selectedId === null) return;
      const position = { x: roundFraction(at.x), y: roundFraction(at.y) };
      const placed = live.status === 'ready' && live.plan.placed.some((p) => p.device.id === deviceId);
      if (placed) showAt(selectedId, deviceId, position);
      try {
        await placeOnPlan(selectedId, deviceId, position);
        // a new device needs its reading: the plan again (a move is already shown)
        if (!placed) await refresh();
      } catch (error) {
        fail(error);
      }
    },
    [fail, live, refresh, selectedId, showAt],
  );

  const remove = useCallback(
    async (deviceId: number) => {
      if (selectedId === null) return;
      try {
        await removeFromPlan(selectedId, deviceId);
        await refresh();
      } catch (error) {
        fail(error);
      }
    },
    [fail, refresh, selectedId],
  );

  const rename = useCallback(
    async (name: string): Promise<string | null> => {
      if (selectedId === null) return null;
      try {
        await renameFloorPlan(selectedId, name.trim());
        await refresh();
        showToast({ type: 'success', message: 'resources.floorplan.renamed' });
        return null;
      } catch (error) {
        return failureText(error, 'name');
      }
    },
    [refresh, selectedId],
  );

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteFloorPlan(deleting.id);
      setDeleting(null);
      await refresh();
      showToast({ type: 'success', message: 'resources.floorplan.deleted' });
    } catch (error) {
      setDeleting(null);
      fail(error);
    } finally {
      setBusy(false);
    }
  }, [deleting, fail, refresh]);

  const uploaded = useCallback(
    async (id: number) => {
      setChosen(id);
      await refresh();
    },
    [refresh],
  );

  return {
    canAdd: can('add'),
    canEdit: can('edit'),
    canDelete: can('delete'),
    plans: { list, loading: plans.isPending, failed: plans.isError, retry: () => void plans.refetch() },
    selected: list.find((p) => p.id === selectedId) ?? null,
    select: setChosen,
    live,
    devices: { list: devices.data ?? [], loading: devices.isPending, failed: devices.isError, q, setQ },
    place,
    remove,
    rename,
    uploaded,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    busy,
  };
}

export type FloorPlanPageModel = ReturnType<typeof useFloorPlanPage>;
