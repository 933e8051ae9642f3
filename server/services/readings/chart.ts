/**
 * A device's readings as chart series (READINGS_PATH `mode=chart`): one series per numeric field
 * of its model's channels (position's lat/lng are a map's, not a line's), each downsampled to at
 * most N points with its excursions kept (downsample.ts). Pure.
 */
import { CHANNEL_FIELDS, channelsOf, type ReadingChart, type ReadingField, type SeriesPoint, type Thresholds } from '../../../src/lib/readings';
import { downsampleIndices, OPEN_BAND, type Band } from './downsample';

/** A stored reading with the fields that were read (others absent). */
export type StoredReading = { ts: number } & Partial<Record<ReadingField, number | null>>;

const NOT_CHARTED: ReadonlySet<ReadingField> = new Set(['lat', 'lng']);

/** The fields a model's readings carry, in CHANNEL order. */
export function fieldsOf(model: string | null | undefined): ReadingField[] {
  return channelsOf(model).flatMap((channel) => CHANNEL_FIELDS[channel]);
}

/** The fields charted for a model: its numeric fields but the position. */
export function chartFieldsOf(model: string | null | undefined): ReadingField[] {
  return fieldsOf(model).filter((field) => !NOT_CHARTED.has(field));
}

/** The band a field is judged against: the device's own thresholds, where it has some. */
export function bandOf(field: ReadingField, t: Thresholds): Band {
  if (field === 'temperature') return { min: t.temperatureMin, max: t.temperatureMax };
  if (field === 'humidity') return { min: t.humidityMin, max: t.humidityMax };
  return OPEN_BAND;
}

/**
 * `rows` in time order → one series a field, nulls left out, at most `points` points each.
 * `total`: the readings behind the rows, when they are a rollup's points (default: the rows).
 */
export function readingChart(rows: readonly StoredReading[], fields: readonly ReadingField[], thresholds: Thresholds, points: number, total = rows.length): ReadingChart {
  const series: Partial<Record<ReadingField, SeriesPoint[]>> = {};
  const times = new Float64Array(rows.length);
  const values = new Float64Array(rows.length);
  for (const field of fields) {
    let n = 0;
    for (const row of rows) {
      const value = row[field];
      if (value === null || value === undefined) continue;
      times[n] = Number(row.ts);
      values[n++] = value;
    }
    const columns = { times: times.subarray(0, n), values: values.subarray(0, n) };
    series[field] = downsampleIndices(columns, points, bandOf(field, thresholds)).map((i): SeriesPoint => [times[i]!, values[i]!]);
  }
  return { series, total, thresholds };
}
