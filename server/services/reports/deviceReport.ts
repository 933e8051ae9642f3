/**
 * One device's part of a temperature log: its readings of the range read in keyset pages into
 * columns (no object kept per reading), the reading before the range when it still covers the
 * range's start, then the figures of src/lib/reportMath and the chart (the records chart's
 * downsampling, excursions' extremes kept).
 */
import type { FastifyInstance } from 'fastify';
import { channelsOf, type ReadingField, type SeriesPoint } from '../../../src/lib/readings';
import { MAX_GAP_FACTOR, medianInterval, summarizeField, type ReportRange, type TimeSeries, type ValueBand } from '../../../src/lib/reportMath';
import type { DeviceReport, Excursion } from '../../../src/lib/reports';
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
    // the value holding when the range began: only when it still covers the start (coverage.ts's cap)
    const step = medianInterval(times) ?? device.acquisitionPeriod;
    const previous = await readingBefore(app.db, device.id, range.start, range.start - MAX_GAP_FACTOR * step, [field]);
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

export async function deviceReport(
  app: FastifyInstance,
  device: ReportDevice,
  range: ReportRange,
  activationEnergy: number,
  points: number,
): Promise<DeviceReport> {
  const fields = reportFieldsOf(device.model);
  const series = await readSeries(app, device, range, fields);
  const options = { fallbackStep: device.acquisitionPeriod, activationEnergy };
  const excursions: Excursion[] = [];
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
  };
  for (const field of fields) {
    const band = bandOf(field, device);
    const { summary, excursions: found } = summarizeField(series[field], range, band, field, options);
    if (field === 'temperature') report.temperature = summary;
    else report.humidity = summary;
    excursions.push(...found);
    report.chart[field] = chartOf(series[field], band, points);
  }
  excursions.sort((a, b) => a.start - b.start);
  return report;
}

function emptySummary(): DeviceReport['temperature'] {
  return {
    min: null,
    max: null,
    mean: null,
    timeInRangePct: null,
    mkt: null,
    readings: 0,
    excursions: { count: 0, totalDuration: 0, longest: 0, firstAt: null, degreeMinutesAbove: 0, degreeMinutesBelow: 0 },
  };
}
