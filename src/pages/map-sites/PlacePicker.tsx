/**
 * Inside the resources map's BaseMap, while an organization waits to be placed: a click on the map
 * picks that point, and `centerRef` reads the map's centre for the keyboard path (arrow keys pan
 * the focused map, then "Here" takes its centre). Points are in the map's own system; the caller
 * converts them (useToStored). Page-specific: the map foundation has no picking of its own.
 */
import { useEffect, type MutableRefObject } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../framework/map';

export interface PlacePickerProps {
  active: boolean;
  onPick(shown: LatLng): void;
  centerRef: MutableRefObject<(() => LatLng) | null>;
}

export function PlacePicker({ active, onPick, centerRef }: PlacePickerProps) {
  const map = useMap();
  useMapEvents({
    click(event) {
      if (active) onPick({ lat: event.latlng.lat, lng: event.latlng.lng });
    },
  });
  useEffect(() => {
    centerRef.current = () => {
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng };
    };
    return () => {
      centerRef.current = null;
    };
  }, [map, centerRef]);
  useEffect(() => {
    const container = map.getContainer();
    container.style.cursor = active ? 'crosshair' : '';
    return () => {
      container.style.cursor = '';
    };
  }, [map, active]);
  return null;
}
