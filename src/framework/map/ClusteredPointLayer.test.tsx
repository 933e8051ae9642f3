// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type L from 'leaflet';
import { I18nContextProvider } from 'ra-core';
import { useMap } from 'react-leaflet';
import { vi } from 'vitest';
import { configureApi } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { TEST_CONFIG } from '../../../test/support/renderShell';
import { BaseMap, ClusteredPointLayer, STATE_COLORS, type MapPoint } from '.';

/** Raster tiles (which jsdom never loads): no basemap files to serve. */
const TILES = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileCoordSystem: 'wgs84' } as const;

/** `count` points scattered within about 3 km of a place, each its own id. */
function around(prefix: string, lat: number, lng: number, count: number, extra: Partial<MapPoint> = {}): MapPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i}`,
    lat: lat + ((i * 37) % 13) / 500,
    lng: lng + ((i * 53) % 17) / 500,
    color: STATE_COLORS.moving,
    rank: 0,
    ...extra,
  }));
}

const NANJING = around('nj', 32.06, 118.79, 40);
const SHANGHAI = [...around('sh', 31.23, 121.47, 39), { id: 'sh-alarm', lat: 31.24, lng: 121.48, color: STATE_COLORS.alarm, rank: 3 }];
const SELECTED: MapPoint = { id: 'picked', lat: 32.061, lng: 118.791, color: STATE_COLORS.stopped, rank: 1, selected: true };

let map: L.Map | null = null;
function Grab() {
  const current = useMap();
  useEffect(() => {
    map = current;
  }, [current]);
  return null;
}

function renderClusters(zoom: number) {
  configureApi({ ...TEST_CONFIG, ...TILES }, { getLang: () => 'en', onSessionLost: () => undefined });
  return render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <BaseMap center={{ lat: 31.6, lng: 120.1 }} zoom={zoom}>
        <ClusteredPointLayer points={[...NANJING, ...SHANGHAI, SELECTED]} clusterLabel={(n) => `${n} vehicles here: zoom in`} />
        <Grab />
      </BaseMap>
    </I18nContextProvider>,
  );
}

const clusterButtons = () => screen.queryAllByRole('button', { name: /vehicles here: zoom in/ });
const canvasMarkers = (container: HTMLElement) => container.querySelectorAll('path.leaflet-interactive');

beforeEach(() => {
  // jump instead of flying: jsdom has no animation frames worth waiting for
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  map = null;
});

describe('ClusteredPointLayer', () => {
  it('gathers the points into clusters when zoomed out, the selected one apart, ringed by the most urgent state', async () => {
    const { container } = renderClusters(6);
    await waitFor(() => expect(clusterButtons()).toHaveLength(2));
    const counts = clusterButtons().map((b) => Number(b.getAttribute('data-cluster-count'))).sort();
    expect(counts).toEqual([40, 40]);
    expect(screen.getAllByRole('button', { name: '40 vehicles here: zoom in' })).toHaveLength(2);
    // the selected vehicle is never hidden in a cluster: it alone is on the canvas
    expect(canvasMarkers(container)).toHaveLength(1);
    const rings = clusterButtons().map((b) => (b.querySelector('span') as HTMLElement).style.borderColor);
    expect(rings).toContain(hexToRgb(STATE_COLORS.alarm));
    expect(rings).toContain(hexToRgb(STATE_COLORS.moving));
  });

  it('zooms in on a cluster that is clicked, and from the keyboard with Enter or Space, until the points stand alone', async () => {
    const { container } = renderClusters(6);
    await waitFor(() => expect(clusterButtons()).toHaveLength(2));
    const start = map!.getZoom();
    act(() => void fireEvent.click(clusterButtons()[0]!));
    await waitFor(() => expect(map!.getZoom()).toBeGreaterThan(start));

    for (let guard = 0; guard < 12 && clusterButtons().length > 0; guard += 1) {
      const zoom = map!.getZoom();
      const button = clusterButtons()[0]!;
      expect(button).toHaveAttribute('tabindex', '0');
      button.focus();
      act(() => void fireEvent.keyDown(button, { key: guard % 2 ? ' ' : 'Enter' }));
      await waitFor(() => expect(map!.getZoom()).toBeGreaterThan(zoom));
    }
    expect(clusterButtons()).toHaveLength(0);
    // zoomed in past the clustering: every point of the cluster that was opened is on the canvas
    expect(canvasMarkers(container).length).toBeGreaterThanOrEqual(40);
  });

  it('draws every point and no cluster when zoomed in', async () => {
    const { container } = renderClusters(12);
    await waitFor(() => expect(canvasMarkers(container)).toHaveLength(NANJING.length + SHANGHAI.length + 1));
    expect(clusterButtons()).toHaveLength(0);
  });
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
