/**
 * The request signature's rules over any hash function (README "Request signing"). `signing.ts`
 * binds them to the configured hash for the server and the tests; the browser binds them to the
 * one hash its configuration names, loaded alone (`hashes.ts`), so the login page carries
 * neither the other two hashes nor their libraries (issue 11 §4).
 */

export type HashName = 'sha256' | 'md5' | 'sm3';
export const HASH_NAMES: readonly HashName[] = ['sha256', 'md5', 'sm3'];

/** A hash as the signature uses it: UTF-8 text in, lowercase hex out. */
export type Digest = (text: string) => string;

export interface SigningSalts {
  /** salt of the `sign` header and of the `sign` field variant */
  request: string;
  /** salt of chart requests */
  chart: string;
}

/** A value that can take part in a signature. Files and blobs never do. */
export type SignValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type SignParams = Record<string, unknown>;

function scalar(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    // members are flat values only, as the server's form reader sees them (nested lists dropped)
    const parts = value.map((v: unknown) => (Array.isArray(v) ? undefined : scalar(v))).filter((v): v is string => v !== undefined);
    // An empty list is not sent at all (no query key, no form field), so it is not signed either.
    return parts.length ? parts.join(',') : undefined;
  }
  // Files, blobs and nested objects are not signed: they are not stable across the wire.
  return undefined;
}

/**
 * The canonical text of a parameter set: keys in code-point order, `key=value` joined by '&'.
 * null/undefined, files, blobs, objects and empty arrays are skipped; arrays are joined with ','.
 */
export function canonicalize(params: SignParams): string {
  return Object.keys(params)
    .sort()
    .flatMap((key) => {
      const value = scalar(params[key]);
      return value === undefined ? [] : [`${key}=${value}`];
    })
    .join('&');
}

/** The `sign` header's hashed text: canonical + '&timeunix=' + ts [+ '&nonce=' + nonce] + '&salt=' + salt. */
export function signText(params: SignParams, timeunix: number, nonce: string, salt: string): string {
  const once = nonce ? `&nonce=${nonce}` : '';
  return `${canonicalize(params)}&timeunix=${timeunix}${once}&salt=${salt}`;
}

/** What the `X-Token` header binds: a captured X-Token is good for this one request only. */
export interface XTokenParts {
  method: string;
  /** the API path without the base and the query (`/auth/info`) */
  path: string;
  username: string;
  token: string;
  timeunix: number;
  /** the request's `sign` header, which covers its params, body fields and nonce */
  sign: string;
}

/** The `X-Token` header's hashed text: METHOD|path|username|token|timeunix|sign. */
export function xTokenText({ method, path, username, token, timeunix, sign }: XTokenParts): string {
  return `${method.toUpperCase()}|${path}|${username}|${token}|${timeunix}|${sign.toLowerCase()}`;
}

/** The socket ticket's hashed text: ws|username|token|ts (src/lib/signing.ts `wsTicket`). */
export function wsTicketText(username: string, token: string, ts: number): string {
  return `ws|${username}|${token}|${ts}`;
}

/** The chart signature's hashed text: sorted keys and values with no separators, then the chart salt. */
export function chartText(params: SignParams, salt: string): string {
  const text = Object.keys(params)
    .sort()
    .flatMap((key) => {
      const value = scalar(params[key]);
      return value === undefined ? [] : [`${key}${value}`];
    })
    .join('');
  return text + salt;
}

/** The `sign` header, lowercase hex. */
export function requestSignWith(digest: Digest, salts: SigningSalts, params: SignParams, timeunix: number, nonce = ''): string {
  return digest(signText(params, timeunix, nonce, salts.request));
}

/** The `X-Token` header, lowercase hex. */
export function xTokenWith(digest: Digest, parts: XTokenParts): string {
  return digest(xTokenText(parts));
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** 16 random bytes as hex: the per-request `nonce`. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** Whether the API path is exempt from `username`/`X-Token` (spec §7). */
export function isUnauthenticatedPath(path: string, exempt: readonly string[]): boolean {
  return exempt.includes(path);
}

/** Seconds since the epoch. */
export function unixNow(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}
