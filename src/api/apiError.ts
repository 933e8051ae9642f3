/** The one error type of the wire: every failed call rejects with an ApiError (spec §8). */
import { ApiStatus, type ApiEnvelope, type FieldErrors } from '../lib/contract';

export const ERROR_KEYS = {
  network: 'app.errors.network',
  timeout: 'app.errors.timeout',
  requestFailed: 'app.errors.requestFailed',
} as const;

export interface ApiErrorInit {
  /** envelope status; '' when no envelope came back (network, timeout, not JSON) */
  status: string;
  /** the server's message, or a translation key */
  message: string;
  /** HTTP status; 0 when there was no answer */
  httpStatus: number;
  fieldErrors?: Record<string, string>;
  /** the server's own text, when it sent one */
  serverMessage?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: string;
  readonly httpStatus: number;
  readonly fieldErrors?: Record<string, string>;
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
    if (init.serverMessage) this.serverMessage = init.serverMessage;
  }

  static fromEnvelope(envelope: Partial<ApiEnvelope>, httpStatus: number): ApiError {
    const status = typeof envelope.status === 'string' ? envelope.status : '';
    const serverMessage = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
    const errors = (envelope.data as Partial<FieldErrors> | undefined)?.errors;
    return new ApiError({
      status,
      httpStatus,
      message: serverMessage ?? ERROR_KEYS.requestFailed,
      ...(serverMessage ? { serverMessage } : {}),
      ...(status === ApiStatus.invalid && errors && typeof errors === 'object' ? { fieldErrors: errors } : {}),
    });
  }

  /** A failure without an envelope: network error, timeout, cancel. */
  static fromTransport(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const timeout = error instanceof TransportError && error.timeout;
    return new ApiError({ status: '', httpStatus: 0, message: timeout ? ERROR_KEYS.timeout : ERROR_KEYS.network });
  }
}

/** No answer came back: the network failed, or the call's time was up. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly timeout: boolean;

  constructor(timeout: boolean, cause?: unknown) {
    super(timeout ? 'timeout' : 'network error', { cause });
    this.timeout = timeout;
  }
}

/** The caller aborted the call (its `signal`): not a failure, so no toast. */
export class CanceledError extends Error {
  override readonly name = 'CanceledError';

  constructor() {
    super('canceled');
  }
}

/**
 * What to tell the user about a failure: the server's text if it sent one, the transport key
 * for network/timeout errors, else the caller's own key.
 */
export function errorMessage(error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return fallbackKey;
  if (error.serverMessage) return error.serverMessage;
  return error.status === '' && error.httpStatus === 0 ? error.message : fallbackKey;
}
