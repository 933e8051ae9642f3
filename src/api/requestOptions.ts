/** Per-call options of the api helpers, and one request and its answer as the wire sees them. */
import type { WireParams } from './params';

export interface CallOptions {
  /** no error toast: the caller reports the failure itself (or not at all) */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
}

export type ResponseType = 'json' | 'blob' | 'arraybuffer';

/** A file arriving: the bytes received so far, and the size when the answer says it (null: unknown, or compressed). */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** One call, as the helpers and `api.envelope` / `api.response` take it. */
export interface RequestConfig extends CallOptions {
  /** GET when left out */
  method?: string;
  /** an API path ('/auth/info', a query allowed), or an absolute URL */
  url: string;
  params?: Record<string, unknown>;
  /** a plain object (sent as JSON), FormData, URLSearchParams, a Blob or a string */
  data?: unknown;
  /** how to read the answer; JSON (the envelope) when left out */
  responseType?: ResponseType;
  /** called as a blob or arraybuffer answer arrives */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

/** A request on its way: normalized, then signed in place by the request step. */
export interface WireRequest {
  /** upper case */
  method: string;
  url: string;
  /** '' for paths served from the site root */
  baseURL: string;
  params: WireParams;
  data?: unknown;
  headers: Headers;
  timeout: number;
  signal?: AbortSignal;
  silent: boolean;
  responseType: ResponseType;
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /** set on the one retry after a '-2' answer */
  retried?: boolean;
  /** the token this request was signed with, to tell whether a refresh already happened */
  signedToken?: string;
}

export interface WireResponse<T = unknown> {
  /** HTTP status */
  status: number;
  headers: Headers;
  /** the parsed JSON (or the text when it is not JSON), the Blob or the ArrayBuffer */
  data: T;
  config: WireRequest;
}

export const API_TIMEOUT_MS = 300_000;
