/**
 * One chart query: a device's range downsampled to `points` per channel. The answer carries the
 * range it was asked for, so that while a zoom loads the chart keeps drawing the previous answer
 * on its own time axis (of the same device only: another device's curve would mislead).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReadingChart } from '../../../src/lib/readings';
import type { Span } from './brush';
import { fetchReadingChart } from './readingsApi';

export interface ChartAnswer {
  chart: ReadingChart;
  span: Span;
}

export function useReadingChart(deviceId: number | null, span: Span | null, points: number) {
  return useQuery<ChartAnswer>({
    queryKey: ['readings', 'chart', deviceId, span?.from, span?.to, points],
    queryFn: async ({ signal }) => ({ chart: await fetchReadingChart(deviceId!, { start: span!.from, end: span!.to }, points, signal), span: span! }),
    enabled: deviceId !== null && span !== null && points > 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === deviceId ? previous : undefined),
    // a new answer is a new curve: comparing thousands of points with the last one finds nothing to keep
    structuralSharing: false,
  });
}
