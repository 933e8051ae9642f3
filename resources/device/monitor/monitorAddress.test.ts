import { describe, expect, it } from 'vitest';
import { monitorFromSearch, monitorProperties, searchWithMonitor } from './monitorAddress';

const properties = monitorProperties({ type: 'string', enum: ['temperature', 'vehicle'] });

describe('the monitor address', () => {
  it('reads the filters it knows, typed, and the page', () => {
    expect(monitorFromSearch('?q=cold&organizationId=12&type=vehicle&state=offline&page=3&other=x', properties)).toEqual({
      filters: { q: 'cold', organizationId: 12, type: 'vehicle', state: 'offline' },
      page: 3,
    });
  });

  it('drops values that cannot be: an unknown state or type, a non-integer organization, page 0', () => {
    expect(monitorFromSearch('?state=burning&type=toaster&organizationId=1.5&page=0', properties)).toEqual({ filters: {}, page: 1 });
  });

  it('writes the filters back, keeping the other parameters, leaving out page 1 and empty filters', () => {
    expect(searchWithMonitor('?other=x&state=normal&page=4', { filters: { state: 'offline', organizationId: 7 }, page: 1 })).toBe('?other=x&organizationId=7&state=offline');
    expect(searchWithMonitor('', { filters: { q: 'a b' }, page: 2 })).toBe('?q=a+b&page=2');
    expect(searchWithMonitor('?q=x', { filters: {}, page: 1 })).toBe('');
  });
});
