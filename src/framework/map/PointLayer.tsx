import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import L from 'leaflet';
import { Popup, useMap } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { createRenderer } from './mapRenderer';
import { useToDisplay } from './useCoordSystem';

/** A label as text: Leaflet sets a string tooltip as HTML, and names come from users (an asset, a plate). */
function textContent(label: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = label;
  return span;
}

export type PointId = string | number;

export interface MapPoint extends LatLng {
  id: PointId;
  /** the marker's fill, e.g. a state colour of useStateColors */
  color: string;
  /** shown on hover */
  label?: string;
  /** drawn larger, ringed and on top */
  selected?: boolean;
  /** how urgent (default 0): a cluster is ringed in the colour of its most urgent point */
  rank?: number;
}

export interface PointLayerProps {
  /** positions in WGS-84 (stored): the layer converts them for the map */
  points: readonly MapPoint[];
  onSelect?(id: PointId): void;
  /** content of the popup that a click opens (none without it); re-rendered as the page's data changes */
  renderPopup?(id: PointId): ReactNode;
  /** the open popup's point, when the page decides it (a side-list click); else the layer does */
  popupId?: PointId | null;
  onPopupClose?(): void;
  /** the marker's radius in px; the selected one is 3 px larger */
  radius?: number;
}

const PANE = 'mapPoints';

function styleOf(point: MapPoint, radius: number): L.CircleMarkerOptions {
  return {
    radius: point.selected ? radius + 3 : radius,
    fillColor: point.color,
    fillOpacity: 0.95,
    color: point.selected ? '#111' : '#fff',
    weight: point.selected ? 3 : 1.5,
  };
}

/**
 * Many markers on one canvas (Leaflet's canvas renderer with circle markers): 5,000 vehicles pan
 * as one bitmap and redraw once when the pan ends (the README has the figures). ClusteredPointLayer
 * gives it only the points that stand alone when zoomed out.
 * Markers are kept by id and moved or restyled in place as the points change, never rebuilt, so a
 * socket update of one vehicle costs one marker.
 */
export function PointLayer({ points, onSelect, renderPopup, popupId, onPopupClose, radius = 7 }: PointLayerProps) {
  const map = useMap();
  const toDisplay = useToDisplay();
  const markers = useRef(new Map<PointId, { marker: L.CircleMarker; point: MapPoint }>());
  const [ownPopup, setOwnPopup] = useState<PointId | null>(null);
  const openId = popupId !== undefined ? popupId : ownPopup;
  // the latest handlers, read by the markers' click listeners that live across renders
  const handlers = useRef({ onSelect, renderPopup, popupId });
  useEffect(() => {
    handlers.current = { onSelect, renderPopup, popupId };
  }, [onSelect, renderPopup, popupId]);

  const layer = useMemo(() => {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '450';
    return L.featureGroup([], { pane: PANE });
  }, [map]);
  const renderer = useMemo(() => createRenderer({ pane: PANE, padding: 0.3, tolerance: 3 }), []);

  useEffect(() => {
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, layer]);

  useEffect(() => {
    const known = markers.current;
    const seen = new Set<PointId>();
    for (const point of points) {
      seen.add(point.id);
      const shown = toDisplay(point);
      const entry = known.get(point.id);
      if (!entry) {
        const marker = L.circleMarker([shown.lat, shown.lng], { renderer, pane: PANE, bubblingMouseEvents: false, ...styleOf(point, radius) });
        if (point.label) marker.bindTooltip(textContent(point.label), { direction: 'top', offset: [0, -radius] });
        marker.on('click', () => {
          const { onSelect: select, renderPopup: popup, popupId: controlled } = handlers.current;
          select?.(point.id);
          if (popup && controlled === undefined) setOwnPopup(point.id);
        });
        layer.addLayer(marker);
        known.set(point.id, { marker, point });
        if (point.selected) marker.bringToFront();
        continue;
      }
      const before = entry.point;
      if (before.lat !== point.lat || before.lng !== point.lng) entry.marker.setLatLng([shown.lat, shown.lng]);
      if (before.color !== point.color || before.selected !== point.selected) {
        entry.marker.setStyle(styleOf(point, radius));
        entry.marker.setRadius(styleOf(point, radius).radius ?? radius);
        if (point.selected) entry.marker.bringToFront();
      }
      if (before.label !== point.label) {
        entry.marker.unbindTooltip();
        if (point.label) entry.marker.bindTooltip(textContent(point.label), { direction: 'top', offset: [0, -radius] });
      }
      entry.point = point;
    }
    for (const [id, entry] of known) {
      if (seen.has(id)) continue;
      layer.removeLayer(entry.marker);
      known.delete(id);
    }
  }, [points, layer, renderer, radius, toDisplay]);

  useEffect(() => {
    const known = markers.current;
    return () => {
      layer.clearLayers();
      known.clear();
    };
  }, [layer]);

  const open = openId === null || openId === undefined ? null : points.find((p) => p.id === openId);
  if (!open || !renderPopup) return null;
  const at = toDisplay(open);
  return (
    <Popup
      position={[at.lat, at.lng]}
      offset={[0, -radius]}
      eventHandlers={{
        remove: () => {
          if (popupId === undefined) setOwnPopup(null);
          onPopupClose?.();
        },
      }}
    >
      {renderPopup(open.id)}
    </Popup>
  );
}
