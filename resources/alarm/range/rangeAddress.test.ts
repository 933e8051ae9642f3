import { describe, expect, it } from 'vitest';
import { rangeFromSearch, searchWithRange } from './rangeAddress';

describe('the alarm pages’ range in the address', () => {
  it('reads a fixed range first, else a preset, else nothing', () => {
    expect(rangeFromSearch('?start=1700000000&end=1700086400&range=7d')).toEqual({ span: { start: 1_700_000_000, end: 1_700_086_400 } });
    expect(rangeFromSearch('?range=24h&state=open')).toEqual({ preset: '24h' });
    expect(rangeFromSearch('?range=1y&start=5')).toBeNull();
    expect(rangeFromSearch('?start=-1&end=x')).toBeNull();
  });

  it('writes one or the other, keeping the filters', () => {
    expect(searchWithRange('?state=open&start=1&end=2', { preset: '7d' })).toBe('?state=open&range=7d');
    expect(searchWithRange('?range=7d&kind=offline', { span: { start: 10, end: 20 } })).toBe('?kind=offline&start=10&end=20');
  });
});
