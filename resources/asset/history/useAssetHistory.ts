import { useState } from 'react';
import type { AssetHistoryPage, HistoryKind } from '../../../src/lib/assetHistory';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import { fetchHistory, historyParams, NO_FILTERS, type HistoryFilters } from './historyApi';

export type HistoryResult = { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; page: AssetHistoryPage };

/** A history page's rows under its filters, one page at a time; a new filter goes back to the first page. */
export function useAssetHistory(kind: HistoryKind) {
  const [filters, setFiltersState] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const { result } = useShownQuery(['asset.history', kind, historyParams(filters), page, limit], (signal) => fetchHistory(kind, filters, page, limit, signal));
  const setFilters = (change: Partial<HistoryFilters>) => {
    setFiltersState((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const changeLimit = (value: number) => {
    setLimit(value);
    setPage(1);
  };
  let state: HistoryResult = { status: 'loading' };
  if (result.data !== undefined) state = { status: 'ready', page: result.data };
  else if (result.isError) state = { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { filters, setFilters, page, setPage, limit, setLimit: changeLimit, result: state, refetch: () => void result.refetch() };
}
