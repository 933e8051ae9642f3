import { useMemo, type ReactNode } from 'react';
import L from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { useToDisplay, useToStored } from './useCoordSystem';

export interface PinMarkerProps {
  /** WGS-84 (stored) */
  position: LatLng;
  /** the pin's fill */
  color?: string;
  /** the marker's accessible name and hover title */
  label: string;
  /** lets the user drag it; onMove gets the drop point, already WGS-84 */
  draggable?: boolean;
  onMove?(stored: LatLng): void;
  onClick?(): void;
  /** popup content, opened by a click or Enter on the focused marker */
  popup?: ReactNode;
}

const PIN_SIZE: [number, number] = [26, 36];

/** A map pin drawn inline (an SVG of the given colour): no image to fetch, any colour. */
function pinIcon(color: string): L.DivIcon {
  const fill = color.replace(/[^#\w(),.% -]/g, '');
  return L.divIcon({
    className: 'map-pin',
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
    popupAnchor: [0, -PIN_SIZE[1] + 4],
    html:
      `<svg width="${PIN_SIZE[0]}" height="${PIN_SIZE[1]}" viewBox="0 0 26 36" aria-hidden="true">` +
      `<path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 35 13 35s12-13 12-22.1C25 6.3 19.6 1 13 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
      '<circle cx="13" cy="13" r="4.5" fill="#fff"/></svg>',
  });
}

/**
 * One marker for a site, store or resource, inside a BaseMap. Focusable (Leaflet's marker
 * keyboard support: Tab to it, Enter opens its popup). Dragging gives the stored position of the
 * drop; the page confirms before saving it.
 */
export function PinMarker({ position, color = '#1565c0', label, draggable = false, onMove, onClick, popup }: PinMarkerProps) {
  const toDisplay = useToDisplay();
  const toStored = useToStored();
  const shown = toDisplay(position);
  const icon = useMemo(() => pinIcon(color), [color]);
  return (
    <Marker
      position={[shown.lat, shown.lng]}
      icon={icon}
      title={label}
      alt={label}
      draggable={draggable}
      autoPan={draggable}
      eventHandlers={{
        click: () => onClick?.(),
        dragend: (event) => {
          const dropped = (event.target as L.Marker).getLatLng();
          onMove?.(toStored({ lat: dropped.lat, lng: dropped.lng }));
        },
      }}
    >
      {popup ? <Popup>{popup}</Popup> : null}
    </Marker>
  );
}
