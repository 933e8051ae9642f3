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
    let inside = 0;
    for (let lat = 18.5; lat <= 53; lat += 3.5) {
      for (let lng = 74; lng <= 134; lng += 5) {
        const stored = { lat, lng };
        const shown = toDisplay(stored, 'gcj02');
        if (distanceMeters(shown, stored) > 100) inside += 1;
        expect(distanceMeters(toStored(shown, 'gcj02'), stored), `${lat},${lng}`).toBeLessThan(1);
      }
    }
    expect(inside).toBeGreaterThan(40);
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
});

/**
 * Where GCJ-02 applies (issue 26 §2): mainland China by its outline, not gcoord's rectangle (which
 * moved every one of the "not shifted" cities below by 150–500 m). City centres, WGS-84.
 */
const NOT_SHIFTED: Array<[string, LatLng]> = [
  ['Seoul', { lat: 37.5665, lng: 126.978 }],
  ['Hanoi', { lat: 21.0285, lng: 105.8542 }],
  ['Ulaanbaatar', { lat: 47.8864, lng: 106.9057 }],
  ['Singapore', { lat: 1.3521, lng: 103.8198 }],
  ['Pyongyang', { lat: 39.0392, lng: 125.7625 }],
  ['Vladivostok', { lat: 43.1155, lng: 131.8855 }],
  ['Almaty', { lat: 43.2389, lng: 76.8897 }],
  ['Kathmandu', { lat: 27.7172, lng: 85.324 }],
  // across the border from the Chinese towns below
  ['Sinuiju (across the Yalu from Dandong)', { lat: 40.1006, lng: 124.3981 }],
  ['Lao Cai (across the Red River from Hekou)', { lat: 22.4856, lng: 103.9707 }],
  ['Blagoveshchensk (across the Amur from Heihe)', { lat: 50.27, lng: 127.53 }],
  ['Zamyn-Üüd (across from Erenhot)', { lat: 43.72, lng: 111.9 }],
  // not mainland China: README "Maps", Hong Kong, Macau and Taiwan
  ['Hong Kong, Central', { lat: 22.2819, lng: 114.1582 }],
  ['Hong Kong, Sheung Shui (by the Shenzhen border)', { lat: 22.5, lng: 114.13 }],
  ['Macau', { lat: 22.19, lng: 113.54 }],
  ['Taipei', { lat: 25.033, lng: 121.5654 }],
  ['Kinmen (off Xiamen)', { lat: 24.43, lng: 118.32 }],
  ['Matsu, Nangan (off Fuzhou)', { lat: 26.16, lng: 119.94 }],
];
const SHIFTED: Array<[string, LatLng]> = [
  ['Beijing', { lat: 39.9042, lng: 116.4074 }],
  ['Shanghai', { lat: 31.2304, lng: 121.4737 }],
  ['Urumqi', { lat: 43.8256, lng: 87.6168 }],
  ['Kashgar', { lat: 39.4704, lng: 75.9898 }],
  ['Lhasa', { lat: 29.652, lng: 91.1721 }],
  ['Harbin', { lat: 45.8038, lng: 126.535 }],
  ['Sanya', { lat: 18.2528, lng: 109.5119 }],
  ['Mohe', { lat: 52.9721, lng: 122.5387 }],
  ['Dandong', { lat: 40.129, lng: 124.3945 }],
  ['Hekou, north of the Nanxi river', { lat: 22.52, lng: 103.95 }],
  ['Hekou, its northern edge', { lat: 22.55, lng: 103.96 }],
  ['Heihe, on the Amur', { lat: 50.245, lng: 127.49 }],
  ['Erenhot', { lat: 43.65, lng: 111.98 }],
  ['Shenzhen, Luohu (by the Hong Kong border)', { lat: 22.54, lng: 114.12 }],
  ['Zhuhai, city hall (by Macau)', { lat: 22.271, lng: 113.5767 }],
  ['Xiamen', { lat: 24.4798, lng: 118.0894 }],
];

describe('GCJ-02 only in mainland China', () => {
  it.each(NOT_SHIFTED)('does not shift %s', (_, point) => {
    expect(toDisplay(point, 'gcj02')).toEqual(point);
    expect(toStored(point, 'gcj02')).toEqual(point);
  });

  it.each(SHIFTED)('shifts %s by GCJ-02 and back', (_, point) => {
    const shown = toDisplay(point, 'gcj02');
    expect(distanceMeters(shown, point)).toBeGreaterThan(100);
    expect(distanceMeters(toStored(shown, 'gcj02'), point)).toBeLessThan(1);
  });

  it('changes nothing on a WGS-84 map', () => {
    const { wgs } = EVILTRANSFORM_VECTORS[0]!;
    // the config's list (contract.ts, without gcoord) is the converter's
    expect(TILE_COORD_SYSTEMS).toEqual(COORD_SYSTEMS);
    expect(toDisplay(wgs, 'wgs84')).toEqual(wgs);
    expect(toStored(wgs, 'wgs84')).toEqual(wgs);
  });
});
