import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWithFilters } from './historyAddress';

describe('the history filters in the address', () => {
  it('reads the filters a link gives, ignoring what no filter offers', () => {
    expect(filtersFromSearch('?state=open')).toEqual({ state: 'open' });
    expect(filtersFromSearch('?deviceId=7&organizationId=3&kind=offline&level=2&state=closed')).toEqual({
      deviceId: 7,
      organizationId: 3,
      kind: 'offline',
      level: 2,
      state: 'closed',
    });
    expect(filtersFromSearch('?deviceId=-1&organizationId=x&kind=fire&level=9&state=gone')).toEqual({});
    expect(filtersFromSearch('?level=0&deviceId=0')).toEqual({});
  });

  it('writes them back beside the range, leaving out the unset ones', () => {
    expect(searchWithFilters('?start=1&end=2', { state: 'open', kind: 'humidity_high' })).toBe('?start=1&end=2&kind=humidity_high&state=open');
    expect(searchWithFilters('?start=1&state=open&kind=offline', { state: undefined, kind: 'offline' })).toBe('?start=1&kind=offline');
    expect(searchWithFilters('?state=open', {})).toBe('');
  });
});
