import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Topology } from 'topojson-specification';
import { BASEMAP_FILES, buildBasemap, forgetBasemap, loadBasemap } from './loadBasemap';

const PUBLIC = path.resolve(__dirname, '../../../../public');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(PUBLIC, file), 'utf8'));

/** Answers the shipped files as the console's server does, and the SPA's index.html for anything else. */
function fileServer(missing: string[] = []) {
  const asked: string[] = [];
  const fetchImpl = async (url: string) => {
    asked.push(url);
    // served under the console's base path
    const file = url.slice(url.indexOf('basemap/'));
    if (missing.includes(file)) return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    return new Response(readFileSync(path.join(PUBLIC, file)), { headers: { 'content-type': 'application/json' } });
  };
  return { asked, fetchImpl };
}

afterEach(() => forgetBasemap());

describe('the shipped basemap files', () => {
  const basemap = buildBasemap(read(BASEMAP_FILES.countries) as Topology, null, read(BASEMAP_FILES.cities));

  it('hold the land, coastlines and country borders', () => {
    expect(basemap.land.features.length).toBeGreaterThan(0);
    expect(basemap.coastlines.coordinates.length).toBeGreaterThan(100);
    expect(basemap.borders.coordinates.length).toBeGreaterThan(100);
  });

  it('draw only the borders between provinces, not their coasts', () => {
    // two unit squares side by side: the arc they share is the only province border
    const provinces = {
      type: 'Topology',
      arcs: [
        [[1, 0], [1, 1]],
        [[1, 1], [0, 1], [0, 0], [1, 0]],
        [[1, 0], [2, 0], [2, 1], [1, 1]],
      ],
      objects: {
        provinces: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', arcs: [[0, 1]] },
            { type: 'Polygon', arcs: [[2, ~0]] },
          ],
        },
      },
    } as unknown as Topology;
    const withProvinces = buildBasemap(read(BASEMAP_FILES.countries) as Topology, provinces, null);
    expect(withProvinces.provinces?.coordinates).toEqual([[[1, 0], [1, 1]]]);
    expect(withProvinces.cities).toEqual([]);
  });

  it('draw China’s province borders: the lines between provinces, inside China’s box', () => {
    const withProvinces = buildBasemap(read(BASEMAP_FILES.countries) as Topology, read(BASEMAP_FILES.provinces) as Topology, null);
    const lines = withProvinces.provinces?.coordinates ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(20);
    for (const line of lines)
      for (const [lng, lat] of line) {
        expect(lng).toBeGreaterThan(73);
        expect(lng).toBeLessThan(135.1);
        expect(lat).toBeGreaterThan(15);
        expect(lat).toBeLessThan(53.6);
      }
  });

  it('name about 80 major cities in the three languages', () => {
    expect(basemap.cities.length).toBeGreaterThanOrEqual(80);
    const shanghai = basemap.cities.find((c) => c.en === 'Shanghai');
    expect(shanghai).toMatchObject({ 'zh-CN': '上海', 'zh-TW': '上海', rank: 1 });
    expect(basemap.cities.find((c) => c.en === 'Guangzhou')).toMatchObject({ 'zh-CN': '广州', 'zh-TW': '廣州' });
    for (const city of basemap.cities) {
      expect(Math.abs(city.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.lng)).toBeLessThanOrEqual(180);
    }
  });
});

describe('loadBasemap', () => {
  it('fetches the files once from the console’s own origin and keeps them', async () => {
    const server = fileServer([BASEMAP_FILES.provinces]);
    const first = await loadBasemap('/', server.fetchImpl);
    const second = await loadBasemap('/', server.fetchImpl);
    expect(second).toBe(first);
    expect(server.asked.sort()).toEqual(Object.values(BASEMAP_FILES).map((f) => `/${f}`).sort());
  });

  it('draws without provinces and cities when those files are missing', async () => {
    const server = fileServer([BASEMAP_FILES.provinces, BASEMAP_FILES.cities]);
    const basemap = await loadBasemap('/console/', server.fetchImpl);
    expect(basemap.provinces).toBeNull();
    expect(basemap.cities).toEqual([]);
    expect(server.asked.every((url) => url.startsWith('/console/basemap/'))).toBe(true);
  });

  it('fails without countries, and tries again on the next map', async () => {
    const broken = fileServer([BASEMAP_FILES.countries]);
    await expect(loadBasemap('/', broken.fetchImpl)).rejects.toThrow(/countries-50m/);
    const fixed = fileServer([BASEMAP_FILES.provinces]);
    await expect(loadBasemap('/', fixed.fetchImpl)).resolves.toHaveProperty('land');
  });
});
