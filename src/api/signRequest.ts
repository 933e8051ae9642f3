/**
 * The signing request step (spec §7): `sign`, `timeunix`, `nonce` and `lang` on every request,
 * plus `username` and `X-Token` except on the unauthenticated paths.
 */
import { Headers as HeaderNames, UNAUTHENTICATED_PATHS } from '../lib/contract';
import { isUnauthenticatedPath, newNonce, requestSignWith, xTokenWith, type Digest, type SigningSalts, type SignParams } from '../lib/signingRules';
import { mergeParams, normalizeParams, splitUrl, type WireParams } from './params';
import type { WireRequest } from './requestOptions';

/** Paths served from the site root rather than the API base (spec §7). */
const ROOT_PREFIX = '/ali/router/rest';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export interface SignDeps {
  /** the configured hash (`signing.hash`), already loaded */
  digest: Digest;
  salts: SigningSalts;
  apiBase: string;
  lang(): string;
  nowUnix(): number;
  credentials(): { username: string; token: string };
  /** the per-request nonce; random unless a test fixes it */
  nonce?(): string;
}

/** The request path relative to the API base, without query: what X-Token signs. */
export function apiPath(url: string, apiBase: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return url.startsWith('/') ? url : `/${url}`;
  const base = apiBase.replace(/\/+$/, '');
  if (base && url.startsWith(base + '/')) return url.slice(base.length);
  return new URL(url).pathname;
}

/**
 * Move a query written into the URL into `params` and normalize them, so the serializer and
 * the signature see the same set. Returns the API path of the request.
 */
export function prepareRequest(req: WireRequest, apiBase: string): string {
  const { path, query } = splitUrl(req.url);
  req.url = path;
  req.params = mergeParams(query, normalizeParams(req.params));
  if (path.startsWith(ROOT_PREFIX)) req.baseURL = '';
  return apiPath(path, apiBase);
}

/** Top-level body fields that take part in the signature; files and blobs never do. */
export function bodyFields(data: unknown): SignParams {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const fields: WireParams = {};
    for (const [key, value] of data.entries()) {
      if (typeof value !== 'string') continue;
      const previous = fields[key];
      fields[key] = previous === undefined ? value : [...[previous].flat(), value];
    }
    return fields;
  }
  if (data instanceof URLSearchParams) return normalizeParams(data);
  if (typeof data === 'string') {
    // a retried request carries its JSON body already serialized
    try {
      return bodyFields(JSON.parse(data));
    } catch {
      return {};
    }
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && !(data instanceof Blob)) return data as SignParams;
  return {};
}

export function signRequest(req: WireRequest, path: string, deps: SignDeps): WireRequest {
  const timeunix = deps.nowUnix();
  const nonce = (deps.nonce ?? newNonce)();
  const method = req.method.toUpperCase();
  const params = req.params;
  // same merge as the server's verifier: query params, then the body fields (body wins)
  const signed = BODY_METHODS.has(method) ? { ...params, ...bodyFields(req.data) } : params;
  const sign = requestSignWith(deps.digest, deps.salts, signed, timeunix, nonce);
  req.headers.set(HeaderNames.sign, sign);
  req.headers.set(HeaderNames.timeunix, String(timeunix));
  req.headers.set(HeaderNames.nonce, nonce);
  req.headers.set(HeaderNames.lang, deps.lang());
  req.headers.delete(HeaderNames.username);
  req.headers.delete(HeaderNames.xToken);
  const { username, token } = deps.credentials();
  req.signedToken = token;
  if (token && !isUnauthenticatedPath(path, UNAUTHENTICATED_PATHS)) {
    req.headers.set(HeaderNames.username, username);
    req.headers.set(HeaderNames.xToken, xTokenWith(deps.digest, { method, path, username, token, timeunix, sign }));
  }
  return req;
}
