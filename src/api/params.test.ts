import { canonicalize } from '../lib/signing';
import { mergeParams, normalizeParams, serializeParams, splitUrl } from './params';

describe('normalizeParams', () => {
  it.each([
    ['skips null and undefined', { a: null, b: undefined, c: 1 }, { c: '1' }],
    ['keeps false, 0 and the empty string', { f: false, z: 0, e: '' }, { f: 'false', z: '0', e: '' }],
    ['keeps arrays, dropping their null members', { ids: [1, null, 2] }, { ids: ['1', '2'] }],
    ['drops empty arrays', { ids: [], other: [null] }, {}],
    ['writes dates as ISO text', { at: new Date(Date.UTC(2024, 0, 2)) }, { at: '2024-01-02T00:00:00.000Z' }],
    ['writes objects as JSON', { o: { x: 1 } }, { o: '{"x":1}' }],
    ['reads URLSearchParams with repeated keys', new URLSearchParams('a=1&a=2&b=3'), { a: ['1', '2'], b: '3' }],
    ['ignores a non-object', 'a=1', {}],
  ])('%s', (_name, input, expected) => {
    expect(normalizeParams(input)).toEqual(expected);
  });
});

describe('serializeParams', () => {
  it('repeats keys without brackets and encodes', () => {
    expect(serializeParams({ a: ['1', '2'], 'b c': 'x&y=z', d: '中' })).toBe('a=1&a=2&b%20c=x%26y%3Dz&d=%E4%B8%AD');
  });

  it('sends what is signed: the server parse of the text canonicalizes the same', () => {
    const wire = normalizeParams({ b: [2, 1], a: 'x y', flag: true, skip: null });
    const parsed = normalizeParams(new URLSearchParams(serializeParams(wire)));
    expect(canonicalize(parsed)).toBe(canonicalize(wire));
    expect(canonicalize(wire)).toBe('a=x y&b=2,1&flag=true');
  });
});

describe('splitUrl / mergeParams', () => {
  it.each([
    ['/menu/routerinfo?showall=true', '/menu/routerinfo', { showall: 'true' }],
    ['/a?x=1&x=2#frag', '/a', { x: ['1', '2'] }],
    ['/plain', '/plain', {}],
    ['http://h/api/x?y=1', 'http://h/api/x', { y: '1' }],
  ])('%s', (url, path, query) => {
    expect(splitUrl(url)).toEqual({ path, query });
  });

  it('keeps every value of a key present in both', () => {
    expect(mergeParams({ a: '1', b: '2' }, { a: ['3', '4'], c: '5' })).toEqual({ a: ['1', '3', '4'], b: '2', c: '5' });
  });
});
