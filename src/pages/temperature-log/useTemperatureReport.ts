/** The report of the page's query, once per query (a report is a document of its moment: no polling). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHART_DEFAULT_POINTS } from '../../lib/readings';
import type { TemperatureReport } from '../../lib/reports';
import { fetchTemperatureReport } from './reportApi';
import type { ReportRequest } from './useTemperatureLogQuery';

export function useTemperatureReport(request: ReportRequest | null, points: number = CHART_DEFAULT_POINTS) {
  return useQuery<TemperatureReport>({
    queryKey: ['report', 'temperature', request, points],
    queryFn: ({ signal }) => fetchTemperatureReport(request!, points, signal),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
