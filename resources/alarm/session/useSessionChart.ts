/**
 * The readings of the alarm's time, downsampled for a chart (`GET /readings/{deviceId}?mode=chart`,
 * src/lib/readings.ts): the field the alarm is about (temperature for an offline, power or
 * unplugged alarm, as context).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../src/api';
import { READINGS_PATH, type ReadingChart, type ReadingField, type SeriesPoint } from '../../../src/lib/readings';
import type { AlarmRow } from '../../../src/lib/alarms';
import { useSession } from '../../../src/framework/useSession';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { kindField } from '../shared/alarmWords';
import { ALARM_QUERY_KEY, loadResult, type LoadResult } from '../shared/useAlarmQuery';
import { sessionSpan } from './sessionSpan';

/** about one point every 2 px of a wide chart */
const POINTS = 600;

export interface SessionChartData {
  field: ReadingField;
  points: SeriesPoint[];
  start: number;
  end: number;
}

export function useSessionChart(alarm: AlarmRow | undefined): LoadResult<SessionChartData> {
  const maxDays = useSession((s) => s.ReportCheckTimeRange);
  const visible = usePageVisible();
  const span = alarm ? sessionSpan(alarm, maxDays) : null;
  const field: ReadingField = (alarm && kindField(alarm.kind)) || 'temperature';
  const query = useQuery({
    queryKey: [ALARM_QUERY_KEY, 'readings', alarm?.deviceId, span?.start, span?.end],
    queryFn: async ({ signal }) => {
      const chart = await api.get<ReadingChart>(
        `${READINGS_PATH}/${alarm!.deviceId}`,
        { start: span!.start, end: span!.end, mode: 'chart', points: POINTS },
        { silent: true, signal },
      );
      return { field, points: chart.series[field] ?? [], start: span!.start, end: span!.end };
    },
    enabled: alarm !== undefined && visible,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: (previous) => previous,
  });
  return loadResult(alarm !== undefined, query);
}
