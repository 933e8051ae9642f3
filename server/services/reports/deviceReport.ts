/**
 * One device's part of a temperature log: its readings of the range read in keyset pages into
 * columns (no object kept per reading), the reading before the range when it may still cover the
 * range's start, the acquisition periods in force over the range (services/devicePeriods.ts), then
 * the figures of src/lib/reportMath under the gap rule (REPORT_GAP_TOLERANCE), the device's data
 * completeness and gaps, and the chart (the records chart's downsampling, excursions' extremes kept).
 */
import type { FastifyInstance } from 'fastify';
import { channelsOf, type ReadingField, type SeriesPoint } from '../../../src/lib/readings';
import { chartGaps, completenessOf, gapsIn, longestPeriod, summarizeField, unionSpans, type ReportRange, type TimeSeries, type ValueBand } from '../../../src/lib/reportMath';
import { CHART_MAX_GAPS, type DeviceReport, type Excursion, type PeriodInForce, type TimeSpan } from '../../../src/lib/reports';
import { periodsInForce } from '../devicePeriods';
import { downsampleIndices } from '../readings/downsample';
import { readingBefore } from '../readings/store/readingBefore';
import { readingPages } from '../readings/store/read';
import type { ReportDevice } from './reportTargets';

type Field = 'temperature' | 'humidity';

/** A growable column of numbers. */
class Column {
  data = new Float64Array(4096);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

interface FieldColumns {
  times: Column;
  values: Column;
}

function prepend(first: number, rest: Float64Array): Float64Array {
  const out = new Float64Array(rest.length + 1);
  out[0] = first;
  out.set(rest, 1);
  return out;
}

/** The fields a report covers that the model has. */
export function reportFieldsOf(model: string): Field[] {
  const channels = channelsOf(model);
  return (['temperature', 'humidity'] as const).filter((field) => channels.includes(field));
}

async function readSeries(
  app: FastifyInstance,
  device: ReportDevice,
  range: ReportRange,
  fields: readonly Field[],
  lookBack: number,
): Promise<Record<Field, TimeSeries & { before: number }>> {
  const columns: Record<Field, FieldColumns> = {
    temperature: { times: new Column(), values: new Column() },
    humidity: { times: new Column(), values: new Column() },
  };
  for await (const page of readingPages(app.db, device.id, range, fields as readonly ReadingField[])) {
    for (const row of page) {
      for (const field of fields) {
        const value = row[field];
        if (value === null || value === undefined) continue;
        columns[field].times.push(Number(row.ts));
        columns[field].values.push(value);
      }
    }
  }
  const result = {} as Record<Field, TimeSeries & { before: number }>;
  for (const field of fields) {
    let times = columns[field].times.view();
    let values = columns[field].values.view();
    let before = 0;
    // the value holding when the range began: within the gap rule's reach of the start (coverage.ts)
    const previous = await readingBefore(app.db, device.id, range.start, range.start - lookBack, [field]);
    const value = previous?.[field];
    if (previous && value !== null && value !== undefined) {
      times = prepend(Number(previous.ts), times);
      values = prepend(value, values);
      before = 1;
    }
    result[field] = { times, values, before };
  }
  return result;
}

function bandOf(field: Field, device: ReportDevice): ValueBand {
  const t = device.thresholds;
  return field === 'temperature' ? { min: t.temperatureMin, max: t.temperatureMax } : { min: t.humidityMin, max: t.humidityMax };
}

/** The chart of a field: the range's readings (not the one before), at most `points`, excursions' extremes kept. */
function chartOf(series: TimeSeries & { before: number }, band: ValueBand, points: number): SeriesPoint[] {
  const times = (series.times as Float64Array).subarray(series.before);
  const values = (series.values as Float64Array).subarray(series.before);
  return downsampleIndices({ times, values }, points, band).map((i): SeriesPoint => [times[i]!, values[i]!]);
}

export interface DeviceReportResult {
  report: DeviceReport;
  /** the time the device's readings cover (any field), sorted spans: the report's completeness unites them */
  covered: TimeSpan[];
}

export interface DeviceReportOptions {
  activationEnergy: number;
  /** chart points per field */
  points: number;
  /** the gap rule's tolerance (REPORT_GAP_TOLERANCE) */
  tolerance: number;
}

export async function deviceReport(app: FastifyInstance, device: ReportDevice, range: ReportRange, options: DeviceReportOptions): Promise<DeviceReportResult> {
  const fields = reportFieldsOf(device.model);
  const periods: PeriodInForce[] = await periodsInForce(app.db, device.id, range, device.acquisitionPeriod);
  const series = await readSeries(app, device, range, fields, options.tolerance * longestPeriod(periods));
  const figureOptions = { periods, tolerance: options.tolerance, activationEnergy: options.activationEnergy };
  const excursions: Excursion[] = [];
  const coveredByField: TimeSpan[][] = [];
  const report: DeviceReport = {
    deviceId: device.id,
    number: device.number,
    name: device.name,
    model: device.model,
    organizationName: device.organizationName,
    thresholds: device.thresholds,
    temperature: emptySummary(),
    humidity: null,
    excursions,
    chart: { temperature: [], humidity: [] },
    periods,
    completeness: completenessOf([], range),
    gaps: [],
  };
  for (const field of fields) {
    const band = bandOf(field, device);
    const { summary, excursions: found, covered } = summarizeField(series[field], range, band, field, figureOptions);
    if (field === 'temperature') report.temperature = summary;
    else report.humidity = summary;
    excursions.push(...found);
    coveredByField.push(covered);
    report.chart[field] = chartOf(series[field], band, options.points);
  }
  excursions.sort((a, b) => a.start - b.start);
  // a moment has data when any of the device's fields has a reading covering it
  const covered = unionSpans(coveredByField);
  const gaps = gapsIn(covered, range);
  report.completeness = completenessOf(covered, range, gaps);
  report.gaps = chartGaps(gaps, CHART_MAX_GAPS);
  return { report, covered };
}

function emptySummary(): DeviceReport['temperature'] {
  return {
    min: null,
    max: null,
    mean: null,
    timeInRangePct: null,
    coveredSeconds: 0,
    coveragePct: null,
    mkt: null,
    readings: 0,
    excursions: { count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0, totalPossibleDuration: 0, longestPossible: 0, withGaps: 0 },
  };
}
