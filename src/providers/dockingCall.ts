/**
 * The API tool's "try it": one call of the data interface as a customer's system makes it, signed
 * in the browser with the docking key (src/lib/docking.ts, the "sign field" variant of README
 * "Request signing") and sent without the console's session. The answer is shown whatever it is,
 * so this goes around the console's client, which would judge it.
 */
import { apiNowUnix, getApiConfig } from '../api';
import { DOCKING_KEY_HEADER, DOCKING_READINGS_PATH } from '../lib/docking';
import { loadDigest } from '../lib/hashes';
import { newNonce, requestSignWith, type SignParams } from '../lib/signingRules';

export type DockingOperation = 'ingest' | 'query';

export interface DockingExchange {
  method: 'POST' | 'GET';
  url: string;
  /** the fields as sent, sign included */
  fields: Record<string, string>;
  httpStatus: number;
  answer: unknown;
}

export async function sendDockingCall(key: string, operation: DockingOperation, params: SignParams, fetchImpl: typeof fetch = fetch): Promise<DockingExchange> {
  const { apiBase, signing } = getApiConfig();
  const digest = await loadDigest(signing.hash);
  const timeunix = apiNowUnix();
  const nonce = newNonce();
  const sign = requestSignWith(digest, { request: key, chart: '' }, params, timeunix, nonce);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null) fields[name] = String(value);
  Object.assign(fields, { timeunix: String(timeunix), nonce, sign });
  const base = `${apiBase.replace(/\/+$/, '')}${DOCKING_READINGS_PATH}`;
  const method = operation === 'ingest' ? 'POST' : 'GET';
  const url = method === 'GET' ? `${base}?${new URLSearchParams(fields).toString()}` : base;
  const response = await fetchImpl(url, {
    method,
    headers: { [DOCKING_KEY_HEADER]: key, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(fields) } : {}),
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): shown as text
  }
  return { method, url, fields, httpStatus: response.status, answer };
}
