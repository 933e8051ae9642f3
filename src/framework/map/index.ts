/**
 * The map foundation (issue 14 §1): what every map page builds on. Only map pages import it, so
 * Leaflet, its CSS and its images land in the lazy chunk of those pages.
 *
 * Coordinates: every position given to these components and hooks is WGS-84, as stored and sent
 * by the server; they convert it for display by the config's tileCoordSystem (GCJ-02 for AutoNavi
 * and Tencent tiles; WGS-84 on the offline basemap). A page that draws its own layer (a track's
 * polyline, a draggable marker) converts with useToDisplay, and a position picked or dragged on the
 * map goes through useToStored before it is saved.
 *
 * - <BaseMap center zoom bounds height label testId>: the map; offline vector basemap with config
 *   tileUrl '' (data-basemap="offline"), else the tile server (data-basemap="tiles").
 * - <PointLayer points onSelect renderPopup popupId onPopupClose radius>: many markers on a canvas.
 * - <ClusteredPointLayer … clusterLabel clusterMaxZoom clusterRadius>: the same, grouped into
 *   clusters when zoomed out (supercluster); a cluster is a button that zooms in.
 * - <FlyTo target zoom flightKey>, useFlyTo(), <Follow target>, <FitBounds points fitKey maxZoom>.
 * - <PinMarker>: one draggable marker whose drop gives a stored position.
 * - STATE_COLORS and <MapLegend>: the vehicle states' colours and their key.
 * - createRenderer(options): a canvas renderer for a page's own many-shape layer (SVG in jsdom).
 * - The components other than BaseMap and MapLegend go inside a BaseMap (they use its map).
 */
export { BaseMap, DEFAULT_CENTER, DEFAULT_ZOOM, type BaseMapProps } from './BaseMap';
export { PointLayer, type MapPoint, type PointId, type PointLayerProps } from './PointLayer';
export { ClusteredPointLayer, type ClusteredPointLayerProps } from './ClusteredPointLayer';
export { FlyTo, type FlyToProps } from './FlyTo';
export { useFlyTo, FLY_ZOOM } from './useFlyTo';
export { Follow, type FollowProps } from './Follow';
export { FitBounds, type FitBoundsProps } from './FitBounds';
export { PinMarker, type PinMarkerProps } from './PinMarker';
export { MapLegend, type LegendItem } from './MapLegend';
export { STATE_COLORS } from './stateColors';
export { useCoordSystem, useToDisplay, useToStored } from './useCoordSystem';
export { useMapConfig, type MapConfig } from './useMapConfig';
export { createRenderer, canvasAvailable } from './mapRenderer';
export type { LatLng, CoordSystem } from '../../lib/geo';
