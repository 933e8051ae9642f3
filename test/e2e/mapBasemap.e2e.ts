/**
 * The map foundation (issue 14 §1) in Chromium against the real server with the default config
 * (tileUrl ''): nothing of the map loads before a map page opens; a map page paints the offline
 * basemap from the console's own files (fetched once for every map of the session); its zoom
 * buttons are labelled; the keyboard zooms it; and no request leaves the console's origin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign } = chromiumPerFile();
const MAP = '[data-page][data-active] [data-testid="base-map"]';

afterAll(() => {
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

/**
 * The map's zoom, as the user sees it: Leaflet scales its zoom proxy element by 2^(zoom - 1)
 * whenever a view settles (no test hook in the product).
 */
async function zoomOf(page: Page): Promise<number> {
  return page.locator(`${MAP} .leaflet-proxy`).evaluate((proxy) => {
    const scale = /scale\(([\d.]+)\)/.exec((proxy as HTMLElement).style.transform)?.[1];
    return scale ? Math.log2(Number(scale)) + 1 : NaN;
  });
}

/** Basemap tiles painted with land on them: a tile canvas with a pixel that is not the sea's. */
async function paintedTiles(page: Page): Promise<number> {
  return page.locator(`${MAP} .leaflet-basemapShapes-pane canvas.leaflet-tile-loaded`).evaluateAll((tiles) =>
    tiles.filter((tile) => {
      const canvas = tile as HTMLCanvasElement;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data) return false;
      const first = `${data[0]},${data[1]},${data[2]}`;
      for (let i = 4; i < data.length; i += 4 * 97) if (`${data[i]},${data[i + 1]},${data[i + 2]}` !== first) return true;
      return false;
    }).length,
  );
}

describe('the map foundation', () => {
  it('paints the offline basemap only on map pages, from the console’s own files, once', async () => {
    const { page, done } = await loggedIn();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.waitForTimeout(500);
    expect(requests.filter((path) => path.startsWith('/basemap/')), 'basemap files before any map page').toEqual([]);
    const css = await page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.leaflet-container'))));
    expect(css, "Leaflet's stylesheet before any map page").toBe(false);

    await go(page, '/map/resource');
    const map = page.locator(MAP);
    await map.waitFor({ timeout: 30_000 });
    expect(await map.getAttribute('data-basemap')).toBe('offline');
    await expect.poll(() => paintedTiles(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => map.locator('.leaflet-control-attribution').textContent()).toContain('Natural Earth');

    await go(page, '/map/dataoverview');
    await page.locator(MAP).waitFor({ timeout: 30_000 });
    await expect.poll(() => paintedTiles(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const basemapFiles = requests.filter((path) => path.startsWith('/basemap/'));
    expect(basemapFiles.sort(), 'each basemap file once for both maps').toEqual([...new Set(basemapFiles)].sort());
    expect(basemapFiles).toContain('/basemap/countries-50m.json');
    await done();
  });

  it('labels its zoom buttons in the UI language and zooms with the keyboard', async () => {
    const { page, done } = await loggedIn({ locale: 'zh-CN' });
    await page.goto(`${baseUrl()}/map/resource`);
    const map = page.locator(MAP);
    await map.waitFor({ timeout: 30_000 });
    await expect.poll(() => paintedTiles(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(map.getByRole('button', { name: '放大' }).isVisible()).resolves.toBe(true);
    await expect(map.getByRole('button', { name: '缩小' }).isVisible()).resolves.toBe(true);

    const before = await zoomOf(page);
    await map.locator('.leaflet-container').focus();
    await page.keyboard.press('Equal');
    await expect.poll(() => zoomOf(page)).toBe(before + 1);
    // the proxy shows the target zoom when the animation starts; Leaflet drops a zoom asked for during one
    await expect.poll(() => map.locator('.leaflet-map-pane.leaflet-zoom-anim').count()).toBe(0);
    await page.keyboard.press('Minus');
    await expect.poll(() => zoomOf(page)).toBe(before);
    await done();
  });
});
