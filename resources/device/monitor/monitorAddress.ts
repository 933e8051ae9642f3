/**
 * The monitor's filters in its address (live/pagedAddress.ts): `/device/monitor?state=offline&type=vehicle`
 * opens the monitor so filtered, and a filtered monitor's address, copied, shows the same devices.
 */
import type { PropertySchema } from '../../../src/lib/schema/types';
import { MONITOR_STATES } from '../../../src/lib/readings';
import { pagedFromSearch, searchWithPaged, type PagedAddress, type PagedFilters } from '../live/pagedAddress';
import type { MonitorFilters } from './monitorApi';

export type MonitorAddress = PagedAddress<MonitorFilters>;

export const MONITOR_ADDRESS: PagedFilters<MonitorFilters> = {
  filters: [
    { field: 'q', kind: 'text' },
    { field: 'organizationId', kind: 'reference' },
    { field: 'type', kind: 'enum' },
    { field: 'state', kind: 'enum' },
  ],
  properties: (deviceType) => monitorProperties(deviceType),
  pick(values) {
    const filters: MonitorFilters = {};
    if (typeof values.q === 'string') filters.q = values.q;
    if (typeof values.organizationId === 'number') filters.organizationId = values.organizationId;
    if (typeof values.type === 'string') filters.type = values.type;
    if (typeof values.state === 'string') filters.state = values.state as MonitorFilters['state'];
    return filters;
  },
};

export function monitorProperties(deviceType: PropertySchema | undefined): Record<string, PropertySchema> {
  return {
    organizationId: { type: 'integer' },
    type: deviceType ?? { type: 'string' },
    state: { type: 'string', enum: [...MONITOR_STATES] },
  };
}

export const monitorFromSearch = (search: string, properties: Record<string, PropertySchema>): MonitorAddress => pagedFromSearch(search, MONITOR_ADDRESS, properties);

export const searchWithMonitor = (search: string, address: MonitorAddress): string => searchWithPaged(search, MONITOR_ADDRESS, address);
