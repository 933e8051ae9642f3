/**
 * Everything the records chart knows (issue 12 §3 "Chart"): which channels are shown, the zoom,
 * the two queries (the whole range, which also feeds the overview strip, and the zoomed range
 * at full detail), each asking for twice the plot's pixel width, and the panels to draw.
 */
import { useMemo, useState } from 'react';
import type { ReadingField } from '../../../src/lib/readings';
import type { Span } from './brush';
import { chartPanels, type ChartPanel } from './chartPanels';
import { chartPoints } from './chartPoints';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';
import { useChartZoom, type ChartZoom } from './useChartZoom';
import { useReadingChart } from './useReadingChart';

/** Shown at first: temperature and humidity where the model has them, else its first channel. */
export function defaultVisible(fields: readonly ReadingField[]): ReadingField[] {
  const main = fields.filter((f) => f === 'temperature' || f === 'humidity');
  return main.length > 0 ? main : fields.slice(0, 1);
}

export interface RecordsChartModel {
  fields: readonly ReadingField[];
  visible: ReadingField[];
  toggle(field: ReadingField): void;
  zoom: ChartZoom;
  bounds: Span;
  /** the range the shown panels were drawn from (the previous one while a new one loads) */
  shownSpan: Span | null;
  panels: ChartPanel[];
  /** the whole range's first visible channel, for the overview strip */
  overview: ChartPanel | null;
  /** readings in the shown range before downsampling */
  total: number | null;
  loading: boolean;
  error: unknown;
  points: number;
}

export function useRecordsChart(deviceId: number, range: TimeSpan, fields: readonly ReadingField[], plotWidth: number): RecordsChartModel {
  const fieldsKey = fields.join(',');
  const [chosen, setChosen] = useState<{ key: string; visible: ReadingField[] }>({ key: fieldsKey, visible: defaultVisible(fields) });
  // another model, other channels: start again from its defaults
  const visible = chosen.key === fieldsKey ? chosen.visible : defaultVisible(fields);
  const toggle = (field: ReadingField) => {
    const next = visible.includes(field) ? visible.filter((f) => f !== field) : fields.filter((f) => f === field || visible.includes(f));
    setChosen({ key: fieldsKey, visible: next });
  };

  const bounds = useMemo(() => ({ from: range.start, to: range.end }), [range.start, range.end]);
  const zoom = useChartZoom(bounds);
  const points = chartPoints(plotWidth);
  const whole = useReadingChart(deviceId, bounds, points);
  const zoomed = useReadingChart(deviceId, zoom.zoom, points);
  const active = zoom.zoom ? zoomed : whole;
  // a first zoom has no answer of its own yet: the whole range stays drawn meanwhile
  const data = zoom.zoom ? (zoomed.data ?? whole.data) : whole.data;

  const panels = useMemo(() => (data ? chartPanels(data.chart, visible) : []), [data, visible]);
  const overviewField = visible[0] ?? fields[0];
  const overview = useMemo(
    () => (whole.data && overviewField ? (chartPanels(whole.data.chart, [overviewField])[0] ?? null) : null),
    [whole.data, overviewField],
  );
  return {
    fields,
    visible,
    toggle,
    zoom,
    bounds,
    shownSpan: data?.span ?? null,
    panels,
    overview,
    total: data?.chart.total ?? null,
    loading: active.isFetching,
    error: active.error,
    points,
  };
}
