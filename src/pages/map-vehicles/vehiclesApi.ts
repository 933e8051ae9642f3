/** `GET /map/vehicles` (src/lib/maps.ts VehiclesAnswer) over the console's signed wire. */
import { api } from '../../api';
import { MAP_PATH, type VehiclesAnswer } from '../../lib/maps';

export const VEHICLES_PATH = `${MAP_PATH}/vehicles`;

/** Every vehicle the user sees (of one organization's subtree when given); text and state are filtered on the page, live. */
export function fetchVehicles(organizationId: number | undefined, signal?: AbortSignal): Promise<VehiclesAnswer> {
  // silent: the page shows a failure itself, with a retry
  return api.get<VehiclesAnswer>(VEHICLES_PATH, organizationId === undefined ? {} : { organizationId }, { silent: true, ...(signal ? { signal } : {}) });
}
