import { describe, expect, it } from 'vitest';
import type { FilterUi, PropertySchema } from '../../lib/schema/types';
import { filtersFromSearch, searchWithFilters } from './listAddress';

const filters: FilterUi[] = [
  { field: 'q', kind: 'text', alwaysOn: true },
  { field: 'status', kind: 'enum' },
  { field: 'online', kind: 'boolean' },
  { field: 'expireDate', kind: 'dateRange' },
  { field: 'organizationId', kind: 'reference' },
  { field: 'role', kind: 'enum' },
];
const properties: Record<string, PropertySchema> = {
  status: { type: 'integer', enum: [1, 2, 3, 4] },
  online: { type: 'boolean' },
  expireDate: { type: 'integer' },
  organizationId: { type: 'integer' },
  role: { type: 'integer', enum: [1, 2] },
};

describe('filtersFromSearch', () => {
  it('reads the list’s filters from the address, typed by their property', () => {
    expect(filtersFromSearch('?online=1&status=2&q=probe&expireDate_gte=1700000000&organizationId=3', filters, properties)).toEqual({
      online: true,
      status: 2,
      q: 'probe',
      expireDate_gte: 1_700_000_000,
      organizationId: 3,
    });
    expect(filtersFromSearch('?online=0', filters, properties)).toEqual({ online: false });
    expect(filtersFromSearch('?online=false', filters, properties)).toEqual({ online: false });
  });

  it('drops what is not a filter, not of its type, or outside its enum', () => {
    expect(filtersFromSearch('?page=3&online=maybe&status=9&organizationId=x&name=a', filters, properties)).toEqual({});
  });

  it('never overrides the page’s fixed filter', () => {
    expect(filtersFromSearch('?role=2&online=1', filters, properties, { role: 1 })).toEqual({ online: true });
  });
});

describe('searchWithFilters', () => {
  it('writes the filters back as the links have them, keeping other parameters', () => {
    expect(searchWithFilters('?online=1', filters, { online: true })).toBe('?online=1');
    expect(searchWithFilters('?online=1&tab=x', filters, { online: false, status: 3 })).toBe('?tab=x&status=3&online=0');
    expect(searchWithFilters('?online=1', filters, {})).toBe('');
  });

  it('reads back what it wrote', () => {
    const values = { q: 'a b&c', status: 2, online: false, expireDate_lte: 1_800_000_000 };
    expect(filtersFromSearch(searchWithFilters('', filters, values), filters, properties)).toEqual(values);
  });

  it('leaves the fixed filter out of the address', () => {
    expect(searchWithFilters('', filters, { role: 1, online: true }, { role: 1 })).toBe('?online=1');
  });
});
