/** The wire of the three site maps: GET /map/overview and GET /map/assets (src/lib/maps.ts). */
import { api } from '../../api';
import { MAP_PATH, type MapAsset, type MapOverview } from '../../lib/maps';

export const OVERVIEW_PATH = `${MAP_PATH}/overview`;
export const ASSETS_PATH = `${MAP_PATH}/assets`;

/** Minutes east of UTC of the browser now: "today" of the excursions is the user's day. */
export const browserUtcOffset = (): number => -new Date().getTimezoneOffset() || 0;

export function fetchOverview(utcOffset: number, signal?: AbortSignal): Promise<MapOverview> {
  return api.get<MapOverview>(OVERVIEW_PATH, { utcOffset }, { silent: true, ...(signal ? { signal } : {}) });
}

/** role: 2 cold store, 3 cold box, 4 refrigerator cabinet; undefined: all three. */
export function fetchAssets(role: number | undefined, signal?: AbortSignal): Promise<MapAsset[]> {
  return api.get<MapAsset[]>(ASSETS_PATH, role === undefined ? undefined : { role }, { silent: true, ...(signal ? { signal } : {}) });
}
