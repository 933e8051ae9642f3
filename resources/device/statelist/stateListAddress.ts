/**
 * The state list's filters in its address (live/pagedAddress.ts): `/device/statelist?online=0&expiry=toRenew`
 * opens it so filtered; yes/no filters are 1 and 0.
 */
import type { FilterUi, PropertySchema } from '../../../src/lib/schema/types';
import { EXPIRY_FILTERS, STATE_FLAGS } from '../../../src/lib/fleet';
import { pagedFromSearch, searchWithPaged, type PagedAddress, type PagedFilters } from '../live/pagedAddress';
import type { StateListFilters } from './stateListApi';

export type StateListAddress = PagedAddress<StateListFilters>;

export const STATE_LIST_ADDRESS: PagedFilters<StateListFilters> = {
  filters: [
    { field: 'q', kind: 'text' },
    { field: 'organizationId', kind: 'reference' },
    { field: 'type', kind: 'enum' },
    ...STATE_FLAGS.map((field): FilterUi => ({ field, kind: 'boolean' })),
    { field: 'expiry', kind: 'enum' },
  ],
  properties: (deviceType) => stateListProperties(deviceType),
  pick(values) {
    const filters: StateListFilters = {};
    if (typeof values.q === 'string') filters.q = values.q;
    if (typeof values.organizationId === 'number') filters.organizationId = values.organizationId;
    if (typeof values.type === 'string') filters.type = values.type;
    if (typeof values.expiry === 'string') filters.expiry = values.expiry as StateListFilters['expiry'];
    for (const flag of STATE_FLAGS) {
      const value = values[flag];
      if (typeof value === 'boolean') filters[flag] = value;
    }
    return filters;
  },
};

export function stateListProperties(deviceType: PropertySchema | undefined): Record<string, PropertySchema> {
  return {
    organizationId: { type: 'integer' },
    type: deviceType ?? { type: 'string' },
    expiry: { type: 'string', enum: [...EXPIRY_FILTERS] },
    ...Object.fromEntries(STATE_FLAGS.map((flag) => [flag, { type: 'boolean' } satisfies PropertySchema])),
  };
}

export const stateListFromSearch = (search: string, properties: Record<string, PropertySchema>): StateListAddress =>
  pagedFromSearch(search, STATE_LIST_ADDRESS, properties);

export const searchWithStateList = (search: string, address: StateListAddress): string => searchWithPaged(search, STATE_LIST_ADDRESS, address);
