/**
 * Verification of the request signature with the console's own functions (src/lib/signing.ts).
 * Header variant: `sign`, `timeunix` and `nonce` headers. Form-data variant: `sign`, `timeunix`
 * and `nonce` fields in the query or body, excluded from the signed params (see withSignField).
 */
import { requestSign, safeEqual, type SigningConfig, type SignParams } from '../../src/lib/signing';
import type { MessageKey } from '../messages';

export interface SignatureInput {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** Fastify's parsed query (a repeated key is an array) */
  query: SignParams;
  /** the body fields, files left out (see forms.ts) */
  fields: SignParams;
}

export type SignatureResult = { ok: true; timeunix: number; sign: string } | { ok: false; reason: MessageKey };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' || typeof one === 'number' ? String(one) : undefined;
}

/** Query params merged with the body fields (body wins) for POST/PUT/PATCH; query only otherwise. */
export function signedParams(input: SignatureInput): SignParams {
  return BODY_METHODS.has(input.method.toUpperCase()) ? { ...input.query, ...input.fields } : { ...input.query };
}

/** Checks the timestamp alone: whether `timeunix` is a plausible number inside the window. */
export function checkTimeunix(text: string | undefined, nowUnix: number, windowSeconds: number): number | MessageKey {
  if (!text || !/^\d{1,12}$/.test(text)) return 'missingTimestamp';
  const timeunix = Number(text);
  return Math.abs(nowUnix - timeunix) > windowSeconds ? 'timestampWindow' : timeunix;
}

export function verifySignature(
  input: SignatureInput,
  signing: SigningConfig,
  nowUnix: number,
  windowSeconds: number,
): SignatureResult {
  let params = signedParams(input);
  let sign = first(input.headers.sign);
  let timeunixText = first(input.headers.timeunix);
  let nonce = first(input.headers.nonce) ?? '';
  if (sign === undefined && params.sign !== undefined) {
    const { sign: fieldSign, timeunix: fieldTime, nonce: fieldNonce, ...rest } = params;
    sign = first(fieldSign);
    timeunixText = first(fieldTime) ?? timeunixText;
    nonce = first(fieldNonce) ?? nonce;
    params = rest;
  }
  if (!sign) return { ok: false, reason: 'missingSign' };
  const timeunix = checkTimeunix(timeunixText, nowUnix, windowSeconds);
  if (typeof timeunix === 'string') return { ok: false, reason: timeunix };
  if (nonce.length > 64) return { ok: false, reason: 'badSign' };
  const expected = requestSign(signing, params, timeunix, nonce);
  const given = sign.toLowerCase();
  return safeEqual(expected, given) ? { ok: true, timeunix, sign: given } : { ok: false, reason: 'badSign' };
}
