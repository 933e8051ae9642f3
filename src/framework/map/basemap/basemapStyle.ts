/**
 * The offline basemap's look: a quiet, light map under coloured markers, close to the usual
 * raster tiles (sea blue, land cream, grey borders), so switching to a tile server changes little.
 */
export const BASEMAP_COLORS = {
  sea: '#c9dcec',
  land: '#f3f0e8',
  coast: '#8fb1cc',
  border: '#8d8378',
  province: '#b2a79b',
  cityDot: '#5f5850',
  cityText: '#3b3631',
} as const;

/** Zoom from which a city of each rank gets its label (rank 1 from the country view on). */
export const CITY_LABEL_ZOOM: Readonly<Record<1 | 2 | 3, number>> = { 1: 4, 2: 6, 3: 7 };

/** Province borders only where they can be told apart. */
export const PROVINCE_MIN_ZOOM = 4;
