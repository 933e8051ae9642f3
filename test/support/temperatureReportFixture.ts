/**
 * A constructed temperature report (src/lib/reports.ts TemperatureReport) for the tests of the
 * report's files: built here from plain arithmetic, not by the report service, so that the file
 * makers are checked against the shape alone. Chinese names in it test the embedded font.
 */
import type { SeriesPoint } from '../../src/lib/readings';
import type { DataCompleteness, DeviceReport, Excursion, TemperatureReport, TimeSpan } from '../../src/lib/reports';

export interface FixtureOptions {
  start: number;
  /** days covered */
  days: number;
  /** chart points a series */
  points?: number;
  devices?: number;
  showWarningInfo?: boolean;
  /** days without data in the middle of the range (a gap): 0 unless given */
  missingDays?: number;
}

/** A wave between 1 and 9 °C over a 2–8 band: an excursion at each crest and trough. */
export function wave(ts: number, start: number): number {
  return Math.round((5 + 4 * Math.sin((ts - start) / 43_200)) * 10) / 10;
}

function excursionsOf(start: number, end: number): Excursion[] {
  const list: Excursion[] = [];
  for (let ts = start + 6 * 3600; ts < end; ts += 86_400) {
    const known = { knownDuration: 5400, possibleStart: ts, possibleEnd: ts + 5400, possibleDuration: 5400, gaps: [] };
    list.push({ field: 'temperature', direction: 'above', start: ts, end: ts + 5400, startedBefore: false, open: false, peak: 9, limit: 8, degreeMinutes: 42.5, ...known });
  }
  if (list.length) {
    const last = list[list.length - 1]!;
    list[list.length - 1] = { ...last, end, open: true, knownDuration: end - last.start, possibleEnd: end, possibleDuration: end - last.start };
  }
  return list;
}

/** The completeness of a range with one gap (or none). */
function completenessOf(start: number, end: number, gap: TimeSpan | null): DataCompleteness {
  const missing = gap ? gap.end - gap.start : 0;
  return { rangeSeconds: end - start, coveredSeconds: end - start - missing, coveragePct: ((end - start - missing) / (end - start)) * 100, gapCount: gap ? 1 : 0, longestGaps: gap ? [gap] : [] };
}

/** The middle `days` of the range, or null. */
function gapOf(start: number, end: number, days: number): TimeSpan | null {
  if (!days) return null;
  const middle = Math.round((start + end) / 2);
  return { start: middle - days * 43_200, end: middle + days * 43_200 };
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
  const gap = gapOf(options.start, end, options.missingDays);
  const completeness = completenessOf(options.start, end, gap);
  const coverage = { coveredSeconds: completeness.coveredSeconds, coveragePct: completeness.coveragePct };
  const noneMore = { totalPossibleDuration: 0, longestPossible: 0, withGaps: 0 };
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
      ...coverage,
      mkt: 5.91,
      readings,
      excursions: {
        count: excursions.length,
        totalDuration: excursions.length * 5400,
        longest: 5400,
        firstAt: excursions[0]?.start ?? null,
        degreeMinutesAbove: 42.5 * excursions.length,
        degreeMinutesBelow: 0,
        totalPossibleDuration: excursions.length * 5400,
        longestPossible: 5400,
        withGaps: 0,
      },
    },
    humidity: {
      min: 42,
      max: 58,
      mean: 50,
      timeInRangePct: 100,
      ...coverage,
      mkt: null,
      readings,
      excursions: { count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0, ...noneMore },
    },
    excursions,
    chart: gap ? { temperature: outside(temperature, gap), humidity: outside(humidity, gap) } : { temperature, humidity },
    // one reading a minute, then every ten minutes from the middle of the range
    periods: [
      { since: 0, period: 60 },
      { since: Math.round((options.start + end) / 2), period: 600 },
    ],
    completeness,
    gaps: gap ? [gap] : [],
  };
}

/** The points outside a gap. */
const outside = (points: SeriesPoint[], gap: TimeSpan) => points.filter(([ts]) => ts <= gap.start || ts >= gap.end);

export function temperatureReportFixture(options: FixtureOptions): TemperatureReport {
  const full: Required<FixtureOptions> = { points: 1000, devices: 1, showWarningInfo: true, missingDays: 0, ...options };
  const devices = Array.from({ length: full.devices }, (_, i) => deviceReport(i, full));
  const end = full.start + full.days * 86_400;
  const completeness = completenessOf(full.start, end, gapOf(full.start, end, full.missingDays));
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
    completeness,
    gapTolerance: 1.5,
    coverageWarningPct: 95,
    coverageWarning: completeness.coveragePct! < 95,
    rows: { rows: [], total: 0, truncated: false },
    generatedAt: full.start + full.days * 86_400 + 600,
    generatedBy: '管理员 admin0001',
  };
}
