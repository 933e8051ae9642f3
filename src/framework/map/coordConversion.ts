import { useEffect, useState } from 'react';
import type { CoordSystem, LatLng } from '../../lib/geo';

type Geo = typeof import('../../lib/geo');

/**
 * The GCJ-02 conversion (gcoord and mainland China's outline, src/lib/geo.ts) is a chunk of its own,
 * fetched only when a GCJ-02 tile server is configured: the offline basemap and WGS-84 tiles never
 * load it. BaseMap draws nothing until it is in, so every conversion inside a map finds it loaded.
 */
let geo: Geo | null = null;
let loading: Promise<Geo> | null = null;

export function loadCoordConversion(): Promise<Geo> {
  loading ??= import('../../lib/geo').then(
    (module) => (geo = module),
    (error: unknown) => {
      loading = null; // a later map may try again
      throw error;
    },
  );
  return loading;
}

export type ConversionState = 'ready' | 'loading' | 'failed';

/** Whether positions can be converted for `system` now; starts loading the conversion when they cannot. */
export function useCoordConversion(system: CoordSystem): ConversionState {
  const needed = system !== 'wgs84';
  const [state, setState] = useState<ConversionState>(() => (!needed || geo ? 'ready' : 'loading'));
  useEffect(() => {
    if (!needed || geo) return;
    let live = true;
    loadCoordConversion().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return !needed || geo ? 'ready' : state;
}

export function convert(point: LatLng, system: CoordSystem, to: 'display' | 'stored'): LatLng {
  if (system === 'wgs84') return point;
  // BaseMap renders its children only once the conversion is in (useCoordConversion)
  if (!geo) throw new Error('The GCJ-02 conversion is used before it has loaded.');
  return to === 'display' ? geo.toDisplay(point, system) : geo.toStored(point, system);
}
