/**
 * The state list's filters in its address, with the lists' own rules (src/framework/list/listAddress.ts):
 * `/device/statelist?online=0&expiry=toRenew` opens it so filtered; yes/no filters are 1 and 0.
 */
import type { FilterUi, PropertySchema } from '../../../src/lib/schema/types';
import { EXPIRY_FILTERS, STATE_FLAGS } from '../../../src/lib/fleet';
import { filtersFromSearch, searchWithFilters } from '../../../src/framework/list/listAddress';
import type { StateListFilters } from './stateListApi';

export const STATE_LIST_FILTERS: readonly FilterUi[] = [
  { field: 'q', kind: 'text' },
  { field: 'organizationId', kind: 'reference' },
  { field: 'type', kind: 'enum' },
  ...STATE_FLAGS.map((field): FilterUi => ({ field, kind: 'boolean' })),
  { field: 'expiry', kind: 'enum' },
];

export function stateListProperties(deviceType: PropertySchema | undefined): Record<string, PropertySchema> {
  return {
    organizationId: { type: 'integer' },
    type: deviceType ?? { type: 'string' },
    expiry: { type: 'string', enum: [...EXPIRY_FILTERS] },
    ...Object.fromEntries(STATE_FLAGS.map((flag) => [flag, { type: 'boolean' } satisfies PropertySchema])),
  };
}

export interface StateListAddress {
  filters: StateListFilters;
  page: number;
}

export function stateListFromSearch(search: string, properties: Record<string, PropertySchema>): StateListAddress {
  const values = filtersFromSearch(search, STATE_LIST_FILTERS, properties);
  const filters: StateListFilters = {};
  if (typeof values.q === 'string') filters.q = values.q;
  if (typeof values.organizationId === 'number') filters.organizationId = values.organizationId;
  if (typeof values.type === 'string') filters.type = values.type;
  if (typeof values.expiry === 'string') filters.expiry = values.expiry as StateListFilters['expiry'];
  for (const flag of STATE_FLAGS) if (typeof values[flag] === 'boolean') filters[flag] = values[flag];
  const page = Number(new URLSearchParams(search).get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's search with these filters and page (page 1 and empty filters left out; other parameters kept). */
export function searchWithStateList(search: string, { filters, page }: StateListAddress): string {
  const params = new URLSearchParams(searchWithFilters(search, STATE_LIST_FILTERS, { ...filters }));
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
