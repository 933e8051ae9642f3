/**
 * The offline basemap's data (issue 14 §1): Natural Earth countries (world-atlas TopoJSON), China's
 * province borders and a list of major cities, all served by the console itself from
 * public/basemap/ (its README names the sources and licences). Fetched on the first map's mount and
 * kept for the life of the page: every later map draws at once.
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';

/** Under the console's own origin: no request leaves it unless a tile server is configured. */
export const BASEMAP_FILES = {
  countries: 'basemap/countries-50m.json',
  provinces: 'basemap/china-provinces.json',
  cities: 'basemap/cities.json',
} as const;

export interface BasemapCity {
  en: string;
  'zh-CN': string;
  'zh-TW': string;
  lat: number;
  lng: number;
  /** 1: capitals and the largest cities, shown first; 3: shown only close up */
  rank: 1 | 2 | 3;
}

export interface Basemap {
  land: FeatureCollection;
  coastlines: MultiLineString;
  /** borders between countries */
  borders: MultiLineString;
  /** borders between China's provinces, or null when the layer is missing */
  provinces: MultiLineString | null;
  cities: BasemapCity[];
}

type Fetch = (url: string) => Promise<Response>;

function collection(topology: Topology, name: string): GeometryCollection {
  const object = topology.objects[name];
  if (!object || object.type !== 'GeometryCollection') throw new Error(`basemap: the TopoJSON has no '${name}' collection`);
  return object as GeometryCollection;
}

const isCity = (value: unknown): value is BasemapCity => {
  const c = value as Partial<BasemapCity> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.en === 'string' &&
    typeof c['zh-CN'] === 'string' &&
    typeof c['zh-TW'] === 'string' &&
    Number.isFinite(c.lat) &&
    Number.isFinite(c.lng) &&
    (c.rank === 1 || c.rank === 2 || c.rank === 3)
  );
};

/** The drawable layers of the three files (pure: the tests feed it the shipped files). */
export function buildBasemap(countries: Topology, provinces: Topology | null, cities: unknown): Basemap {
  const nations = collection(countries, 'countries');
  const list = (cities as { cities?: unknown } | null)?.cities;
  return {
    land: feature(countries, collection(countries, 'land')),
    // an arc used by one country only is a coast; one shared by two is a border
    coastlines: mesh(countries, nations, (a, b) => a === b),
    borders: mesh(countries, nations, (a, b) => a !== b),
    provinces: provinces ? mesh(provinces, collection(provinces, 'provinces'), (a, b) => a !== b) : null,
    cities: Array.isArray(list) ? list.filter(isCity) : [],
  };
}

async function json(fetchImpl: Fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url);
  // a missing file answers the console's index.html (the SPA fallback): not JSON
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) throw new Error(`basemap: ${url} answered ${response.status}`);
  return response.json();
}

let cached: Promise<Basemap> | null = null;

/**
 * The basemap, fetched once. Countries are required; provinces and cities are extras whose
 * absence leaves their layer empty. A failure is not cached, so a later map tries again.
 */
export function loadBasemap(base = '/', fetchImpl: Fetch = (url) => fetch(url)): Promise<Basemap> {
  if (!cached) {
    const url = (file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;
    const optional = (file: string) => json(fetchImpl, url(file)).catch(() => null);
    cached = Promise.all([json(fetchImpl, url(BASEMAP_FILES.countries)), optional(BASEMAP_FILES.provinces), optional(BASEMAP_FILES.cities)]).then(
      ([countries, provinces, cities]) => buildBasemap(countries as Topology, provinces as Topology | null, cities),
    );
    cached.catch(() => (cached = null));
  }
  return cached;
}

/** Tests start from an empty cache. */
export function forgetBasemap(): void {
  cached = null;
}
