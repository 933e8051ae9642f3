/**
 * The replay's track, loaded once per query (a past range does not change, so no polling). The
 * moment each answer arrived is kept beside it (answeredAt), for the page to tell how long the
 * drawing took (issue 14's performance table: 43,200 points drawn ≤ 300 ms after the answer).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Track } from '../../lib/maps';
import { fetchTrack } from './replayApi';
import { ANSWER_MARK } from './replayTiming';
import type { ReplayRequest } from './useReplayQuery';

export const TRACK_KEY = 'map.track';

/** performance.now() when each track answer was in hand (after its JSON was read). */
export const answeredAt = new WeakMap<Track, number>();

export function useTrack(request: ReplayRequest | null): UseQueryResult<Track> {
  return useQuery({
    queryKey: [TRACK_KEY, request?.deviceId ?? null, request?.start ?? null, request?.end ?? null],
    queryFn: async ({ signal }) => {
      const track = await fetchTrack(request!, signal);
      answeredAt.set(track, performance.now());
      performance.mark(ANSWER_MARK);
      return track;
    },
    enabled: request !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
