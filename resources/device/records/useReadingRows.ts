/** The table's readings: the first 100 of the range (ReadingRows), once per device and range. */
import { useQuery } from '@tanstack/react-query';
import type { ReadingRows } from '../../../src/lib/readings';
import { fetchReadingRows } from './readingsApi';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';

export function useReadingRows(deviceId: number | null, range: TimeSpan | null) {
  return useQuery<ReadingRows>({
    queryKey: ['readings', 'rows', deviceId, range?.start, range?.end],
    queryFn: ({ signal }) => fetchReadingRows(deviceId!, range!, signal),
    enabled: deviceId !== null && range !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
