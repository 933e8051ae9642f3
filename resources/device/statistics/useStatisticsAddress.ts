/**
 * The statistics' filters (organization and type) in the page's address, with the lists' own rules
 * (src/framework/list/listAddress.ts): read once when the page opens, written back with a `replace`.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FilterUi } from '../../../src/lib/schema/types';
import { stayInTab } from '../../../src/lib/tabPath';
import { SchemaRegistryContext } from '../../../src/framework';
import { filtersFromSearch, searchWithFilters } from '../../../src/framework/list/listAddress';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import type { StatisticsFilters } from './statisticsApi';

const FILTERS: readonly FilterUi[] = [
  { field: 'organizationId', kind: 'reference' },
  { field: 'type', kind: 'enum' },
];

export function useStatisticsAddress(): { filters: StatisticsFilters; types: string[]; setFilters(patch: Partial<StatisticsFilters>): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const visible = usePageVisible();
  const deviceType = useContext(SchemaRegistryContext).entities.get('device')?.properties.type;
  const [filters, setState] = useState<StatisticsFilters>(() => {
    const values = filtersFromSearch(location.search, FILTERS, { organizationId: { type: 'integer' }, type: deviceType ?? { type: 'string' } });
    return {
      ...(typeof values.organizationId === 'number' ? { organizationId: values.organizationId } : {}),
      ...(typeof values.type === 'string' ? { type: values.type } : {}),
    };
  });
  const search = searchWithFilters(location.search, FILTERS, { ...filters });
  useEffect(() => {
    if (!visible || search === location.search) return;
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: stayInTab(location) });
  }, [visible, search, location, navigate]);
  const types = useMemo(() => (deviceType?.enum ?? []).map(String), [deviceType]);
  return {
    filters,
    types,
    setFilters: (patch) =>
      setState(
        (current) =>
          Object.fromEntries(Object.entries({ ...current, ...patch }).filter(([, value]) => value !== undefined && value !== '')) as StatisticsFilters,
      ),
  };
}
