import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { useToDisplay } from './useCoordSystem';

export interface FollowProps {
  /** the followed position (WGS-84), e.g. the chosen vehicle's latest; null: follow nothing */
  target: LatLng | null;
}

/**
 * Follow mode, inside a BaseMap: keeps `target` in view as it moves. The map pans (no zoom change)
 * only when the position leaves the middle of the view, so the user can still look around it.
 */
export function Follow({ target }: FollowProps) {
  const map = useMap();
  const toDisplay = useToDisplay();
  const lat = target?.lat;
  const lng = target?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const shown = toDisplay({ lat, lng });
    const middle = map.getBounds().pad(-0.25);
    if (!middle.contains([shown.lat, shown.lng])) map.panTo([shown.lat, shown.lng], { animate: true });
  }, [map, toDisplay, lat, lng]);
  return null;
}
