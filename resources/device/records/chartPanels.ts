/**
 * ReadingChart → what the chart draws (issue 12 §3): one panel per numeric channel of the model
 * (each with its own unit and scale, stacked over one time axis), as nivo series, with the
 * device's threshold band and the stretches where the value leaves it. Pure: no React, no canvas.
 */
import {
  CHANNEL_FIELDS,
  FIELD_RULES,
  isSwitchField,
  judge,
  type Channel,
  type ReadingChart,
  type ReadingField,
  type SeriesPoint,
  type Thresholds,
} from '../../../src/lib/readings';

export interface ChartDatum {
  x: Date;
  y: number;
}

export interface ChartSeries {
  id: ReadingField;
  data: ChartDatum[];
}

export interface ThresholdBand {
  /** null: open on that side */
  min: number | null;
  max: number | null;
}

export interface Stretch {
  /** unix seconds, where the line crosses out of the band and back in */
  from: number;
  to: number;
  kind: 'low' | 'high';
}

export interface ChartPanel {
  field: ReadingField;
  unit: string;
  series: ChartSeries[];
  band: ThresholdBand | null;
  stretches: Stretch[];
  /** the values and the band, with a margin */
  yDomain: { min: number; max: number };
  /** on/off channels (power, door) are drawn as steps */
  curve: 'linear' | 'stepAfter';
  /** no value of this channel in the range */
  empty: boolean;
}

/** The fields a chart can draw for a model's channels: numeric ones (a position is a map's business). */
export function chartFields(channels: readonly Channel[]): ReadingField[] {
  return channels.flatMap((c) => CHANNEL_FIELDS[c]).filter((f) => f !== 'lat' && f !== 'lng');
}

/** Only temperature and humidity have thresholds of the device's own. */
export function bandOf(field: ReadingField, t: Thresholds): ThresholdBand | null {
  const pair = field === 'temperature' ? [t.temperatureMin, t.temperatureMax] : field === 'humidity' ? [t.humidityMin, t.humidityMax] : null;
  if (!pair || (pair[0] === null && pair[1] === null)) return null;
  return { min: pair[0] ?? null, max: pair[1] ?? null };
}

const outOf = (value: number, band: ThresholdBand) => {
  const verdict = judge(value, band.min, band.max);
  return verdict === 'low' || verdict === 'high' ? verdict : null;
};

/** The time at which the straight line from a to b crosses the bound (a on one side, b on the other). */
function crossing(a: SeriesPoint, b: SeriesPoint, bound: number): number {
  const [ta, va] = a;
  const [tb, vb] = b;
  return vb === va ? tb : ta + ((bound - va) / (vb - va)) * (tb - ta);
}

/** The stretches out of the band: from the crossing out to the crossing back in (series ends: the point itself). */
export function exceedingStretches(points: readonly SeriesPoint[], band: ThresholdBand): Stretch[] {
  const out: Stretch[] = [];
  let open: { from: number; kind: 'low' | 'high' } | null = null;
  const boundOf = (kind: 'low' | 'high'): number => (kind === 'high' ? band.max! : band.min!);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const kind = outOf(point[1], band);
    const previous = i > 0 ? points[i - 1]! : null;
    if (open && kind !== open.kind) {
      out.push({ from: open.from, to: previous ? crossing(previous, point, boundOf(open.kind)) : point[0], kind: open.kind });
      open = null;
    }
    if (kind && !open) {
      const from: number = previous && outOf(previous[1], band) !== kind ? crossing(previous, point, boundOf(kind)) : point[0];
      open = { from, kind };
    }
  }
  if (open) out.push({ from: open.from, to: points[points.length - 1]![0], kind: open.kind });
  return out;
}

function domainOf(points: readonly SeriesPoint[], band: ThresholdBand | null): { min: number; max: number } {
  const values = points.map((p) => p[1]);
  if (band?.min !== null && band?.min !== undefined) values.push(band.min);
  if (band?.max !== null && band?.max !== undefined) values.push(band.max);
  if (values.length === 0) return { min: 0, max: 1 };
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const pad = Math.max((max - min) * 0.08, 0.5);
  return { min: min - pad, max: max + pad };
}

export function chartPanels(chart: ReadingChart, fields: readonly ReadingField[]): ChartPanel[] {
  return fields.map((field) => {
    const points = chart.series[field] ?? [];
    const band = bandOf(field, chart.thresholds);
    return {
      field,
      unit: FIELD_RULES[field].unit,
      series: [{ id: field, data: points.map(([t, v]) => ({ x: new Date(t * 1000), y: v })) }],
      band,
      stretches: band ? exceedingStretches(points, band) : [],
      yDomain: domainOf(points, band),
      curve: isSwitchField(field) ? 'stepAfter' : 'linear',
      empty: points.length === 0,
    };
  });
}
