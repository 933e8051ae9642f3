import { PIECE_POINTS, linePieces, toShapes } from './shapes';
import { projectPoint, projectShapes } from './projectShapes';

describe('the basemap projection', () => {
  it('is Web Mercator on 256 px tiles, as Leaflet draws', () => {
    expect(projectPoint(0, 0, 0)).toEqual([128, 128]);
    expect(projectPoint(180, 0, 1)).toEqual([512, 256]);
    const [, top] = projectPoint(0, 85.0511287798, 0);
    expect(top).toBeCloseTo(0, 6);
    // past the Mercator limit the pole clamps to the top edge
    expect(projectPoint(0, 90, 0)[1]).toBeCloseTo(0, 6);
    // Shanghai at zoom 10: the tile Leaflet asks for (x 857, y 418)
    const [x, y] = projectPoint(121.47, 31.23, 10);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([857, 418]);
  });

  it('cuts lines into pieces that meet end to end', () => {
    const line = Array.from({ length: 150 }, (_, i) => [100 + i / 100, 30 + i / 200]);
    const pieces = linePieces(line);
    expect(pieces).toHaveLength(Math.ceil((150 - 1) / (PIECE_POINTS - 1)));
    for (let i = 1; i < pieces.length; i += 1) {
      const before = pieces[i - 1]!.coords;
      expect([before[before.length - 2], before[before.length - 1]]).toEqual([pieces[i]!.coords[0], pieces[i]!.coords[1]]);
    }
    expect(pieces[0]!.box).toEqual([100, 30, 100 + 63 / 100, 30 + 63 / 200]);
  });

  it('drops points closer than a pixel and islands smaller than one', () => {
    const ring = (lng: number, lat: number, size: number) => [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ];
    const shapes = toShapes({
      land: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring(100, 30, 5)] } },
          { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring(120, 20, 0.001)] } },
        ],
      },
      coastlines: { type: 'MultiLineString', coordinates: [Array.from({ length: 1000 }, (_, i) => [100 + i / 1000, 30])] },
      borders: { type: 'MultiLineString', coordinates: [] },
      provinces: null,
      cities: [],
    });
    const far = projectShapes(shapes, 2);
    expect(far.land).toHaveLength(1);
    const coastPoints = far.coastlines.reduce((n, piece) => n + piece.points[0]!.length / 2, 0);
    expect(coastPoints).toBeLessThan(60);
    const near = projectShapes(shapes, 12);
    expect(near.land).toHaveLength(2);
  });
});
