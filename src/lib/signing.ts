/**
 * The request signature: one definition, used by the console to sign and by the server to verify.
 * The real platform's algorithm is not published; this one is ours and is documented in README.md
 * ("Request signing"). The hash and the salts are configuration.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import sm3 from 'sm-crypto/src/sm3/index.js';
import { chartText, requestSignWith, wsTicketText, xTokenWith, type HashName, type SigningSalts, type SignParams, type XTokenParts } from './signingRules';

// The rules themselves live in signingRules.ts (the browser binds them to one lazily loaded hash);
// this module binds them to all three hashes at once, for the server and the tests.
export { HASH_NAMES, canonicalize, isUnauthenticatedPath, newNonce, unixNow } from './signingRules';
export type { HashName, SignParams, SignValue, XTokenParts } from './signingRules';

export interface SigningConfig {
  hash: HashName;
  salts: SigningSalts;
}

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

const digestOf = (hash: HashName) => (text: string) => digest(hash, text);

/**
 * The `sign` header: HASH(canonical + '&timeunix=' + ts [+ '&nonce=' + nonce] + '&salt=' + salt),
 * lowercase hex. GET/DELETE sign their query params; POST/PUT sign query params plus form (or
 * JSON) fields. The nonce (the `nonce` header, random per request) makes two identical requests
 * of the same second differ, so the server can refuse an exact repeat as a replay.
 */
export function requestSign(config: SigningConfig, params: SignParams, timeunix: number, nonce = ''): string {
  return requestSignWith(digestOf(config.hash), config.salts, params, timeunix, nonce);
}

/** The `X-Token` header: HASH(METHOD|path|username|token|timeunix|sign), lowercase hex. */
export function xToken(config: SigningConfig, parts: XTokenParts): string {
  return xTokenWith(digestOf(config.hash), parts);
}

/**
 * Chart requests: the uppercase hash of the sorted keys and values concatenated with no
 * separators, followed by the chart salt (spec §7).
 */
export function chartSign(config: SigningConfig, params: SignParams): string {
  return digest(config.hash, chartText(params, config.salts.chart)).toUpperCase();
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
  return digest(config.hash, wsTicketText(username, token, ts));
}
