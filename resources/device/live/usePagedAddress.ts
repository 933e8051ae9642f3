import { useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../../src/lib/tabPath';
import { SchemaRegistryContext } from '../../../src/framework';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { pagedFromSearch, searchWithPaged, type PagedAddress, type PagedFilters } from './pagedAddress';

export interface PagedAddressState<F> extends PagedAddress<F> {
  /** the device types the type filter offers (the device schema's enum) */
  types: string[];
  setFilters(patch: Partial<F>): void;
  clearFilters(): void;
  setPage(page: number): void;
}

function withoutEmpty<F extends object>(filters: F): F {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as F;
}

/**
 * A device page's filters and page: the address is the starting state (README "A list's filters
 * are in its address"); after that they belong to the page, which writes them back into the
 * address with a `replace` in the same tab, while shown.
 */
export function usePagedAddress<F extends object>(spec: PagedFilters<F>): PagedAddressState<F> {
  const location = useLocation();
  const navigate = useNavigate();
  const visible = usePageVisible();
  const deviceType = useContext(SchemaRegistryContext).entities.get('device')?.properties.type;
  const properties = useMemo(() => spec.properties(deviceType), [spec, deviceType]);
  const [state, setState] = useState<PagedAddress<F>>(() => pagedFromSearch(location.search, spec, properties));

  const wanted = searchWithPaged(location.search, spec, state);
  useEffect(() => {
    if (!visible || wanted === location.search) return;
    navigate({ pathname: location.pathname, search: wanted, hash: location.hash }, { replace: true, state: stayInTab(location) });
  }, [visible, wanted, location, navigate]);

  const types = useMemo(() => (deviceType?.enum ?? []).map(String), [deviceType]);
  return {
    ...state,
    types,
    // a new filter starts from the first page
    setFilters: (patch) => setState((current) => ({ page: 1, filters: withoutEmpty({ ...current.filters, ...patch }) })),
    clearFilters: () => setState({ page: 1, filters: {} as F }),
    setPage: (page) => setState((current) => ({ ...current, page })),
  };
}
