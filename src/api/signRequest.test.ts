import { digest, requestSign, xToken, type SigningConfig } from '../lib/signing';
import type { WireRequest } from './requestOptions';
import { apiPath, bodyFields, prepareRequest, signRequest, type SignDeps } from './signRequest';

const signing: SigningConfig = { hash: 'md5', salts: { request: 'r', chart: 'c' } };
const deps = (token = 'tok', username = 'admin0001'): SignDeps => ({
  digest: (text) => digest('md5', text),
  salts: signing.salts,
  apiBase: '/api',
  lang: () => 'en',
  nowUnix: () => 1000,
  credentials: () => ({ username, token }),
  nonce: () => 'n0',
});

/** The X-Token a request should carry: bound to its method, path, user, token, time and sign. */
function bound(req: WireRequest, path: string, token = 'tok'): string {
  const method = req.method.toUpperCase();
  return xToken(signing, { method, path, username: 'admin0001', token, timeunix: 1000, sign: String(req.headers.get('sign')) });
}

function request(init: Partial<Omit<WireRequest, 'params'>> & { params?: Record<string, unknown> }): WireRequest {
  const { params, ...rest } = init;
  return {
    headers: new Headers(),
    method: 'GET',
    url: '',
    baseURL: '/api',
    params: (params ?? {}) as WireRequest['params'],
    timeout: 1000,
    silent: false,
    responseType: 'json',
    ...rest,
  };
}

function signed(init: Parameters<typeof request>[0], d = deps()) {
  const req = request(init);
  const path = prepareRequest(req, d.apiBase);
  signRequest(req, path, d);
  return { req, path };
}

describe('apiPath', () => {
  it.each([
    ['/auth/info', '/api', '/auth/info'],
    ['auth/info', '/api', '/auth/info'],
    ['http://platform.test/api/files/a.pdf', 'http://platform.test/api', '/files/a.pdf'],
    ['http://platform.test/api/files/a.pdf', 'http://platform.test/api/', '/files/a.pdf'],
    ['https://cdn.example/x/y.pdf', '/api', '/x/y.pdf'],
  ])('%s under %s → %s', (url, base, expected) => {
    expect(apiPath(url, base)).toBe(expected);
  });
});

describe('prepareRequest', () => {
  it('moves the URL query into params and normalizes them', () => {
    const req = request({ url: '/menu/routerinfo?showall=true', params: { a: [1, 2], b: null } });
    expect(prepareRequest(req, '/api')).toBe('/menu/routerinfo');
    expect(req.url).toBe('/menu/routerinfo');
    expect(req.params).toEqual({ showall: 'true', a: ['1', '2'] });
  });

  it('serves /ali/router/rest from the site root', () => {
    const req = request({ url: '/ali/router/rest?m=x', baseURL: '/api' });
    prepareRequest(req, '/api');
    expect(req.baseURL).toBe('');
    expect(request({ url: '/auth/info', baseURL: '/api' }).baseURL).toBe('/api');
  });
});

describe('bodyFields', () => {
  it('reads string entries of FormData, skipping files, repeating keys', () => {
    const form = new FormData();
    form.append('a', '1');
    form.append('a', '2');
    form.append('file', new Blob(['x']), 'x.txt');
    form.append('b', '');
    expect(bodyFields(form)).toEqual({ a: ['1', '2'], b: '' });
  });

  it.each([
    ['a JSON object', { a: 1, nested: { x: 1 } }, { a: 1, nested: { x: 1 } }],
    ['a serialized JSON body (retry)', '{"a":1}', { a: 1 }],
    ['a non-JSON string', 'hello', {}],
    ['urlencoded', new URLSearchParams('x=1&x=2'), { x: ['1', '2'] }],
    ['an array', [1, 2], {}],
    ['a blob', new Blob(['x']), {}],
    ['nothing', undefined, {}],
  ])('%s', (_name, data, expected) => {
    expect(bodyFields(data)).toEqual(expected);
  });
});

describe('signRequest', () => {
  it('signs GET query params with sign, timeunix, lang, username and X-Token', () => {
    const { req } = signed({ url: '/auth/info', params: { b: 2, a: 1 } });
    expect(req.headers.get('sign')).toBe(requestSign(signing, { a: '1', b: '2' }, 1000, 'n0'));
    expect(req.headers.get('timeunix')).toBe('1000');
    expect(req.headers.get('lang')).toBe('en');
    expect(req.headers.get('username')).toBe('admin0001');
    expect(req.headers.get('nonce')).toBe('n0');
    expect(req.headers.get('X-Token')).toBe(bound(req, '/auth/info'));
    expect(req.signedToken).toBe('tok');
  });

  it('gives two identical requests of one second their own nonce, sign and X-Token', () => {
    const random = { ...deps(), nonce: undefined };
    const first = signed({ url: '/device', params: { page: 1 } }, random).req;
    const second = signed({ url: '/device', params: { page: 1 } }, random).req;
    expect(first.headers.get('nonce')).not.toBe(second.headers.get('nonce'));
    expect(first.headers.get('sign')).not.toBe(second.headers.get('sign'));
    expect(first.headers.get('X-Token')).not.toBe(second.headers.get('X-Token'));
  });

  it('binds X-Token to the method: a GET token does not fit a DELETE of the same path', () => {
    const { req } = signed({ url: '/device', params: { ids: '1' } });
    const asDelete = xToken(signing, { method: 'DELETE', path: '/device', username: 'admin0001', token: 'tok', timeunix: 1000, sign: String(req.headers.get('sign')) });
    expect(req.headers.get('X-Token')).toBe(bound(req, '/device'));
    expect(asDelete).not.toBe(req.headers.get('X-Token'));
  });

  it('does not sign the body of GET and DELETE', () => {
    const { req } = signed({ url: '/x', method: 'DELETE', params: { id: 1 }, data: { extra: 'y' } });
    expect(req.headers.get('sign')).toBe(requestSign(signing, { id: '1' }, 1000, 'n0'));
  });

  it.each(['POST', 'PUT', 'PATCH'])('signs params plus body fields of %s, the body winning', (method) => {
    const form = new FormData();
    form.append('name', 'n');
    form.append('id', 'from-body');
    form.append('avatar', new Blob(['img']), 'a.png');
    const { req } = signed({ url: '/x?id=from-query&q=1', method, data: form });
    expect(req.headers.get('sign')).toBe(requestSign(signing, { q: '1', id: 'from-body', name: 'n' }, 1000, 'n0'));
  });

  it.each(['/auth/login', '/registered/angent', '/role/registered'])('sends no username/X-Token to %s', (url) => {
    const { req } = signed({ url, method: 'POST', data: {} });
    expect(req.headers.has('username')).toBe(false);
    expect(req.headers.has('X-Token')).toBe(false);
    expect(req.headers.has('sign')).toBe(true);
  });

  it('sends no username/X-Token without a token, and drops stale ones', () => {
    const req = request({ url: '/auth/info', headers: new Headers({ 'X-Token': 'old', username: 'u' }) });
    signRequest(req, prepareRequest(req, '/api'), deps(''));
    expect(req.headers.has('X-Token')).toBe(false);
    expect(req.headers.has('username')).toBe(false);
  });

  it('signs the path relative to an absolute API base', () => {
    const d = { ...deps(), apiBase: 'http://platform.test/api' };
    const { req, path } = signed({ url: 'http://platform.test/api/files/a.pdf' }, d);
    expect(path).toBe('/files/a.pdf');
    expect(req.headers.get('X-Token')).toBe(bound(req, '/files/a.pdf'));
  });
});
