import { useMemo } from 'react';
import { ClusterMarkers } from './ClusterMarkers';
import { PointLayer, type PointId, type PointLayerProps } from './PointLayer';
import { useClusters } from './useClusters';

export interface ClusteredPointLayerProps extends PointLayerProps {
  /** clusters are made up to this zoom (default 10); above it every point is drawn */
  clusterMaxZoom?: number;
  /** px, default 60 */
  clusterRadius?: number;
  /** a cluster's accessible name, e.g. "12 vehicles here: zoom in" */
  clusterLabel(count: number): string;
}

/**
 * The PointLayer with clusters when zoomed out: the selected point and the one whose popup is open
 * are never in a cluster; the rest are drawn on the canvas only where they stand alone.
 */
export function ClusteredPointLayer({ clusterMaxZoom = 10, clusterRadius = 60, clusterLabel, ...layer }: ClusteredPointLayerProps) {
  const selected = layer.points.find((point) => point.selected)?.id;
  const keep = useMemo(() => new Set<PointId>([selected, layer.popupId].filter((id): id is PointId => id !== undefined && id !== null)), [selected, layer.popupId]);
  const { singles, clusters } = useClusters(layer.points, { maxZoom: clusterMaxZoom, radius: clusterRadius, keep });
  return (
    <>
      <PointLayer {...layer} points={singles} />
      <ClusterMarkers clusters={clusters} label={clusterLabel} />
    </>
  );
}
