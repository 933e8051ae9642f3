import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Tells Leaflet when its box changes size. A kept-alive tab is hidden (no size) and shown again,
 * the side list opens, the phone turns: without this the map keeps drawing for the old size, with
 * grey bands and misplaced clicks.
 */
export function MapSizeWatch() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
