/**
 * The devices a user may pick (issue 26 §3): `GET /device/options`, the user's data scope, searched
 * by every device picker instead of the generic `device` list (which needs both device list
 * pages). Silent: a picker without options says it found none.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { DEVICE_OPTIONS_PATH, type DeviceOption, type DeviceOptions, type DeviceOptionsQuery } from '../../lib/deviceOptions';

export const DEVICE_OPTIONS_KEY = 'deviceOptions';

export function fetchDeviceOptions(query: DeviceOptionsQuery, signal?: AbortSignal): Promise<DeviceOptions> {
  const params = {
    ...(query.q ? { q: query.q } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.ids?.length ? { ids: query.ids.join(',') } : {}),
    ...(query.limit ? { limit: query.limit } : {}),
  };
  return api.get<DeviceOptions>(DEVICE_OPTIONS_PATH, params, { silent: true, ...(signal ? { signal } : {}) });
}

/** The devices matching a (settled) search; the last answer stays while the next loads. */
export function useDeviceSearch(query: Omit<DeviceOptionsQuery, 'ids'>, enabled = true): { data: DeviceOption[] | undefined; isFetching: boolean } {
  const result = useQuery({
    queryKey: [DEVICE_OPTIONS_KEY, 'search', query.q ?? '', query.type ?? '', query.limit ?? 0],
    queryFn: ({ signal }) => fetchDeviceOptions(query, signal),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { data: result.data?.list, isFetching: result.isFetching };
}

/** One device by id, when it is in the user's scope (undefined while loading or when it is not). */
export function useDeviceOption(id: number | null | undefined): { data: DeviceOption | undefined; isPending: boolean } {
  const enabled = id !== null && id !== undefined;
  const result = useQuery({
    queryKey: [DEVICE_OPTIONS_KEY, 'id', id ?? 0],
    queryFn: ({ signal }) => fetchDeviceOptions({ ids: [id!], limit: 1 }, signal),
    enabled,
    retry: false,
  });
  return { data: result.data?.list?.find((d) => d.id === id), isPending: enabled && result.isPending };
}
