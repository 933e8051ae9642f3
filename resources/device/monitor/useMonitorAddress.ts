import { useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../../src/lib/tabPath';
import { SchemaRegistryContext } from '../../../src/framework';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import type { MonitorFilters } from './monitorApi';
import { monitorFromSearch, monitorProperties, searchWithMonitor, type MonitorAddress } from './monitorAddress';

export interface MonitorAddressState extends MonitorAddress {
  /** the device types the type filter offers (the device schema's enum) */
  types: string[];
  setFilters(patch: Partial<MonitorFilters>): void;
  setPage(page: number): void;
}

/**
 * The monitor's filters and page: the address is the starting state (README "A list's filters
 * are in its address"); after that they belong to the page, which writes them back into the
 * address with a `replace` in the same tab, while shown.
 */
export function useMonitorAddress(): MonitorAddressState {
  const location = useLocation();
  const navigate = useNavigate();
  const visible = usePageVisible();
  const deviceType = useContext(SchemaRegistryContext).entities.get('device')?.properties.type;
  const properties = useMemo(() => monitorProperties(deviceType), [deviceType]);
  const [state, setState] = useState<MonitorAddress>(() => monitorFromSearch(location.search, properties));

  const wanted = searchWithMonitor(location.search, state);
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
    setPage: (page) => setState((current) => ({ ...current, page })),
  };
}

function withoutEmpty(filters: MonitorFilters): MonitorFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as MonitorFilters;
}
