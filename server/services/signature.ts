/**
 * Verification of the request signature with the console's own functions (src/lib/signing.ts).
 * Header variant: `sign` and `timeunix` headers. Form-data variant: `sign` and `timeunix` fields
 * in the query or body, excluded from the signed params (see withSignField).
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

export type SignatureResult = { ok: true; timeunix: number } | { ok: false; reason: MessageKey };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' || typeof one === 'number' ? String(one) : undefined;
}

/** Query params merged with the body fields (body wins) for POST/PUT/PATCH; query only otherwise. */
export function signedParams(input: SignatureInput): SignParams {
  return BODY_METHODS.has(input.method.toUpperCase()) ? { ...input.query, ...input.fields } : { ...input.query };
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
  if (sign === undefined && params.sign !== undefined) {
    const { sign: fieldSign, timeunix: fieldTime, ...rest } = params;
    sign = first(fieldSign);
    timeunixText = first(fieldTime) ?? timeunixText;
    params = rest;
  }
  if (!sign) return { ok: false, reason: 'missingSign' };
  if (!timeunixText || !/^\d{1,12}$/.test(timeunixText)) return { ok: false, reason: 'missingTimestamp' };
  const timeunix = Number(timeunixText);
  if (Math.abs(nowUnix - timeunix) > windowSeconds) return { ok: false, reason: 'timestampWindow' };
  const expected = requestSign(signing, params, timeunix);
  return safeEqual(expected, sign.toLowerCase()) ? { ok: true, timeunix } : { ok: false, reason: 'badSign' };
}
