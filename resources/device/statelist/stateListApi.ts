/** `GET /monitor/states` (src/lib/fleet.ts DEVICE_STATES_PATH): one page of the device state list. */
import { api } from '../../../src/api';
import { DEVICE_STATES_PATH, STATE_FLAGS, type DeviceStatesPage, type ExpiryFilter, type StateFlag } from '../../../src/lib/fleet';

export type StateListFilters = Partial<Record<StateFlag, boolean>> & {
  q?: string;
  organizationId?: number;
  type?: string;
  expiry?: ExpiryFilter;
};

export interface StateListQuery extends StateListFilters {
  page: number;
  limit: number;
}

export const STATE_LIST_PAGE_SIZE = 50;
/** The export reads the whole list in pages this large (the endpoint's maximum). */
export const STATE_EXPORT_PAGE_SIZE = 1000;

/** The query's parameters, empty ones left out, yes/no as 1/0. */
export function stateListParams(query: StateListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.organizationId !== undefined) params.organizationId = query.organizationId;
  if (query.type) params.type = query.type;
  if (query.expiry) params.expiry = query.expiry;
  for (const flag of STATE_FLAGS) {
    const value = query[flag];
    if (value !== undefined) params[flag] = value ? 1 : 0;
  }
  return params;
}

export function fetchStateList(query: StateListQuery, signal?: AbortSignal): Promise<DeviceStatesPage> {
  // silent: the page shows a failure itself, with a retry
  return api.get<DeviceStatesPage>(DEVICE_STATES_PATH, stateListParams(query), { silent: true, ...(signal ? { signal } : {}) });
}
