import { useEffect } from 'react';
import type { LatLng } from '../../lib/geo';
import { useFlyTo } from './useFlyTo';

export interface FlyToProps {
  /** where to fly (WGS-84); null stays put */
  target: LatLng | null;
  zoom?: number;
  /**
   * flies again whenever this changes, even to the same place (a second click on the same row);
   * default: the target's coordinates
   */
  flightKey?: string | number;
}

/** Put inside a BaseMap: flies to `target` each time it (or flightKey) changes. */
export function FlyTo({ target, zoom, flightKey }: FlyToProps) {
  const flyTo = useFlyTo();
  const key = flightKey ?? (target ? `${target.lat},${target.lng}` : null);
  useEffect(() => {
    if (target && key !== null) flyTo(target, zoom);
    // the key says when to fly: a new target object with the same place and key does not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, flyTo]);
  return null;
}
