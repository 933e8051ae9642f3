import { useQuery } from '@tanstack/react-query';
import { api, apiNowUnix } from '../../../src/api';
import { READINGS_PATH, type ReadingChart } from '../../../src/lib/readings';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useSession } from '../../../src/framework/useSession';
import { useRefetchWhenShown } from '../../../src/framework/useRefetchWhenShown';

export const DAY_SECONDS = 86_400;
/** About twice the small chart's width in pixels: the server thins each series to this. */
export const DAY_CHART_POINTS = 600;

export interface DayChart extends ReadingChart {
  start: number;
  end: number;
}

export type DayChartResult = { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; chart: DayChart };

/** The last 24 hours of a device, per channel, downsampled by the server; again at the user's refresh interval while shown. */
export function useDayChart(deviceId: string | undefined): DayChartResult {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const query = useQuery({
    queryKey: ['device.detail.day', deviceId],
    enabled: deviceId !== undefined,
    queryFn: async ({ signal }): Promise<DayChart> => {
      const end = apiNowUnix();
      const start = end - DAY_SECONDS;
      const chart = await api.get<ReadingChart>(`${READINGS_PATH}/${encodeURIComponent(deviceId!)}`, { start, end, mode: 'chart', points: DAY_CHART_POINTS }, { signal, silent: true });
      return { ...chart, start, end };
    },
    staleTime: seconds * 1000,
    refetchInterval: visible ? seconds * 1000 : false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  useRefetchWhenShown(visible, query.refetch);
  if (query.data) return { status: 'ready', chart: query.data };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
