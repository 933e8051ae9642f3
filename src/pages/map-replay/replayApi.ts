/** `GET /map/track/{deviceId}` (src/lib/maps.ts Track) over the console's signed wire. */
import { api } from '../../api';
import { MAP_PATH, type Track } from '../../lib/maps';
import type { ReplayRequest } from './useReplayQuery';

/** Minutes east of UTC of the browser's zone at a moment (480 in China). */
export const utcOffsetAt = (seconds: number): number => -new Date(seconds * 1000).getTimezoneOffset();

export function fetchTrack(request: ReplayRequest, signal?: AbortSignal): Promise<Track> {
  return api.get<Track>(
    `${MAP_PATH}/track/${request.deviceId}`,
    { start: request.start, end: request.end, utcOffset: utcOffsetAt(request.start) },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}
