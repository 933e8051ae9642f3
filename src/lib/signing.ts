/**
 * The request signature: one definition, used by the console to sign and by the server to verify.
 * The real platform's algorithm is not published; this one is ours and is documented in README.md
 * ("Request signing"). The hash and the salts are configuration.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import sm3 from 'sm-crypto/src/sm3/index.js';

export type HashName = 'sha256' | 'md5' | 'sm3';
export const HASH_NAMES: readonly HashName[] = ['sha256', 'md5', 'sm3'];

export interface SigningConfig {
  hash: HashName;
  salts: {
    /** salt of the `sign` header and of the `sign` field variant */
    request: string;
    /** salt of chart requests */
    chart: string;
  };
}

/** A value that can take part in a signature. Files and blobs never do. */
export type SignValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type SignParams = Record<string, unknown>;

/** Lowercase hex digest of a UTF-8 string. */
export function digest(hash: HashName, text: string): string {
  switch (hash) {
    case 'sha256':
      return bytesToHex(sha256(utf8ToBytes(text)));
    case 'md5':
      return bytesToHex(md5(utf8ToBytes(text)));
    case 'sm3':
      return sm3(text);
  }
}

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

/**
 * The `sign` header: HASH(canonical + '&timeunix=' + ts [+ '&nonce=' + nonce] + '&salt=' + salt),
 * lowercase hex. GET/DELETE sign their query params; POST/PUT sign query params plus form (or
 * JSON) fields. The nonce (the `nonce` header, random per request) makes two identical requests
 * of the same second differ, so the server can refuse an exact repeat as a replay.
 */
export function requestSign(config: SigningConfig, params: SignParams, timeunix: number, nonce = ''): string {
  const canonical = canonicalize(params);
  const once = nonce ? `&nonce=${nonce}` : '';
  return digest(config.hash, `${canonical}&timeunix=${timeunix}${once}&salt=${config.salts.request}`);
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

/** The `X-Token` header: HASH(METHOD|path|username|token|timeunix|sign), lowercase hex. */
export function xToken(config: SigningConfig, parts: XTokenParts): string {
  const { method, path, username, token, timeunix, sign } = parts;
  return digest(config.hash, `${method.toUpperCase()}|${path}|${username}|${token}|${timeunix}|${sign.toLowerCase()}`);
}

/** 16 random bytes as hex: the per-request `nonce`. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/**
 * Chart requests: the uppercase hash of the sorted keys and values concatenated with no
 * separators, followed by the chart salt (spec §7).
 */
export function chartSign(config: SigningConfig, params: SignParams): string {
  const text = Object.keys(params)
    .sort()
    .flatMap((key) => {
      const value = scalar(params[key]);
      return value === undefined ? [] : [`${key}${value}`];
    })
    .join('');
  return digest(config.hash, text + config.salts.chart).toUpperCase();
}

/**
 * Public API and form-data variant: the same signature as the header, carried in a `sign`
 * field next to a `timeunix` field (and a `nonce` field when given). Those fields are excluded
 * from the signature.
 */
export function withSignField(config: SigningConfig, params: SignParams, timeunix: number, nonce = ''): SignParams {
  const { sign: _sign, timeunix: _ts, nonce: _nonce, ...rest } = params;
  const signed = { ...rest, timeunix, sign: requestSign(config, rest, timeunix, nonce) };
  return nonce ? { ...signed, nonce } : signed;
}

/** Whether the API path is exempt from `username`/`X-Token` (spec §7). */
export function isUnauthenticatedPath(path: string, exempt: readonly string[]): boolean {
  return exempt.includes(path);
}

/** Seconds since the epoch. */
export function unixNow(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}

/** Constant-time comparison of two hex strings. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The alarm socket's ticket: HASH('ws|' + username + '|' + token + '|' + ts), lowercase hex, sent
 * as `/ws?username=…&ts=…&sig=…`. A socket has no headers, so this proves the session instead.
 */
export function wsTicket(config: SigningConfig, username: string, token: string, ts: number): string {
  return digest(config.hash, `ws|${username}|${token}|${ts}`);
}
