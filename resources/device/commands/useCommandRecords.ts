/**
 * The setting records' logic: filters (device, state, kind, the time sent), a page of commands
 * newest first, kept current while a shown row is pending and the tab is shown.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isPending, type CommandDevice } from '../../../src/lib/deviceCommands';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { inputToUnix } from '../../../src/framework/widgets/unixTime';
import { commandsApi, type CommandFilter } from './commandsApi';

export interface RecordFilters {
  device: CommandDevice | null;
  state: string;
  kind: string;
  /** datetime-local texts */
  start: string;
  end: string;
}

export const NO_FILTERS: RecordFilters = { device: null, state: '', kind: '', start: '', end: '' };
export const ROWS_PER_PAGE = [20, 50, 100];
const REFRESH_MS = 3000;

/** The filters as the API reads them; null when the time range is backwards. */
export function wireFilter(filters: RecordFilters): CommandFilter | null {
  const start = inputToUnix(filters.start) ?? undefined;
  const end = inputToUnix(filters.end) ?? undefined;
  if (start !== undefined && end !== undefined && start > end) return null;
  return { deviceId: filters.device?.id, state: filters.state || undefined, kind: filters.kind || undefined, start, end };
}

export function useCommandRecords() {
  const visible = usePageVisible();
  const [filters, setFilters] = useState<RecordFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(ROWS_PER_PAGE[0]!);
  const filter = wireFilter(filters);
  const query = useQuery({
    queryKey: ['command', 'records', filter, page, limit],
    queryFn: ({ signal }) => commandsApi.list({ ...filter, page: page + 1, limit }, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (visible && (q.state.data?.list ?? []).some((c) => isPending(c.state)) ? REFRESH_MS : false),
    refetchOnWindowFocus: false,
    retry: false,
  });
  return {
    filters,
    /** a filter changed: back to the first page */
    change: (patch: Partial<RecordFilters>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPage(0);
    },
    clear: () => {
      setFilters(NO_FILTERS);
      setPage(0);
    },
    filter,
    rangeBackwards: filter === null,
    page,
    setPage,
    limit,
    setLimit: (next: number) => {
      setLimit(next);
      setPage(0);
    },
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching && !query.data,
    refreshing: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
