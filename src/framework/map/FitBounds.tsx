import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { useToDisplay } from './useCoordSystem';

export interface FitBoundsProps {
  /** positions (WGS-84) the view should hold */
  points: readonly LatLng[];
  /** fits again when this changes (a new track, a new filter); without it the view fits once, at the first non-empty points */
  fitKey?: string | number;
  /** the closest zoom a fit goes to (one point, or points close together) */
  maxZoom?: number;
  /** px kept free around the points */
  padding?: number;
}

/**
 * Put inside a BaseMap: fits the view to `points`. Live data (vehicles that move every few
 * seconds) must not re-fit the view under the user, so it fits once, and again only when fitKey
 * changes.
 */
export function FitBounds({ points, fitKey, maxZoom = 14, padding = 32 }: FitBoundsProps) {
  const map = useMap();
  const toDisplay = useToDisplay();
  const fitted = useRef<{ key: string | number | undefined } | null>(null);
  useEffect(() => {
    if (points.length === 0) return;
    if (fitted.current && fitted.current.key === fitKey) return;
    fitted.current = { key: fitKey };
    const bounds = L.latLngBounds(points.map((p) => toDisplay(p)).map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [padding, padding], maxZoom, animate: false });
  }, [map, toDisplay, points, fitKey, maxZoom, padding]);
  return null;
}
