import { TILE_COORD_SYSTEMS } from './contract';
import { COORD_SYSTEMS, toDisplay, toStored, type LatLng } from './geo';
import { distanceMeters } from './maps';

/**
 * Published WGS-84 ↔ GCJ-02 pairs: the test vectors of the eviltransform library
 * (github.com/googollee/eviltransform, BSD-2-Clause), shared by its Go, Python, JavaScript and
 * PHP ports: "TESTS = [ # wgsLat, wgsLng, gcjLat, gcjLng ...]".
 */
const EVILTRANSFORM_VECTORS: Array<{ place: string; wgs: LatLng; gcj: LatLng }> = [
  { place: 'Shanghai', wgs: { lat: 31.1774276, lng: 121.5272106 }, gcj: { lat: 31.17530398364597, lng: 121.531541859215 } },
  { place: 'Shenzhen', wgs: { lat: 22.543847, lng: 113.912316 }, gcj: { lat: 22.540796131694766, lng: 113.9171764808363 } },
  { place: 'Beijing', wgs: { lat: 39.911954, lng: 116.377817 }, gcj: { lat: 39.91334545536069, lng: 116.38404722455657 } },
];

describe('GCJ-02 conversion against published reference points', () => {
  it.each(EVILTRANSFORM_VECTORS)('moves $place from WGS-84 onto the GCJ-02 map within 0.5 m', ({ wgs, gcj }) => {
    const shown = toDisplay(wgs, 'gcj02');
    expect(distanceMeters(shown, gcj)).toBeLessThan(0.5);
    // the offset itself is hundreds of metres: the test would notice a missing conversion
    expect(distanceMeters(wgs, gcj)).toBeGreaterThan(100);
  });

  it.each(EVILTRANSFORM_VECTORS)('brings a position picked on the GCJ-02 map of $place back to WGS-84 within 1 m', ({ wgs, gcj }) => {
    expect(distanceMeters(toStored(gcj, 'gcj02'), wgs)).toBeLessThan(1);
  });

  it('round-trips positions across China within 1 m', () => {
    for (let lat = 18.5; lat <= 53; lat += 3.5) {
      for (let lng = 74; lng <= 134; lng += 5) {
        const stored = { lat, lng };
        const back = toStored(toDisplay(stored, 'gcj02'), 'gcj02');
        expect(distanceMeters(back, stored), `${lat},${lng}`).toBeLessThan(1);
      }
    }
  });

  it('leaves positions outside China unchanged', () => {
    for (const outside of [
      { lat: 51.5074, lng: -0.1278 }, // London
      { lat: -33.8688, lng: 151.2093 }, // Sydney
      { lat: 40.7128, lng: -74.006 }, // New York
    ]) {
      expect(toDisplay(outside, 'gcj02')).toEqual(outside);
      expect(toStored(outside, 'gcj02')).toEqual(outside);
    }
  });

  it('changes nothing on a WGS-84 map', () => {
    const { wgs } = EVILTRANSFORM_VECTORS[0]!;
    // the config's list (contract.ts, without gcoord) is the converter's
    expect(TILE_COORD_SYSTEMS).toEqual(COORD_SYSTEMS);
    expect(toDisplay(wgs, 'wgs84')).toEqual(wgs);
    expect(toStored(wgs, 'wgs84')).toEqual(wgs);
  });
});
