import { useMemo } from 'react';
import { getApiConfig } from '../../api';
import type { CoordSystem } from '../../lib/geo';

export interface MapConfig {
  /** '' draws the offline basemap; else a raster tile template with {z}/{x}/{y} */
  tileUrl: string;
  /** the system the map is drawn in (see displaySystem) */
  coordSystem: CoordSystem;
}

/**
 * The console config's map settings. The offline basemap is Natural Earth data in WGS-84, so a
 * configured `tileCoordSystem` applies only with a tile server: with tileUrl '' the map is WGS-84.
 * Before configureApi has run (a test that sets nothing) the offline basemap applies.
 */
export function mapConfigOf(config: { tileUrl: string; tileCoordSystem: CoordSystem } | null): MapConfig {
  if (!config || config.tileUrl === '') return { tileUrl: '', coordSystem: 'wgs84' };
  return { tileUrl: config.tileUrl, coordSystem: config.tileCoordSystem };
}

function currentConfig() {
  try {
    return getApiConfig();
  } catch {
    return null;
  }
}

/** The map settings; the config does not change while the console runs. */
export function useMapConfig(): MapConfig {
  return useMemo(() => mapConfigOf(currentConfig()), []);
}
