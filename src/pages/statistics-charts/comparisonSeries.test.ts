import type { ReadingChart } from '../../lib/readings';
import { comparisonLines, LINE_COLORS, valueDomain } from './comparisonSeries';

const chart = (series: ReadingChart['series'], total: number): ReadingChart => ({
  series,
  total,
  thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null },
});

describe('the comparison of several devices', () => {
  const devices = [
    { id: 7, label: '10000007 Cold store' },
    { id: 9, label: '10000009 Cabinet' },
    { id: 11, label: '10000011 Loading' },
  ];
  const charts = [
    chart(
      {
        temperature: [
          [1, 4],
          [2, 6],
          [3, 8],
        ],
        humidity: [
          [1, 50],
          [2, 60],
        ],
      },
      1440,
    ),
    chart(
      {
        temperature: [
          [1, -18],
          [2, -20],
        ],
      },
      720,
    ),
    undefined,
  ];

  it('gives each device its colour, its readings and the figures of the field drawn', () => {
    const lines = comparisonLines(devices, charts, 'temperature');
    expect(lines.map((l) => [l.id, l.color, l.readings, l.min, l.max, l.mean, l.lacksField])).toEqual([
      [7, LINE_COLORS[0], 1440, 4, 8, 6, false],
      [9, LINE_COLORS[1], 720, -20, -18, -19, false],
      [11, LINE_COLORS[2], 0, null, null, null, false],
    ]);
  });

  it('says which device does not measure the field, and leaves a loading one unjudged', () => {
    const lines = comparisonLines(devices, charts, 'humidity');
    expect(lines.map((l) => [l.id, l.points.length, l.lacksField])).toEqual([
      [7, 2, false],
      [9, 0, true],
      [11, 0, false],
    ]);
  });

  it('spans the value axis over every line, padded', () => {
    expect(valueDomain(comparisonLines(devices, charts, 'temperature'))).toEqual({ min: -22, max: 10 });
    expect(valueDomain([])).toBeNull();
  });
});
