/**
 * A list's filters in its address (issue 11 §2 "dashboard drill-down"): `/device/list?online=1`
 * opens the device list filtered on `online`, and a filtered list's address, copied, opens the
 * same rows elsewhere. Only the list's own filter inputs (`x-ui.list.filters`) are read, typed
 * by their property; the page's fixed filter cannot be overridden; other parameters are kept.
 */
import type { FilterUi, PropertySchema } from '../../lib/schema/types';
import { typeOf } from '../schema/resolveProperty';

export type FilterValue = string | number | boolean;

/** The filter sources of the inputs, each with the property typing its value ('' for `q`). */
export function filterSources(filters: readonly FilterUi[]): Array<{ source: string; field: string }> {
  return filters.flatMap(({ field, kind }) =>
    kind === 'dateRange'
      ? [
          { source: `${field}_gte`, field },
          { source: `${field}_lte`, field },
        ]
      : [{ source: field, field }],
  );
}

/** One address value as its property's type; undefined when it cannot be one. */
function parseValue(raw: string, property: PropertySchema | undefined, dateBound: boolean): FilterValue | undefined {
  if (raw === '') return undefined;
  const type = dateBound ? 'integer' : property ? typeOf(property) : 'string';
  let value: FilterValue | undefined = raw;
  if (type === 'boolean') value = raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined;
  else if (type === 'integer' || type === 'number') {
    const n = Number(raw);
    value = Number.isFinite(n) && (type === 'number' || Number.isInteger(n)) ? n : undefined;
  }
  if (value !== undefined && !dateBound && Array.isArray(property?.enum) && !property.enum.includes(value as string | number)) return undefined;
  return value;
}

/** The filter values an address carries (`?online=1&q=probe`), the page's fixed ones left out. */
export function filtersFromSearch(
  search: string,
  filters: readonly FilterUi[],
  properties: Readonly<Record<string, PropertySchema>>,
  fixed: Readonly<Record<string, unknown>> = {},
): Record<string, FilterValue> {
  const params = new URLSearchParams(search);
  const out: Record<string, FilterValue> = {};
  for (const { source, field } of filterSources(filters)) {
    const raw = params.get(source);
    if (raw === null || field in fixed) continue;
    const value = parseValue(raw, field === 'q' ? undefined : properties[field], source !== field);
    if (value !== undefined) out[source] = value;
  }
  return out;
}

/** The address's search with the filter values in it (booleans as 1 and 0, as the dashboard's links have them). */
export function searchWithFilters(search: string, filters: readonly FilterUi[], values: Readonly<Record<string, unknown>>, fixed: Readonly<Record<string, unknown>> = {}): string {
  const params = new URLSearchParams(search);
  const sources = filterSources(filters);
  for (const { source } of sources) params.delete(source);
  for (const { source, field } of sources) {
    const value = values[source];
    if (field in fixed || value === undefined || value === null || value === '' || typeof value === 'object') continue;
    params.append(source, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
