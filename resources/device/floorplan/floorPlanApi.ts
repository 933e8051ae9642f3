/** The floor plan page's calls (src/lib/floorPlans.ts FLOOR_PLAN_PATH). */
import { api } from '../../../src/api';
import { FLOOR_PLAN_PATH, type FloorPlan, type FloorPlanDetail, type PlanDevice } from '../../../src/lib/floorPlans';

// silent: the page shows each failure itself (a field's message in its dialog, the rest in a toast)
const quiet = { silent: true };

export const fetchFloorPlans = (signal?: AbortSignal) => api.get<FloorPlan[]>(FLOOR_PLAN_PATH, undefined, { ...quiet, ...(signal ? { signal } : {}) });

export const fetchFloorPlan = (id: number, signal?: AbortSignal) => api.get<FloorPlanDetail>(`${FLOOR_PLAN_PATH}/${id}`, undefined, { ...quiet, ...(signal ? { signal } : {}) });

export const fetchPlanDevices = (q: string, signal?: AbortSignal) =>
  api.get<PlanDevice[]>(`${FLOOR_PLAN_PATH}/devices`, q.trim() ? { q: q.trim() } : undefined, { ...quiet, ...(signal ? { signal } : {}) });

export const uploadFloorPlan = (fields: { name: string; organizationId: number }, image: File) =>
  api.form<{ id: number }>('POST', FLOOR_PLAN_PATH, { name: fields.name, organizationId: fields.organizationId }, { image }, quiet);

export const renameFloorPlan = (id: number, name: string) => api.form<null>('PUT', `${FLOOR_PLAN_PATH}/${id}`, { name }, undefined, quiet);

export const deleteFloorPlan = (id: number) => api.delete<null>(`${FLOOR_PLAN_PATH}/${id}`, undefined, quiet);

export const placeOnPlan = (id: number, deviceId: number, at: { x: number; y: number }) =>
  api.form<null>('PUT', `${FLOOR_PLAN_PATH}/${id}/devices/${deviceId}`, { x: at.x, y: at.y }, undefined, quiet);

export const removeFromPlan = (id: number, deviceId: number) => api.delete<null>(`${FLOOR_PLAN_PATH}/${id}/devices/${deviceId}`, undefined, quiet);
