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
 * The `sign` header: HASH(canonical + '&timeunix=' + ts + '&salt=' + salt), lowercase hex.
 * GET/DELETE sign their query params; POST/PUT sign query params plus form (or JSON) fields.
 */
export function requestSign(config: SigningConfig, params: SignParams, timeunix: number): string {
  const canonical = canonicalize(params);
  return digest(config.hash, `${canonical}&timeunix=${timeunix}&salt=${config.salts.request}`);
}

/** The `X-Token` header: HASH(path + '|' + username + '|' + token + '|' + ts), lowercase hex. */
export function xToken(config: SigningConfig, path: string, username: string, token: string, timeunix: number): string {
  return digest(config.hash, `${path}|${username}|${token}|${timeunix}`);
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
 * field next to a `timeunix` field. The fields themselves are excluded from the signature.
 */
export function withSignField(config: SigningConfig, params: SignParams, timeunix: number): SignParams {
  const { sign: _sign, timeunix: _ts, ...rest } = params;
  return { ...rest, timeunix, sign: requestSign(config, rest, timeunix) };
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
