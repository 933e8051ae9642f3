import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useI18nProvider, useTranslate } from 'ra-core';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import { OfflineBasemap } from './basemap/OfflineBasemap';
import { BASEMAP_COLORS } from './basemap/basemapStyle';
import { MapSizeWatch } from './MapSizeWatch';
import { useCoordConversion } from './coordConversion';
import { useToDisplay } from './useCoordSystem';
import { useMapConfig } from './useMapConfig';
import './leafletSetup';

/** China, whole: where the console's customers drive. */
export const DEFAULT_CENTER: LatLng = { lat: 35, lng: 105 };
export const DEFAULT_ZOOM = 4;
const MAX_ZOOM = 18;

export interface BaseMapProps {
  /** the first view, WGS-84 (stored) like every position given to the map foundation */
  center?: LatLng;
  zoom?: number;
  /** the first view fits these positions (WGS-84); wins over center/zoom */
  bounds?: LatLng[];
  /** CSS height of the map; it always fills its parent's width. Default 480 px */
  height?: number | string;
  /** the map's accessible name; default "Map" */
  label?: string;
  testId?: string;
  children?: ReactNode;
}

/** City labels and the keyboard focus ring, scoped to the map (the labels are Leaflet divIcons). */
const MAP_SX = {
  position: 'relative',
  width: '100%',
  '& .leaflet-container': { width: '100%', height: '100%', fontFamily: 'inherit' },
  '& .leaflet-container:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  '& .basemap-city': { overflow: 'visible', whiteSpace: 'nowrap' },
  '& .map-cluster span': {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: '4px solid',
    background: 'rgba(38, 50, 56, 0.88)',
    color: '#fff',
    fontSize: 13,
    fontWeight: 600,
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.4)',
    cursor: 'pointer',
  },
  '& .map-cluster:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px', borderRadius: '50%' },
  '& .basemap-city-dot': {
    position: 'absolute',
    left: -3,
    top: -3,
    width: 6,
    height: 6,
    borderRadius: '50%',
    background: BASEMAP_COLORS.cityDot,
  },
  '& .basemap-city-name': {
    position: 'absolute',
    left: 6,
    top: -9,
    fontSize: 12,
    lineHeight: '16px',
    color: BASEMAP_COLORS.cityText,
    textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff',
  },
} as const;

/**
 * The map every map page builds on: the offline vector basemap when the console config's tileUrl is
 * '' (the default), else the configured raster tiles. Leaflet's keyboard control works once the map
 * has focus (arrows pan, +/- zoom); the zoom buttons are labelled in the UI language.
 */
export function BaseMap(props: BaseMapProps) {
  const translate = useTranslate();
  const conversion = useCoordConversion(useMapConfig().coordSystem);
  if (conversion === 'ready') return <MapView {...props} />;
  // a GCJ-02 tile server: nothing is drawn before positions can be converted (coordConversion.ts)
  return (
    <Box
      role="region"
      aria-label={props.label ?? translate('map.label')}
      aria-busy={conversion === 'loading'}
      data-testid={props.testId ?? 'base-map'}
      sx={{ ...MAP_SX, height: props.height ?? 480, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
    >
      {translate(conversion === 'loading' ? 'map.basemapLoading' : 'map.conversionFailed')}
    </Box>
  );
}

function MapView({ center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, bounds, height = 480, label, testId = 'base-map', children }: BaseMapProps) {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const { tileUrl } = useMapConfig();
  const toDisplay = useToDisplay();
  const offline = tileUrl === '';
  const start = useMemo(() => {
    const shown = toDisplay(center);
    const box = bounds && bounds.length > 0 ? bounds.map((p) => toDisplay(p)) : null;
    return { center: [shown.lat, shown.lng] as [number, number], bounds: box ? box.map((p) => [p.lat, p.lng] as [number, number]) : undefined };
    // the first view only: MapContainer ignores later changes (FlyTo and FitBounds move the map)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box
      role="region"
      aria-label={label ?? translate('map.label')}
      data-testid={testId}
      data-basemap={offline ? 'offline' : 'tiles'}
      sx={{ ...MAP_SX, height }}
    >
      <MapContainer
        center={start.center}
        zoom={zoom}
        bounds={start.bounds}
        boundsOptions={{ padding: [24, 24], maxZoom: 14 }}
        maxZoom={MAX_ZOOM}
        minZoom={2}
        zoomControl={false}
        worldCopyJump
        style={offline ? { background: BASEMAP_COLORS.sea } : undefined}
      >
        <ZoomControl key={locale} position="topleft" zoomInTitle={translate('map.zoomIn')} zoomOutTitle={translate('map.zoomOut')} />
        {offline ? <OfflineBasemap /> : <TileLayer url={tileUrl} maxZoom={MAX_ZOOM} />}
        <MapSizeWatch />
        {children}
      </MapContainer>
    </Box>
  );
}
