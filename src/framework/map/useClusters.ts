import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import Supercluster from 'supercluster';
import type { MapPoint, PointId } from './PointLayer';
import { useToDisplay } from './useCoordSystem';

export interface Cluster {
  /** supercluster's id in the current index */
  id: number;
  /** where it is drawn (display coordinates: the centre of its points on the map) */
  lat: number;
  lng: number;
  count: number;
  /** the colour of its most urgent point (MapPoint.rank) */
  color: string;
  /** the zoom at which it splits */
  expansionZoom: number;
}

export interface ClusterOptions {
  /** clusters are made up to this zoom; above it every point is drawn */
  maxZoom: number;
  /** px: points nearer than this on the screen join a cluster */
  radius: number;
  /** ids that are never clustered (the selected point, the one whose popup is open) */
  keep: ReadonlySet<PointId>;
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

interface Worst {
  rank: number;
  color: string;
}
interface Leaf extends Worst {
  i: number;
}

/**
 * Inside a BaseMap: the points grouped for the current zoom (supercluster over the displayed
 * positions). The clusters cover the whole world at a zoom, so a pan changes nothing and costs
 * nothing; a zoom recomputes them (a millisecond for 5,000 points), a change of the points rebuilds
 * the index, only while clustering is on.
 */
export function useClusters(points: readonly MapPoint[], { maxZoom, radius, keep }: ClusterOptions): { singles: readonly MapPoint[]; clusters: Cluster[] } {
  const map = useMap();
  const toDisplay = useToDisplay();
  const [zoom, setZoom] = useState(() => Math.round(map.getZoom()));
  useEffect(() => {
    const onZoom = () => setZoom(Math.round(map.getZoom()));
    map.on('zoomend', onZoom);
    return () => void map.off('zoomend', onZoom);
  }, [map]);
  const clustering = zoom <= maxZoom;

  const index = useMemo(() => {
    if (!clustering) return null;
    const features = points.flatMap((point, i) => {
      if (keep.has(point.id)) return [];
      const shown = toDisplay(point);
      return [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [shown.lng, shown.lat] }, properties: { i, rank: point.rank ?? 0, color: point.color } }];
    });
    return new Supercluster<Leaf, Worst>({
      maxZoom,
      radius,
      minPoints: 3,
      map: ({ rank, color }) => ({ rank, color }),
      reduce: (worst, other) => {
        if (other.rank > worst.rank) Object.assign(worst, other);
      },
    }).load(features);
  }, [clustering, points, keep, toDisplay, maxZoom, radius]);

  return useMemo(() => {
    if (!index) return { singles: points, clusters: [] };
    const singles: MapPoint[] = points.filter((point) => keep.has(point.id));
    const clusters: Cluster[] = [];
    for (const feature of index.getClusters(WORLD, zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        clusters.push({ id: props.cluster_id, lat, lng, count: props.point_count, color: props.color, expansionZoom: index.getClusterExpansionZoom(props.cluster_id) });
      } else singles.push(points[(props as Leaf).i]!);
    }
    return { singles, clusters };
  }, [index, points, keep, zoom]);
}
