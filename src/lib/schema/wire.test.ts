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
    for (const page of ['-1', 'abc', '1.5', '1e20', '99999999999999999999']) {
      expect(parseListQuery({ page }), page).toEqual({ param: 'page', key: 'validation.positiveInteger' });
    }
    for (const limit of ['0', '1001', 'x']) expect(parseListQuery({ limit }), limit).toEqual({ param: 'limit', key: 'validation.positiveInteger' });
    expect(parseListQuery({ order: 'sideways' })).toEqual({ param: 'order', key: 'validation.enum' });
    expect(parseListQuery({ filter: 'null' })).toEqual({ param: 'filter', key: 'validation.type.object' });
    expect(parseListQuery({ filter: '[1]' })).toEqual({ param: 'filter', key: 'validation.type.object' });
    expect(parseListQuery({ filter: '{"a":{"b":1}}' })).toEqual({ param: 'a', key: 'validation.type.string' });
    expect(parseListQuery({ ids: '1,x' })).toEqual({ param: 'ids', key: 'validation.type.integer' });
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
    const now = 1_700_000_000;
    expect(narrowsTo({ role: 1, q: 'x' }, { role: 1 }, now)).toBe(true);
    expect(narrowsTo({ role: '1' }, { role: 1 }, now)).toBe(true);
    expect(narrowsTo({ role: [1] }, { role: 1 }, now)).toBe(true);
    expect(narrowsTo({}, { role: 1 }, now)).toBe(false);
    expect(narrowsTo({ anything: 1 }, {}, now)).toBe(true);
    // a boolean does not stand for a number: `role: true` would match every role in SQL
    expect(narrowsTo({ role: true }, { role: 1 }, now)).toBe(false);
    expect(narrowsTo({ role: [1, 2] }, { role: 1 }, now)).toBe(false);
    expect(narrowsTo({ role: [1, 2] }, { role: [1, 2, 3] }, now)).toBe(true);
  });

  it('narrows to a token bound only when the sent bound is at least as tight', () => {
    const now = 1_700_000_000;
    const soon = resolveFilter({ expireDate_lte: '$expiringSoon' }, now).expireDate_lte as number;
    expect(narrowsTo({ expireDate_lte: soon }, { expireDate_lte: '$expiringSoon' }, now)).toBe(true);
    expect(narrowsTo({ expireDate_lte: now }, { expireDate_lte: '$expiringSoon' }, now)).toBe(true);
    expect(narrowsTo({ expireDate_lte: 99_999_999_999 }, { expireDate_lte: '$expiringSoon' }, now)).toBe(false);
    expect(narrowsTo({ expireDate_lte: 'x' }, { expireDate_lte: '$expiringSoon' }, now)).toBe(false);
    expect(narrowsTo({ createdAt_gte: now + 1 }, { createdAt_gte: '$now' }, now)).toBe(true);
    expect(narrowsTo({ createdAt_gte: now - 1 }, { createdAt_gte: '$now' }, now)).toBe(false);
  });

  it('writes the query string the server reads', () => {
    const params = listQueryParams({ page: 3, limit: 50, sort: 'name', order: 'DESC', filter: { role: 1 } });
    expect(parseListQuery(params)).toEqual({ page: 3, limit: 50, sort: 'name', order: 'DESC', filter: { role: 1 } });
    expect(listQueryParams({ ids: [4, 5] })).toEqual({ ids: '4,5' });
  });
});
