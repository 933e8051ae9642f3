// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
import { renderHook, waitFor } from '@testing-library/react';
import { configureApi } from '../../api';
import type { ConsoleConfig } from '../../lib/contract';
import { toDisplay } from '../../lib/geo';
import { TEST_CONFIG } from '../../../test/support/renderShell';
import { useCoordConversion } from './coordConversion';
import { useCoordSystem, useToDisplay, useToStored } from './useCoordSystem';

function configure(config: Partial<ConsoleConfig>) {
  configureApi({ ...TEST_CONFIG, ...config }, { getLang: () => 'en', onSessionLost: () => undefined });
}

const SHANGHAI = { lat: 31.1774276, lng: 121.5272106 };
const AUTONAVI = { tileUrl: 'https://webrd0{s}.example/{z}/{x}/{y}', tileCoordSystem: 'gcj02' } as const;

describe('the map coordinate hooks', () => {
  it('convert stored positions for a GCJ-02 tile server, and picked ones back, once the conversion has loaded', async () => {
    configure(AUTONAVI);
    const { result } = renderHook(() => ({ system: useCoordSystem(), ready: useCoordConversion(useCoordSystem()), show: useToDisplay(), store: useToStored() }));
    expect(result.current.system).toBe('gcj02');
    await waitFor(() => expect(result.current.ready).toBe('ready'));
    const shown = result.current.show(SHANGHAI);
    expect(shown).toEqual(toDisplay(SHANGHAI, 'gcj02'));
    expect(shown).not.toEqual(SHANGHAI);
    const back = result.current.store(shown);
    expect(Math.abs(back.lat - SHANGHAI.lat) + Math.abs(back.lng - SHANGHAI.lng)).toBeLessThan(1e-5);
  });

  it('draw the offline basemap in WGS-84 whatever tileCoordSystem says (it applies to a tile server only)', () => {
    configure({ tileUrl: '', tileCoordSystem: 'gcj02' });
    const { result } = renderHook(() => ({ system: useCoordSystem(), ready: useCoordConversion(useCoordSystem()), show: useToDisplay(), store: useToStored() }));
    expect(result.current.system).toBe('wgs84');
    expect(result.current.ready).toBe('ready'); // nothing to load
    expect(result.current.show(SHANGHAI)).toEqual(SHANGHAI);
    expect(result.current.store(SHANGHAI)).toEqual(SHANGHAI);
  });

  it('keep WGS-84 tiles as they are', () => {
    configure({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileCoordSystem: 'wgs84' });
    const { result } = renderHook(() => useToDisplay());
    expect(result.current(SHANGHAI)).toEqual(SHANGHAI);
  });
});
