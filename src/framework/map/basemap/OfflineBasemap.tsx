import { useEffect } from 'react';
import L from 'leaflet';
import Box from '@mui/material/Box';
import { useI18nProvider, useTranslate } from 'ra-core';
import { useMap } from 'react-leaflet';
import { BasemapGridLayer } from './BasemapGridLayer';
import { BASEMAP_COLORS, CITY_LABEL_ZOOM } from './basemapStyle';
import type { BasemapCity } from './loadBasemap';
import { shapesOf } from './shapes';
import { useBasemap } from './useBasemap';

const SHAPES_PANE = 'basemapShapes';
const LABELS_PANE = 'basemapLabels';

/** Panes under Leaflet's overlays (400) and markers (600): the basemap never covers data. */
function ensurePanes(map: L.Map): void {
  if (!map.getPane(SHAPES_PANE)) map.createPane(SHAPES_PANE).style.zIndex = '200';
  if (!map.getPane(LABELS_PANE)) {
    const labels = map.createPane(LABELS_PANE);
    labels.style.zIndex = '390';
    labels.style.pointerEvents = 'none';
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cityName(city: BasemapCity, locale: string): string {
  return locale === 'zh-CN' || locale === 'zh-TW' ? city[locale] : city.en;
}

/**
 * The offline vector basemap (config tileUrl ''): land, coastlines, country borders, China's
 * province borders from zoom 4, and city names by rank as the map zooms in. Painted as canvas
 * tiles (BasemapGridLayer) in its own pane under every overlay; nothing in it reacts to the pointer.
 */
export function OfflineBasemap() {
  const map = useMap();
  const state = useBasemap();
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const attribution = translate('map.attribution.naturalEarth');
  const basemap = state.status === 'ready' ? state.basemap : null;

  useEffect(() => {
    ensurePanes(map);
    const container = map.getContainer();
    container.style.background = BASEMAP_COLORS.sea;
    return () => void (container.style.background = '');
  }, [map]);

  useEffect(() => {
    if (!basemap) return;
    const layer = new BasemapGridLayer(shapesOf(basemap), { pane: SHAPES_PANE, attribution }).addTo(map);
    return () => void layer.remove();
  }, [map, basemap, attribution]);

  useEffect(() => {
    if (!basemap) return;
    const labels = basemap.cities.map((city) => ({
      rank: city.rank,
      marker: L.marker([city.lat, city.lng], {
        pane: LABELS_PANE,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'basemap-city',
          html: `<span class="basemap-city-dot"></span><span class="basemap-city-name">${escapeHtml(cityName(city, locale))}</span>`,
          // no box: the dot sits on the city, the name runs to its right (styles in BaseMap)
          iconSize: [0, 0],
        }),
      }),
    }));
    const group = L.layerGroup().addTo(map);
    const showLabels = () => {
      const zoom = map.getZoom();
      for (const { rank, marker } of labels) {
        if (zoom >= CITY_LABEL_ZOOM[rank]) group.addLayer(marker);
        else group.removeLayer(marker);
      }
    };
    showLabels();
    map.on('zoomend', showLabels);
    return () => {
      map.off('zoomend', showLabels);
      group.remove();
    };
  }, [map, basemap, locale]);

  if (state.status === 'ready') return null;
  // rendered inside the map's container, over its panes
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        zIndex: 1000,
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 1,
        typography: 'body2',
        pointerEvents: 'none',
      }}
    >
      {translate(state.status === 'loading' ? 'map.basemapLoading' : 'map.basemapFailed')}
    </Box>
  );
}
