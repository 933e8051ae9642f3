/**
 * The charts page's state (issue 14 §3): devices (at most CHARTS_MAX_DEVICES, any type), the
 * field compared, the range (spec §5, the user's ReportCheckTimeRange) checked before anything is
 * asked; then one chart query per device (react-query, kept per device and range, so adding a
 * device asks only for it). A hidden tab does no work: queries run only while the page shows.
 */
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { CHARTS_MAX_DEVICES } from '../../lib/reports';
import type { ReadingChart } from '../../lib/readings';
import { SESSION_DEFAULTS } from '../../lib/session';
import type { TimeSpan } from '../../framework/range/rangePresets';
import { deviceChoiceLabel, type DeviceChoice } from '../../framework/report/DevicesPicker';
import { useTypedRange, type TypedRange } from '../../framework/report/useTypedRange';
import { usePageVisible } from '../../framework/usePageVisible';
import { useSession } from '../../framework/useSession';
import { fetchChart } from './chartsApi';
import { comparisonFields, comparisonLines, type ComparisonField, type ComparisonLine } from './comparisonSeries';

/** Points a device's line keeps: ten lines of this many stay light to draw. */
export const POINTS_PER_DEVICE = 500;

export interface ComparisonModel {
  devices: readonly DeviceChoice[];
  /** the fields the chosen devices' models have (comparisonFields) */
  fields: ComparisonField[];
  field: ComparisonField;
  range: TypedRange;
  maxDays: number;
  missing: boolean;
  span: TimeSpan | null;
  lines: ComparisonLine[];
  loading: boolean;
  error: unknown;
  setDevices(devices: DeviceChoice[]): void;
  setField(field: ComparisonField): void;
  submit(): void;
}

export function useComparison(): ComparisonModel {
  const [devices, setDevicesState] = useState<readonly DeviceChoice[]>([]);
  const [chosenField, setField] = useState<ComparisonField>('temperature');
  const fields = comparisonFields(devices);
  // a field none of the devices has is not shown: the first they have stands for it
  const field = fields.includes(chosenField) ? chosenField : fields[0]!;
  const [missing, setMissing] = useState(false);
  const [span, setSpan] = useState<TimeSpan | null>(null);
  const range = useTypedRange(1);
  const visible = usePageVisible();
  const configured = useSession((s) => s.ReportCheckTimeRange);
  const maxDays = Number.isFinite(configured) && configured > 0 ? configured : SESSION_DEFAULTS.ReportCheckTimeRange;
  const results = useQueries({
    queries: devices.map((device) => ({
      queryKey: ['statistics', 'chart', device.id, span?.start, span?.end, POINTS_PER_DEVICE],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchChart(device.id, span!, POINTS_PER_DEVICE, signal),
      enabled: span !== null && visible,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    })),
  });
  const charts: Array<ReadingChart | undefined> = results.map((result) => result.data);
  const lines = span
    ? comparisonLines(
        devices.map((d) => ({ id: d.id, label: deviceChoiceLabel(d) })),
        charts,
        field,
      )
    : [];
  return {
    devices,
    fields,
    field,
    range,
    maxDays,
    missing,
    span,
    lines,
    loading: span !== null && results.some((result) => result.isPending),
    error: results.find((result) => result.isError)?.error ?? null,
    setDevices: (next) => {
      setDevicesState(next.slice(0, CHARTS_MAX_DEVICES));
      setMissing(false);
    },
    setField,
    submit: () => {
      const checked = range.check(maxDays);
      if (!devices.length) setMissing(true);
      if (checked && devices.length) setSpan(checked);
    },
  };
}
