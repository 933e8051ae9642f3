// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { vi } from 'vitest';
import { configureApi } from '../../api';
import type { ConsoleConfig } from '../../lib/contract';
import { createI18nProvider } from '../../providers/i18nProvider';
import { TEST_CONFIG } from '../../../test/support/renderShell';
import { forgetBasemap } from './basemap/loadBasemap';
import { BaseMap, PointLayer, STATE_COLORS, type MapPoint } from '.';

const PUBLIC = path.resolve(__dirname, '../../../public');

/** The console's own files, as its server answers them; anything else is a request leaving the origin. */
function serveBasemap() {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const file = path.join(PUBLIC, url);
    if (!url.startsWith('/basemap/')) return new Response('not found', { status: 404 });
    try {
      return new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } });
    } catch {
      return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    }
  });
  return requests;
}

function renderMap(ui: ReactNode, config: Partial<ConsoleConfig> = {}, locale: 'en' | 'zh-CN' = 'en') {
  configureApi({ ...TEST_CONFIG, ...config }, { getLang: () => locale, onSessionLost: () => undefined });
  return render(<I18nContextProvider value={createI18nProvider(locale)}>{ui}</I18nContextProvider>);
}

// before too: another file of this worker may have loaded the basemap (vitest.config.ts shares modules)
beforeEach(() => forgetBasemap());
afterEach(() => {
  forgetBasemap();
  vi.unstubAllGlobals();
});

describe('BaseMap', () => {
  it('draws the offline basemap from the console’s own files when tileUrl is empty', async () => {
    const requests = serveBasemap();
    const { container } = renderMap(<BaseMap height={300} />);
    const map = screen.getByTestId('base-map');
    expect(map).toHaveAttribute('data-basemap', 'offline');
    expect(screen.getByRole('region', { name: 'Map' })).toBe(map);
    await waitFor(() => expect(screen.queryByText('Loading the map…')).toBeNull());
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith('/basemap/'))).toBe(true);
    // no raster tile anywhere
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(await screen.findByText(/Natural Earth/)).toBeInTheDocument();
  });

  it('labels the zoom buttons in the UI language and keeps the map focusable for the keyboard', async () => {
    serveBasemap();
    const { container } = renderMap(<BaseMap />, {}, 'zh-CN');
    await waitFor(() => expect(screen.queryByText('地图加载中…')).toBeNull());
    expect(screen.getByRole('button', { name: '放大' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '缩小' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '地图' })).toBeInTheDocument();
    expect(container.querySelector('.leaflet-container')).toHaveAttribute('tabindex', '0');
  });

  it('says so when the basemap cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    renderMap(<BaseMap />);
    expect(await screen.findByText('The map could not be loaded. Positions are still shown.')).toBeInTheDocument();
  });

  it('uses the configured tile server instead, and fetches no basemap', async () => {
    const requests = serveBasemap();
    const { container } = renderMap(<BaseMap center={{ lat: 31.2, lng: 121.5 }} zoom={10} />, {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      tileCoordSystem: 'gcj02',
    });
    // GCJ-02: the conversion (gcoord and mainland China's outline) is fetched first, then the map is drawn
    await waitFor(() => expect(screen.getByTestId('base-map')).toHaveAttribute('data-basemap', 'tiles'));
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\/10\/\d+\/\d+\.png$/);
    expect(requests).toEqual([]);
  });
});

describe('PointLayer', () => {
  const points: MapPoint[] = [
    { id: 'a', lat: 31.2, lng: 121.5, color: STATE_COLORS.moving, label: 'Truck A' },
    { id: 'b', lat: 31.3, lng: 121.6, color: STATE_COLORS.alarm, label: 'Truck B', selected: true },
  ];

  it('draws a marker per point, selects on click and opens the page’s popup', async () => {
    serveBasemap();
    const onSelect = vi.fn();
    const { container, rerender } = renderMap(
      <BaseMap center={{ lat: 31.25, lng: 121.55 }} zoom={10}>
        <PointLayer points={points} onSelect={onSelect} renderPopup={(id) => <span>popup of {id}</span>} />
      </BaseMap>,
    );
    const markers = () => [...container.querySelectorAll('path.leaflet-interactive')];
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(markers().map((m) => m.getAttribute('fill'))).toEqual([STATE_COLORS.moving, STATE_COLORS.alarm]);
    act(() => void fireEvent.click(markers()[0] as Element));
    expect(onSelect).toHaveBeenCalledWith('a');
    expect(await screen.findByText('popup of a')).toBeInTheDocument();

    // a point that leaves the list leaves the map; one that changes state is restyled in place
    const first = markers()[0];
    rerender(
      <I18nContextProvider value={createI18nProvider('en')}>
        <BaseMap center={{ lat: 31.25, lng: 121.55 }} zoom={10}>
          <PointLayer points={[{ ...points[0]!, color: STATE_COLORS.offline }]} onSelect={onSelect} />
        </BaseMap>
      </I18nContextProvider>,
    );
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(markers()[0]).toBe(first);
    expect(markers()[0]).toHaveAttribute('fill', STATE_COLORS.offline);
  });

  it('shows a label as text, never as HTML', async () => {
    serveBasemap();
    const label = '<img src="x" onerror="alert(1)">冷藏车';
    const { container } = renderMap(
      <BaseMap center={{ lat: 31.25, lng: 121.55 }} zoom={10}>
        <PointLayer points={[{ id: 'x', lat: 31.2, lng: 121.5, color: STATE_COLORS.moving, label }]} />
      </BaseMap>,
    );
    await waitFor(() => expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1));
    act(() => void fireEvent.mouseOver(container.querySelector('path.leaflet-interactive') as Element));
    const tooltip = await waitFor(() => {
      const found = container.querySelector('.leaflet-tooltip');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(tooltip.textContent).toBe(label);
    expect(tooltip.querySelector('img')).toBeNull();
  });
});
