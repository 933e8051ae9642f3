import type { Thresholds } from '../../../src/lib/readings';
import { chartFieldsOf, fieldsOf, readingChart, type StoredReading } from './chart';

const THRESHOLDS: Thresholds = { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null };

describe('chart fields', () => {
  it('are the model\'s numeric fields without the position', () => {
    expect(fieldsOf('CV-300G')).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power', 'lat', 'lng', 'door']);
    expect(chartFieldsOf('CV-300G')).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power', 'door']);
    expect(chartFieldsOf('CT-100')).toEqual(['temperature', 'battery', 'signal', 'power']);
    // an unknown model has the default channels
    expect(chartFieldsOf('XYZ')).toEqual(['temperature', 'humidity', 'battery', 'signal', 'power']);
  });
});

describe('readingChart', () => {
  it('makes one series per field, leaves nulls out and counts every reading', () => {
    const rows: StoredReading[] = Array.from({ length: 50 }, (_, i) => ({ ts: 1000 + i * 60, temperature: i === 30 ? 15 : 5, battery: i % 2 ? null : 90 }));
    const chart = readingChart(rows, ['temperature', 'battery'], THRESHOLDS, 10);
    expect(Object.keys(chart.series)).toEqual(['temperature', 'battery']);
    expect(chart.total).toBe(50);
    expect(chart.thresholds).toBe(THRESHOLDS);
    expect(chart.series.temperature!.length).toBeLessThanOrEqual(10);
    expect(chart.series.temperature).toContainEqual([1000 + 30 * 60, 15]);
    expect(chart.series.battery!.every(([, v]) => v === 90)).toBe(true);
  });
});
