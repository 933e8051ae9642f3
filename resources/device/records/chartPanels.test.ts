import type { ReadingChart, SeriesPoint, Thresholds } from '../../../src/lib/readings';
import { channelsOf } from '../../../src/lib/readings';
import { bandOf, chartFields, chartPanels, exceedingStretches } from './chartPanels';

const thresholds: Thresholds = { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: 80 };

describe('chartFields', () => {
  it('draws the numeric channels of the model, not its position', () => {
    expect(chartFields(channelsOf('CV-300G'))).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power', 'door']);
    expect(chartFields(channelsOf('CE-900'))).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power', 'pressure', 'o2', 'co2', 'door']);
  });
});

describe('bandOf', () => {
  it('is the device’s thresholds of temperature and humidity, open where one is unset', () => {
    expect(bandOf('temperature', thresholds)).toEqual({ min: 2, max: 8 });
    expect(bandOf('humidity', thresholds)).toEqual({ min: null, max: 80 });
    expect(bandOf('battery', thresholds)).toBeNull();
    expect(bandOf('temperature', { ...thresholds, temperatureMin: null, temperatureMax: null })).toBeNull();
  });
});

describe('exceedingStretches', () => {
  it('runs from the crossing out to the crossing back in', () => {
    const points: SeriesPoint[] = [
      [0, 5],
      [60, 11], // crosses 8 at t=30
      [120, 11],
      [180, 5], // back under 8 at t=150
      [240, 1], // under 2 from t=240 - 60*(1/4)... crosses 2 at 225
      [300, 4], // back in at 260
    ];
    expect(exceedingStretches(points, { min: 2, max: 8 })).toEqual([
      { from: 30, to: 150, kind: 'high' },
      { from: 225, to: 260, kind: 'low' },
    ]);
  });

  it('starts or ends at the series’ ends when it is out there', () => {
    expect(
      exceedingStretches(
        [
          [0, 9],
          [60, 5],
          [120, 9],
        ],
        { min: null, max: 8 },
      ),
    ).toEqual([
      { from: 0, to: 15, kind: 'high' },
      { from: 105, to: 120, kind: 'high' },
    ]);
  });

  it('splits a jump from above to below the band into two stretches', () => {
    expect(
      exceedingStretches(
        [
          [0, 10],
          [60, 0],
        ],
        { min: 2, max: 8 },
      ),
    ).toEqual([
      { from: 0, to: 12, kind: 'high' },
      { from: 48, to: 60, kind: 'low' },
    ]);
  });

  it('is empty when every value is inside', () => {
    expect(
      exceedingStretches(
        [
          [0, 2],
          [60, 8],
        ],
        { min: 2, max: 8 },
      ),
    ).toEqual([]);
  });
});

describe('chartPanels', () => {
  const chart: ReadingChart = {
    series: {
      temperature: [
        [1000, 5],
        [1060, 9],
        [1120, 5],
      ],
      humidity: [[1000, 60]],
      battery: [],
    },
    total: 3,
    thresholds,
  };

  it('gives each field its series (times as dates), unit, band, stretches and scale', () => {
    const [temperature, humidity, battery, power] = chartPanels(chart, ['temperature', 'humidity', 'battery', 'power']);
    expect(temperature).toMatchObject({
      field: 'temperature',
      unit: '°C',
      band: { min: 2, max: 8 },
      stretches: [{ from: 1045, to: 1075, kind: 'high' }],
      curve: 'linear',
      empty: false,
    });
    expect(temperature!.series).toEqual([
      {
        id: 'temperature',
        data: [
          { x: new Date(1_000_000), y: 5 },
          { x: new Date(1_060_000), y: 9 },
          { x: new Date(1_120_000), y: 5 },
        ],
      },
    ]);
    // the scale holds the values and the whole band, with a margin
    expect(temperature!.yDomain.min).toBeLessThan(2);
    expect(temperature!.yDomain.max).toBeGreaterThan(9);
    expect(humidity).toMatchObject({ unit: '%RH', band: { min: null, max: 80 }, stretches: [] });
    expect(humidity!.yDomain.max).toBeGreaterThan(80);
    expect(battery).toMatchObject({ band: null, empty: true, yDomain: { min: 0, max: 1 } });
    expect(power).toMatchObject({ curve: 'stepAfter', empty: true });
  });
});
