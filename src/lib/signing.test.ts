import { canonicalize, chartSign, digest, isUnauthenticatedPath, newNonce, requestSign, safeEqual, unixNow, withSignField, wsTicket, xToken, type SigningConfig } from './signing';
import { UNAUTHENTICATED_PATHS } from './contract';

const config: SigningConfig = { hash: 'sha256', salts: { request: 'req-salt', chart: 'chart-salt' } };
const params = { b: 2, a: 'x', list: ['1', '2'], flag: true };
const TS = 1_700_000_000;

describe('digest', () => {
  it.each([
    ['sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['md5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['sm3', 'abc', '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0'],
  ] as const)('%s of %s is the published test vector', (hash, text, expected) => {
    expect(digest(hash, text)).toBe(expected);
  });
});

describe('canonicalize', () => {
  it.each([
    ['sorts keys by code point', { b: '1', a: '2', B: '3' }, 'B=3&a=2&b=1'],
    ['joins arrays with commas', { ids: [3, 1, 2] }, 'ids=3,1,2'],
    ['skips null and undefined', { a: null, b: undefined, c: 'x' }, 'c=x'],
    ['keeps false, 0 and the empty string', { f: false, z: 0, e: '' }, 'e=&f=false&z=0'],
    ['writes booleans as text', { t: true }, 't=true'],
    ['skips nested objects', { o: { x: 1 }, k: 'v' }, 'k=v'],
    ['drops null members of arrays', { a: ['x', null, 'y'] }, 'a=x,y'],
    ['drops nested lists inside arrays', { a: ['x', ['y', 'z']] }, 'a=x'],
    ['skips empty arrays (they are never sent)', { a: [], b: [null], c: '1' }, 'c=1'],
    ['gives an empty text for no params', {}, ''],
    ['does not encode values', { q: 'a b&c=d' }, 'q=a b&c=d'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalize(input)).toBe(expected);
  });

  it('is independent of insertion order', () => {
    expect(canonicalize({ a: 1, b: 2, c: 3 })).toBe(canonicalize({ c: 3, a: 1, b: 2 }));
  });

  it('skips blobs', () => {
    expect(canonicalize({ file: new Blob(['x']), name: 'n' })).toBe('name=n');
  });
});

describe('requestSign', () => {
  const base = requestSign(config, params, TS);

  it('is stable for the same input', () => {
    expect(requestSign(config, { ...params }, TS)).toBe(base);
    expect(requestSign(config, { flag: true, list: ['1', '2'], a: 'x', b: 2 }, TS)).toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a changed value', { ...params, a: 'y' }, TS, config],
    ['an added param', { ...params, c: '1' }, TS, config],
    ['a removed param', { b: 2, a: 'x', list: ['1', '2'] }, TS, config],
    ['a renamed key', { ...params, a: undefined, A: 'x' }, TS, config],
    ['a changed array member', { ...params, list: ['1', '3'] }, TS, config],
    ['a reordered array', { ...params, list: ['2', '1'] }, TS, config],
    ['a flipped boolean', { ...params, flag: false }, TS, config],
    ['another timestamp', params, TS + 1, config],
    ['another request salt', params, TS, { ...config, salts: { ...config.salts, request: 'other' } }],
    ['another hash', params, TS, { ...config, hash: 'sm3' as const }],
    ['md5', params, TS, { ...config, hash: 'md5' as const }],
  ])('changes with %s', (_name, p, ts, c) => {
    expect(requestSign(c, p, ts)).not.toBe(base);
  });

  it('does not depend on the chart salt', () => {
    expect(requestSign({ ...config, salts: { ...config.salts, chart: 'other' } }, params, TS)).toBe(base);
  });

  it('hashes the documented text', () => {
    expect(requestSign(config, { a: '1' }, 5)).toBe(digest('sha256', 'a=1&timeunix=5&salt=req-salt'));
  });
});

describe('xToken', () => {
  const parts = { method: 'GET', path: '/auth/info', username: 'admin0001', token: 'tok', timeunix: TS, sign: 'abc' } as const;
  const base = xToken(config, parts);

  it('is stable and hashes METHOD|path|username|token|ts|sign', () => {
    expect(xToken(config, { ...parts })).toBe(base);
    expect(base).toBe(digest('sha256', `GET|/auth/info|admin0001|tok|${TS}|abc`));
    expect(xToken(config, { ...parts, method: 'get', sign: 'ABC' })).toBe(base);
  });

  it.each([
    ['method', { method: 'DELETE' }],
    ['path', { path: '/auth/token' }],
    ['username', { username: 'admin0002' }],
    ['token', { token: 'tok2' }],
    ['timestamp', { timeunix: TS - 1 }],
    ['sign', { sign: 'abd' }],
  ] as const)('changes with the %s', (_name, change) => {
    expect(xToken(config, { ...parts, ...change })).not.toBe(base);
  });

  it('changes with the hash', () => {
    expect(xToken({ ...config, hash: 'md5' }, parts)).not.toBe(base);
  });
});

describe('nonce', () => {
  it('is 32 hex characters, new each time, and changes the sign', () => {
    const a = newNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(a);
    expect(requestSign(config, { a: '1' }, TS, a)).not.toBe(requestSign(config, { a: '1' }, TS));
    expect(requestSign(config, { a: '1' }, 5, 'n')).toBe(digest('sha256', 'a=1&timeunix=5&nonce=n&salt=req-salt'));
  });
});

describe('chartSign', () => {
  it('is the uppercase hash of sorted keys and values plus the chart salt', () => {
    const sign = chartSign(config, { b: '2', a: '1' });
    expect(sign).toBe(digest('sha256', 'a1b2chart-salt').toUpperCase());
    expect(sign).toMatch(/^[0-9A-F]{64}$/);
  });

  it('changes with the chart salt but not with the request salt', () => {
    const sign = chartSign(config, { a: '1' });
    expect(chartSign({ ...config, salts: { ...config.salts, chart: 'x' } }, { a: '1' })).not.toBe(sign);
    expect(chartSign({ ...config, salts: { ...config.salts, request: 'x' } }, { a: '1' })).toBe(sign);
  });
});

describe('withSignField', () => {
  it('adds timeunix and a sign over the other fields, ignoring old ones', () => {
    const signed = withSignField(config, { a: '1', sign: 'old', timeunix: 1 }, TS);
    expect(signed).toEqual({ a: '1', timeunix: TS, sign: requestSign(config, { a: '1' }, TS) });
  });
});

describe('helpers', () => {
  it('knows the unauthenticated paths exactly', () => {
    expect(isUnauthenticatedPath('/auth/login', UNAUTHENTICATED_PATHS)).toBe(true);
    expect(isUnauthenticatedPath('/role/registered', UNAUTHENTICATED_PATHS)).toBe(true);
    expect(isUnauthenticatedPath('/auth/info', UNAUTHENTICATED_PATHS)).toBe(false);
    expect(isUnauthenticatedPath('/auth/login/x', UNAUTHENTICATED_PATHS)).toBe(false);
  });

  it('converts milliseconds to unix seconds', () => {
    expect(unixNow(1_700_000_000_999)).toBe(1_700_000_000);
  });

  it('compares in constant time', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'ab')).toBe(false);
  });
});

describe('wsTicket', () => {
  const ticket = wsTicket(config, 'operator01', 'tok', TS);

  it("is HASH('ws|username|token|ts') in lowercase hex", () => {
    expect(ticket).toBe(digest('sha256', `ws|operator01|tok|${TS}`));
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    expect(wsTicket({ ...config, hash: 'sm3' }, 'operator01', 'tok', TS)).toBe(digest('sm3', `ws|operator01|tok|${TS}`));
  });

  it.each([
    ['another user', () => wsTicket(config, 'admin0001', 'tok', TS)],
    ['another token', () => wsTicket(config, 'operator01', 'tok2', TS)],
    ['another second', () => wsTicket(config, 'operator01', 'tok', TS + 1)],
  ])('changes with %s', (_name, other) => {
    expect(other()).not.toBe(ticket);
  });

  it('is not any request X-Token of the same session and second', () => {
    expect(ticket).not.toBe(xToken(config, { method: 'GET', path: '/ws', username: 'operator01', token: 'tok', timeunix: TS, sign: '' }));
  });
});
