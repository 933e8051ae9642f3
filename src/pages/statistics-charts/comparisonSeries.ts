/**
 * Several devices' charts as one comparison (issue 14 §3 "Charts"): for the chosen field, each
 * device's downsampled series (GET /readings/{id}?mode=chart) as a line with its colour, and its
 * figures for the table beside the chart: readings in the range, and the lowest, highest and mean
 * of the points drawn (the server keeps every excursion's extremes when it downsamples). Pure.
 */
import { channelsOf, type ReadingChart, type SeriesPoint } from '../../lib/readings';

export const COMPARISON_FIELDS = ['temperature', 'humidity'] as const;
export type ComparisonField = (typeof COMPARISON_FIELDS)[number];

/**
 * The fields the switch offers for the chosen devices: those any of their models has (issue 26
 * §3, "hides the channels the chosen devices do not have"); before a choice, or for models with
 * neither, every field.
 */
export function comparisonFields(devices: ReadonlyArray<{ model?: string | null }>): ComparisonField[] {
  const measured = COMPARISON_FIELDS.filter((field) => devices.some((device) => channelsOf(device.model).includes(field)));
  return measured.length ? measured : [...COMPARISON_FIELDS];
}

/** Ten colours told apart on light and dark backgrounds (Tableau 10). */
export const LINE_COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'] as const;

export interface ComparisonDevice {
  id: number;
  label: string;
}

export interface ComparisonLine {
  id: number;
  label: string;
  color: string;
  points: readonly SeriesPoint[];
  /** readings of the range (before downsampling) */
  readings: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  /** the device's model does not measure the field */
  lacksField: boolean;
}

export function comparisonLines(
  devices: readonly ComparisonDevice[],
  charts: ReadonlyArray<ReadingChart | undefined>,
  field: ComparisonField,
): ComparisonLine[] {
  return devices.map((device, i) => {
    const chart = charts[i];
    const points = chart?.series[field] ?? [];
    const values = points.map(([, value]) => value);
    return {
      id: device.id,
      label: device.label,
      color: LINE_COLORS[i % LINE_COLORS.length]!,
      points,
      readings: chart?.total ?? 0,
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
      mean: values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null,
      lacksField: chart !== undefined && chart.series[field] === undefined,
    };
  });
}

/** The value axis of all the lines, padded a little; null without a point. */
export function valueDomain(lines: readonly ComparisonLine[]): { min: number; max: number } | null {
  const mins = lines.flatMap((line) => (line.min === null ? [] : [line.min]));
  const maxes = lines.flatMap((line) => (line.max === null ? [] : [line.max]));
  if (!mins.length) return null;
  const low = Math.min(...mins);
  const high = Math.max(...maxes);
  const pad = Math.max((high - low) * 0.05, 0.5);
  return { min: Math.floor(low - pad), max: Math.ceil(high + pad) };
}
