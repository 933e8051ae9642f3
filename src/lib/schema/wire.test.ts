import { expiringSoonLimit } from '../expiry';
import { listQueryParams, matchesFilter, narrowsTo, parseIds, parseListQuery, resolveFilter, splitFilterKey } from './wire';

describe('wire', () => {
  it('parses a list query with defaults and rejects bad paging or filters', () => {
    expect(parseListQuery({})).toEqual({ page: 1, limit: 25, order: 'ASC', filter: {} });
    expect(parseListQuery({ page: '2', limit: '10', sort: 'name', order: 'desc', filter: '{"status":2,"q":"","type":["a","b"]}', ids: '1,2' })).toEqual({
      page: 2,
      limit: 10,
      sort: 'name',
      order: 'DESC',
      filter: { status: 2, type: ['a', 'b'] },
      ids: [1, 2],
    });
    expect(parseListQuery({ page: '0' })).toEqual({ param: 'page', key: 'validation.positiveInteger' });
    expect(parseListQuery({ filter: '[1]' })).toMatchObject({ param: 'filter' });
    expect(parseListQuery({ filter: '{"a":{"b":1}}' })).toMatchObject({ param: 'a' });
    expect(parseIds('1,x')).toBeNull();
  });

  it('splits range keys and resolves the tokens of fixed filters', () => {
    expect(splitFilterKey('expireDate_lte')).toEqual({ field: 'expireDate', op: 'lte' });
    expect(splitFilterKey('status')).toEqual({ field: 'status', op: 'eq' });
    expect(resolveFilter({ expireDate_lte: '$expiringSoon', start: '$now' }, 1_700_000_000)).toEqual({
      expireDate_lte: expiringSoonLimit(1_700_000_000),
      start: 1_700_000_000,
    });
  });

  it('matches records against fixed filters and tells which component a list narrows to', () => {
    expect(matchesFilter({ role: 1 }, { role: 1 })).toBe(true);
    expect(matchesFilter({ role: 2 }, { role: 1 })).toBe(false);
    expect(matchesFilter({ expireDate: 10 }, { expireDate_lte: 20 })).toBe(true);
    expect(matchesFilter({ online: true }, { online: 'true' })).toBe(true);
    expect(narrowsTo({ role: 1, q: 'x' }, { role: 1 })).toBe(true);
    expect(narrowsTo({}, { role: 1 })).toBe(false);
    expect(narrowsTo({ expireDate_lte: 123 }, { expireDate_lte: '$expiringSoon' })).toBe(true);
    expect(narrowsTo({ anything: 1 }, {})).toBe(true);
  });

  it('writes the query string the server reads', () => {
    const params = listQueryParams({ page: 3, limit: 50, sort: 'name', order: 'DESC', filter: { role: 1 } });
    expect(parseListQuery(params)).toEqual({ page: 3, limit: 50, sort: 'name', order: 'DESC', filter: { role: 1 } });
    expect(listQueryParams({ ids: [4, 5] })).toEqual({ ids: '4,5' });
  });
});
