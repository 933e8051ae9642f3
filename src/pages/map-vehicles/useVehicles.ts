/**
 * The vehicle monitor's vehicles: loaded with react-query, again every `pageRefreshInterval`
 * seconds (spec §9) and each time the page shows again (useShownQuery), and patched in place by
 * the socket's readings. A hidden tab neither polls nor patches.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VehiclesAnswer } from '../../lib/maps';
import { useShownQuery } from '../../framework/useShownQuery';
import { fetchVehicles } from './vehiclesApi';
import { patchVehicles, type VehicleUpdate } from './vehiclePatch';
import { useVehicleLive } from './useVehicleLive';

/** Every cached vehicles answer starts with this: live updates patch them all. */
export const VEHICLES_KEY = 'map.vehicles';

export type VehiclesResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; answer: VehiclesAnswer; fetching: boolean; refresh(): void };

export function useVehicles(organizationId: number | undefined): VehiclesResult {
  const client = useQueryClient();
  const { result, visible } = useShownQuery([VEHICLES_KEY, organizationId ?? null], (signal) => fetchVehicles(organizationId, signal));
  const apply = useCallback(
    (updates: VehicleUpdate[]) => client.setQueriesData<VehiclesAnswer>({ queryKey: [VEHICLES_KEY] }, (old) => old && patchVehicles(old, updates)),
    [client],
  );
  useVehicleLive(apply, visible);

  if (result.data !== undefined) return { status: 'ready', answer: result.data, fetching: result.isFetching, refresh: () => void result.refetch() };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
