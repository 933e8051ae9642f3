/**
 * The history's filters, held by the address (historyAddress.ts): a change is a `replace`
 * navigation in the same tab (src/lib/tabPath.ts), so filtering never opens a tab and the address
 * can always be copied.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../../src/lib/tabPath';
import { filtersFromSearch, searchWithFilters, type HistoryFilters } from './historyAddress';

export interface HistoryFiltersModel {
  filters: HistoryFilters;
  setFilters(patch: Partial<HistoryFilters>): void;
  clearFilters(): void;
}

export function useHistoryFilters(): HistoryFiltersModel {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const write = (next: HistoryFilters) =>
    navigate(
      { pathname: location.pathname, search: searchWithFilters(location.search, next), hash: location.hash },
      { replace: true, state: stayInTab(location) },
    );
  return {
    filters,
    setFilters: (patch) => write({ ...filters, ...patch }),
    clearFilters: () => write({}),
  };
}
