/**
 * The monitor's filters in its address, read and written with the lists' own rules
 * (src/framework/list/listAddress.ts): `/device/monitor?state=offline&type=vehicle` opens the
 * monitor so filtered, and a filtered monitor's address, copied, shows the same devices.
 */
import type { FilterUi, PropertySchema } from '../../../src/lib/schema/types';
import { MONITOR_STATES } from '../../../src/lib/readings';
import { filtersFromSearch, searchWithFilters } from '../../../src/framework/list/listAddress';
import type { MonitorFilters } from './monitorApi';

export const MONITOR_FILTERS: readonly FilterUi[] = [
  { field: 'q', kind: 'text' },
  { field: 'organizationId', kind: 'reference' },
  { field: 'type', kind: 'enum' },
  { field: 'state', kind: 'enum' },
];

/** The filters' properties; `type` is the device schema's (its enum), when known. */
export function monitorProperties(deviceType: PropertySchema | undefined): Record<string, PropertySchema> {
  return {
    organizationId: { type: 'integer' },
    type: deviceType ?? { type: 'string' },
    state: { type: 'string', enum: [...MONITOR_STATES] },
  };
}

export interface MonitorAddress {
  filters: MonitorFilters;
  page: number;
}

export function monitorFromSearch(search: string, properties: Record<string, PropertySchema>): MonitorAddress {
  const values = filtersFromSearch(search, MONITOR_FILTERS, properties);
  const filters: MonitorFilters = {};
  if (typeof values.q === 'string') filters.q = values.q;
  if (typeof values.organizationId === 'number') filters.organizationId = values.organizationId;
  if (typeof values.type === 'string') filters.type = values.type;
  if (typeof values.state === 'string') filters.state = values.state as MonitorFilters['state'];
  const page = Number(new URLSearchParams(search).get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's search with these filters and page (page 1 and empty filters left out; other parameters kept). */
export function searchWithMonitor(search: string, { filters, page }: MonitorAddress): string {
  const params = new URLSearchParams(searchWithFilters(search, MONITOR_FILTERS, { ...filters }));
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
