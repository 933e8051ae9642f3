/**
 * The answer side of the wire: judge the envelope (only status '1' is success, spec §7), turn
 * anything else into an ApiError with a toast (spec §8), and give a '-2' one refresh + retry.
 */
import { ApiStatus, type ApiEnvelope } from '../lib/contract';
import { ApiError, ERROR_KEYS } from './apiError';
import type { WireRequest, WireResponse } from './requestOptions';
import { showToast } from './toast';

/** Show the error unless the call asked for silence; hand it back for rejecting. */
export function report(error: ApiError, config?: Pick<WireRequest, 'silent'>): ApiError {
  if (!config?.silent) showToast({ type: 'error', message: error.message });
  return error;
}

const isEnvelope = (data: unknown): data is ApiEnvelope =>
  typeof data === 'object' && data !== null && typeof (data as ApiEnvelope).status === 'string';

async function asText(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  // by shape: fetch's Blob need not be the page's Blob class (jsdom)
  if (data && typeof (data as Blob).text === 'function') return (data as Blob).text();
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return '';
}

/** The envelope of an answer, also when a blob download came back as a JSON error. */
async function envelopeOf(res: WireResponse): Promise<ApiEnvelope | 'binary' | null> {
  const type = res.config.responseType;
  if (type !== 'json') {
    const fine = res.status >= 200 && res.status < 300 ? 'binary' : null;
    const contentType = res.headers.get('content-type') ?? (res.data as Blob | undefined)?.type ?? '';
    if (!/json/i.test(contentType)) return fine;
    try {
      // an error envelope instead of the file; any other JSON is the file itself
      const parsed: unknown = JSON.parse(await asText(res.data));
      return isEnvelope(parsed) ? parsed : fine;
    } catch {
      return fine;
    }
  }
  return isEnvelope(res.data) ? res.data : null;
}

export interface RespondDeps {
  /** whether a '-2' on this request may be answered with a refresh and one retry */
  canRetry(config: WireRequest): boolean;
  /** refresh (unless already done since `config` was signed), then send `config` again */
  retry(config: WireRequest): Promise<WireResponse>;
}

export async function judgeResponse(res: WireResponse, deps: RespondDeps): Promise<WireResponse> {
  const envelope = await envelopeOf(res);
  if (envelope === 'binary') return res;
  if (envelope === null) {
    throw report(new ApiError({ status: '', httpStatus: res.status, message: ERROR_KEYS.requestFailed }), res.config);
  }
  if (envelope.status === ApiStatus.ok) return res;
  if (envelope.status === ApiStatus.tokenInvalid && deps.canRetry(res.config)) {
    // A failed refresh has already lost the session and told the app: no toast per request.
    return deps.retry(res.config);
  }
  throw report(ApiError.fromEnvelope(envelope, res.status), res.config);
}
