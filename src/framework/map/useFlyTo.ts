import { useCallback } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { useToDisplay } from './useCoordSystem';

/** The zoom a fly-to ends at unless told: a street-level view of one vehicle or site. */
export const FLY_ZOOM = 13;

/**
 * Inside a BaseMap: a function that flies the map to a position (WGS-84), at `zoom` or at least
 * the current zoom's closeness. Pages outside the map use <FlyTo target>.
 */
export function useFlyTo(): (target: LatLng, zoom?: number) => void {
  const map = useMap();
  const toDisplay = useToDisplay();
  return useCallback(
    (target: LatLng, zoom?: number) => {
      const shown = toDisplay(target);
      const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      map.flyTo([shown.lat, shown.lng], zoom ?? Math.max(map.getZoom(), FLY_ZOOM), { animate: !reduce, duration: 0.8 });
    },
    [map, toDisplay],
  );
}
