import { excursionsOf, formatDuration, formatFigure, formatPercent } from './reportFormat';
import { linePoints, yDomainOf } from './thresholdLayers';

const translate = (key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options)}`;

describe('report formatting', () => {
  it('shows figures with their decimals and none as a dash', () => {
    expect(formatFigure(5.914, 2)).toBe('5.91');
    expect(formatFigure(null)).toBe('—');
    expect(formatPercent(83.333)).toBe('83.3 %');
    expect(formatPercent(null)).toBe('—');
  });

  it('gives durations in hours and two-digit minutes, rounded to the minute', () => {
    expect(formatDuration(3 * 3600 + 5 * 60 + 31, translate)).toBe('reportFile.duration:{"h":3,"m":"06"}');
    expect(formatDuration(0, translate)).toBe('reportFile.duration:{"h":0,"m":"00"}');
  });

  it('picks one field’s excursions', () => {
    const base = {
      ...{ direction: 'above', start: 0, end: 60, startedBefore: false, open: false, peak: 9, limit: 8, degreeMinutes: 1 } as const,
      ...{ knownDuration: 60, possibleStart: 0, possibleEnd: 60, possibleDuration: 60, gaps: [] },
    };
    expect(
      excursionsOf(
        [
          { ...base, field: 'temperature' },
          { ...base, field: 'humidity' },
        ],
        'humidity',
      ),
    ).toHaveLength(1);
  });
});

describe('the chart’s value axis', () => {
  it('spans the values and the band with some room', () => {
    const { min, max } = yDomainOf([4, 5, 6], { min: 2, max: 8 });
    expect(min).toBeLessThan(2);
    expect(max).toBeGreaterThan(8);
    expect(yDomainOf([], null)).toEqual({ min: 0, max: 1 });
    const flat = yDomainOf([5, 5], { min: null, max: null });
    expect(flat.max - flat.min).toBeCloseTo(1, 9);
  });
});

describe('the chart’s line', () => {
  it('breaks at a gap between two points (a null point inside it), and not where the readings only grow sparser', () => {
    const points: Array<[number, number]> = [
      [0, 5],
      [60, 5],
      [660, 6],
      [1260, 6],
      [9000, 7],
    ];
    const data = linePoints(points, [{ start: 1860, end: 9000 }]);
    expect(data.map((point) => [point.x.getTime() / 1000, point.y])).toEqual([
      [0, 5],
      [60, 5],
      [660, 6],
      [1260, 6],
      [5430, null],
      [9000, 7],
    ]);
    expect(linePoints(points, []).every((point) => point.y !== null)).toBe(true);
  });
});
