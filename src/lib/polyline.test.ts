import { decodePolyline, encodePolyline } from './polyline';

describe('encoded polylines', () => {
  // the worked example of Google's "Encoded Polyline Algorithm Format" page
  const GOOGLE_EXAMPLE = { points: [[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]] as Array<[number, number]>, text: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' };

  it('encodes the published example', () => {
    expect(encodePolyline(GOOGLE_EXAMPLE.points)).toBe(GOOGLE_EXAMPLE.text);
  });

  it('decodes the published example', () => {
    expect(decodePolyline(GOOGLE_EXAMPLE.text)).toEqual(GOOGLE_EXAMPLE.points);
  });

  it('round-trips at another precision, to its rounding', () => {
    const points: Array<[number, number]> = [[31.1552, 121.5772], [-33.86, 151.21], [0, 0], [53.56, -179.99], [31.15524, 121.57716]];
    const back = decodePolyline(encodePolyline(points, 4), 4);
    expect(back).toHaveLength(points.length);
    back.forEach(([lat, lng], i) => {
      expect(Math.abs(lat - points[i]![0])).toBeLessThanOrEqual(0.00005 + 1e-12);
      expect(Math.abs(lng - points[i]![1])).toBeLessThanOrEqual(0.00005 + 1e-12);
    });
    expect(decodePolyline('')).toEqual([]);
  });
});
