/** Per-call options of the api helpers, carried on the axios config. */
import 'axios';

export interface CallOptions {
  /** no error toast: the caller reports the failure itself (or not at all) */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
    /** set on the one retry after a '-2' answer */
    retried?: boolean;
    /** the token this request was signed with, to tell whether a refresh already happened */
    signedToken?: string;
  }
}

export const API_TIMEOUT_MS = 300_000;
