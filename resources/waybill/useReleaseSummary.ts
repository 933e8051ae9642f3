/** The summary a release decision is taken on (GET /waybill/{id}/summary), loaded while the dialog is open. */
import { useQuery } from '@tanstack/react-query';
import type { ReleaseSummaryAnswer } from '../../src/lib/waybillActions';
import { releaseSummary } from './waybillApi';

export function useReleaseSummary(id: number, open: boolean) {
  return useQuery<ReleaseSummaryAnswer>({
    queryKey: ['waybillReleaseSummary', id],
    queryFn: () => releaseSummary(id),
    enabled: open,
    // what is signed is what was fetched when the dialog opened
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
