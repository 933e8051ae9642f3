import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { Cluster } from './useClusters';

export interface ClusterMarkersProps {
  clusters: readonly Cluster[];
  /** the accessible name of a cluster, e.g. "12 vehicles here: zoom in" */
  label(count: number): string;
}

const PANE = 'mapClusters';

/** px: a cluster's disc grows with its count */
const sizeOf = (count: number) => (count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48);

/**
 * Clusters as buttons on the map (few: they are counted by the hundred at most, not by the
 * thousand like the points): a disc with the count, ringed in the colour of its most urgent point
 * (a vehicle in alarm is not hidden by zooming out). A click, or Enter or Space on the focused disc
 * (Tab reaches it: Leaflet makes keyboard markers focusable buttons), zooms to where the cluster
 * splits, centred on it.
 */
export function ClusterMarkers({ clusters, label }: ClusterMarkersProps) {
  const map = useMap();
  const layer = useMemo(() => {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '460';
    return L.layerGroup([], { pane: PANE });
  }, [map]);

  useEffect(() => {
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, layer]);

  useEffect(() => {
    layer.clearLayers();
    for (const cluster of clusters) {
      const size = sizeOf(cluster.count);
      const text = cluster.count >= 1000 ? `${Math.floor(cluster.count / 100) / 10}k` : String(cluster.count);
      const icon = L.divIcon({ className: 'map-cluster', html: `<span style="border-color:${cluster.color}">${text}</span>`, iconSize: [size, size] });
      const marker = L.marker([cluster.lat, cluster.lng], { icon, pane: PANE, keyboard: true, bubblingMouseEvents: false, riseOnHover: true });
      marker.on('add', () => {
        const element = marker.getElement();
        element?.setAttribute('aria-label', label(cluster.count));
        element?.setAttribute('data-cluster-count', String(cluster.count));
      });
      const zoomIn = () => {
        const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
        map.flyTo([cluster.lat, cluster.lng], Math.max(cluster.expansionZoom, map.getZoom() + 1), { animate: !reduce, duration: 0.6 });
      };
      marker.on('click', zoomIn);
      // Leaflet makes the disc a focusable role="button" but hands its keys over as they are
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomIn();
      });
      layer.addLayer(marker);
    }
  }, [layer, clusters, label, map]);

  return null;
}
