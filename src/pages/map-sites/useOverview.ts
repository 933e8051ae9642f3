import { useMemo } from 'react';
import type { MapOverview } from '../../lib/maps';
import { useShownQuery } from '../../framework/useShownQuery';
import { loadStateOf, type LoadState } from './loadState';
import { browserUtcOffset, fetchOverview } from './mapSitesApi';

export const OVERVIEW_KEY = 'map.overview';

/** The organizations the user sees with their figures: again every pageRefreshInterval seconds while shown (useShownQuery). */
export function useOverview(): LoadState<MapOverview> {
  const utcOffset = useMemo(() => browserUtcOffset(), []);
  const { result } = useShownQuery([OVERVIEW_KEY, utcOffset], (signal) => fetchOverview(utcOffset, signal));
  return loadStateOf(result);
}
