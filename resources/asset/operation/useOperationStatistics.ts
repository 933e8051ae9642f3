import { useQuery } from '@tanstack/react-query';
import type { OperationStatistics } from '../../../src/lib/assetHistory';
import { fetchOperation, periodOf, type OperationFilters } from './operationApi';

export type OperationResult =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; figures: OperationStatistics };

/** Each asset's utilisation over the chosen days; 'invalid' while the days are not a period. */
export function useOperationStatistics(filters: OperationFilters): OperationResult {
  const period = periodOf(filters);
  const result = useQuery({
    queryKey: ['asset.operation', period, filters.organizationId ?? null, filters.role ?? null],
    queryFn: ({ signal }) => fetchOperation(filters, period!, signal),
    enabled: period !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (!period) return { status: 'invalid' };
  if (result.data !== undefined) return { status: 'ready', figures: result.data };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
