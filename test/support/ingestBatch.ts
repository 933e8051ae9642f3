/**
 * Signed batches for the devices' ingestion endpoint (POST /api/open/readings), as a device or
 * gateway sends them: `data` is the batch as JSON text, signed with the device salt in the
 * "sign field" variant (src/lib/signing.ts withSignField). For the in-process app (`injectBatch`)
 * and for a listening server (`postBatch`: the bench, e2e).
 */
import type { ApiEnvelope } from '../../src/lib/contract';
import { INGEST_PATH, type IngestResult } from '../../src/lib/readings';
import { newNonce, unixNow, withSignField, type SigningConfig, type SignParams } from '../../src/lib/signing';
import type { TestPlatform } from './testPlatform';

export interface BatchOptions {
  /** sign with this timestamp (default: the platform clock, or the real clock for postBatch) */
  timeunix?: number;
  /** sign with this nonce instead of a random one */
  nonce?: string;
  /** sign with these settings instead of the device signing (a console salt, a wrong salt) */
  signing?: SigningConfig;
  /** send this text as `data` instead of the batch's JSON (a malformed batch) */
  data?: string;
  /** send no sign field at all */
  unsigned?: boolean;
  /** the lang header; 'en' unless given */
  lang?: string;
  /** the client's address as `request.ip` sees it (in-process only) */
  remoteAddress?: string;
}

/** The JSON body of a signed batch: { data, timeunix, nonce, sign }. */
export function signedBatchBody(
  signing: SigningConfig,
  batch: unknown,
  timeunix: number,
  options: Pick<BatchOptions, 'nonce' | 'data' | 'unsigned'> = {},
): SignParams {
  const data = options.data ?? JSON.stringify(batch);
  if (options.unsigned) return { data, timeunix };
  return withSignField(signing, { data }, timeunix, options.nonce ?? newNonce());
}

export interface BatchResponse {
  statusCode: number;
  envelope: ApiEnvelope<IngestResult>;
}

/** Posts a signed batch to the in-process platform with app.inject. */
export async function injectBatch(
  platform: Pick<TestPlatform, 'app' | 'config' | 'clock'>,
  batch: unknown,
  options: BatchOptions = {},
): Promise<BatchResponse> {
  const signing = options.signing ?? platform.config.deviceSigning;
  const body = signedBatchBody(signing, batch, options.timeunix ?? unixNow(platform.clock.now()), options);
  const response = await platform.app.inject({
    method: 'POST',
    url: `/api${INGEST_PATH}`,
    headers: { 'content-type': 'application/json', lang: options.lang ?? 'en' },
    payload: JSON.stringify(body),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { statusCode: response.statusCode, envelope: response.json<ApiEnvelope<IngestResult>>() };
}

/** Posts a signed batch to a listening server: `baseUrl` is 'http://127.0.0.1:8080'. */
export async function postBatch(
  baseUrl: string,
  signing: SigningConfig,
  batch: unknown,
  options: Omit<BatchOptions, 'signing' | 'remoteAddress'> = {},
): Promise<BatchResponse> {
  const body = signedBatchBody(signing, batch, options.timeunix ?? unixNow(Date.now()), options);
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api${INGEST_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: options.lang ?? 'en' },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, envelope: (await response.json()) as ApiEnvelope<IngestResult> };
}
