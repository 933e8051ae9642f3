/**
 * A device page's filters and page number in its address, with the lists' own rules
 * (src/framework/list/listAddress.ts): the monitor and the state list differ only in their
 * filters (`PagedFilters`), so the reading, writing and the hook (usePagedAddress) are one.
 */
import type { FilterUi, PropertySchema } from '../../../src/lib/schema/types';
import { filtersFromSearch, searchWithFilters } from '../../../src/framework/list/listAddress';

export interface PagedAddress<F> {
  filters: F;
  page: number;
}

export interface PagedFilters<F> {
  filters: readonly FilterUi[];
  /** the filters' properties; `type` is the device schema's (its enum), when known */
  properties(deviceType: PropertySchema | undefined): Record<string, PropertySchema>;
  /** the typed filters from the values the address holds */
  pick(values: Record<string, unknown>): F;
}

export function pagedFromSearch<F>(search: string, spec: PagedFilters<F>, properties: Record<string, PropertySchema>): PagedAddress<F> {
  const page = Number(new URLSearchParams(search).get('page'));
  return { filters: spec.pick(filtersFromSearch(search, spec.filters, properties)), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's search with these filters and page (page 1 and empty filters left out; other parameters kept). */
export function searchWithPaged<F extends object>(search: string, spec: PagedFilters<F>, { filters, page }: PagedAddress<F>): string {
  const params = new URLSearchParams(searchWithFilters(search, spec.filters, { ...filters } as Record<string, unknown>));
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
