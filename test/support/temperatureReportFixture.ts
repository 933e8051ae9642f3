/**
 * A constructed temperature report (src/lib/reports.ts TemperatureReport) for the tests of the
 * report's files: built here from plain arithmetic, not by the report service, so that the file
 * makers are checked against the shape alone. Chinese names in it test the embedded font.
 */
import type { SeriesPoint } from '../../src/lib/readings';
import type { DeviceReport, Excursion, TemperatureReport } from '../../src/lib/reports';

export interface FixtureOptions {
  start: number;
  /** days covered */
  days: number;
  /** chart points a series */
  points?: number;
  devices?: number;
  showWarningInfo?: boolean;
}

/** A wave between 1 and 9 °C over a 2–8 band: an excursion at each crest and trough. */
export function wave(ts: number, start: number): number {
  return Math.round((5 + 4 * Math.sin((ts - start) / 43_200)) * 10) / 10;
}

function excursionsOf(start: number, end: number): Excursion[] {
  const list: Excursion[] = [];
  for (let ts = start + 6 * 3600; ts < end; ts += 86_400) {
    list.push({ field: 'temperature', direction: 'above', start: ts, end: ts + 5400, startedBefore: false, open: false, peak: 9, limit: 8, degreeMinutes: 42.5 });
  }
  if (list.length) list[list.length - 1] = { ...list[list.length - 1]!, end, open: true };
  return list;
}

function deviceReport(index: number, options: Required<FixtureOptions>): DeviceReport {
  const end = options.start + options.days * 86_400;
  const step = (end - options.start) / (options.points - 1);
  const temperature: SeriesPoint[] = Array.from({ length: options.points }, (_, i) => {
    const ts = Math.round(options.start + i * step);
    return [ts, wave(ts, options.start)];
  });
  const humidity: SeriesPoint[] = temperature.map(([ts, value]) => [ts, Math.round((60 - value * 2) * 10) / 10]);
  const excursions = excursionsOf(options.start, end);
  const readings = options.days * 1440 + 1;
  return {
    deviceId: 100 + index,
    number: `8800${String(index + 1).padStart(4, '0')}`,
    name: `冷藏箱 ${index + 1} 號`,
    model: 'CT-200',
    organizationName: '上海冷链配送中心',
    thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: 30, humidityMax: 70 },
    temperature: {
      min: 1,
      max: 9,
      mean: 5,
      timeInRangePct: 83.3,
      mkt: 5.91,
      readings,
      excursions: { count: excursions.length, totalDuration: excursions.length * 5400, longest: 5400, firstAt: excursions[0]?.start ?? null, degreeMinutesAbove: 42.5 * excursions.length, degreeMinutesBelow: 0 },
    },
    humidity: {
      min: 42,
      max: 58,
      mean: 50,
      timeInRangePct: 100,
      mkt: null,
      readings,
      excursions: { count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0 },
    },
    excursions,
    chart: { temperature, humidity },
  };
}

export function temperatureReportFixture(options: FixtureOptions): TemperatureReport {
  const full: Required<FixtureOptions> = { points: 1000, devices: 1, showWarningInfo: true, ...options };
  const devices = Array.from({ length: full.devices }, (_, i) => deviceReport(i, full));
  return {
    subject: {
      target: 'waybill',
      id: 7,
      label: 'YD20261101001',
      companyName: '华东冷链物流有限公司',
      organizationName: '上海冷链配送中心',
      consignor: '上海医药仓储中心',
      consignee: '杭州市第一人民醫院',
      plate: '沪A·12345',
    },
    start: full.start,
    end: full.start + full.days * 86_400,
    activationEnergy: 83_144,
    showWarningInfo: full.showWarningInfo,
    devices,
    rows: { rows: [], total: 0, truncated: false },
    generatedAt: full.start + full.days * 86_400 + 600,
    generatedBy: '管理员 admin0001',
  };
}
