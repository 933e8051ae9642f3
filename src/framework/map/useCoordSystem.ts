import { useCallback } from 'react';
import type { CoordSystem, LatLng } from '../../lib/geo';
import { convert } from './coordConversion';
import { useMapConfig } from './useMapConfig';

/** The coordinate system the map draws in: the tile server's, or WGS-84 on the offline basemap. */
export function useCoordSystem(): CoordSystem {
  return useMapConfig().coordSystem;
}

/** Stored (WGS-84) → what the map draws; the identity on a WGS-84 map. */
export function useToDisplay(): (point: LatLng) => LatLng {
  const system = useCoordSystem();
  return useCallback((point: LatLng) => convert(point, system, 'display'), [system]);
}

/** A position picked or dragged on the map → stored (WGS-84), before it is saved. */
export function useToStored(): (point: LatLng) => LatLng {
  const system = useCoordSystem();
  return useCallback((point: LatLng) => convert(point, system, 'stored'), [system]);
}
