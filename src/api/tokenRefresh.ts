/**
 * Single-flight token refresh (spec §4: only one refresh may run at a time). Every caller of
 * `run()` while a refresh is under way gets the same promise.
 */
import type { LoginData } from '../lib/contract';
import { ApiError } from './apiError';

export const TOKEN_PATH = '/auth/token';

export interface TokenRefreshDeps {
  /** GET /auth/token, answering the new login data */
  request(): Promise<LoginData>;
  onRefreshed(data: LoginData): void;
  /** the session is lost: clear it and tell the app */
  onFailed(error: ApiError): void;
  onPendingChange?(pending: boolean): void;
}

export interface TokenRefresh {
  readonly pending: boolean;
  run(): Promise<void>;
}

function isLoginData(data: unknown): data is LoginData {
  const d = data as Partial<LoginData> | null | undefined;
  return typeof d?.token === 'string' && d.token !== '' && typeof d.tokentime === 'number';
}

export function createTokenRefresh(deps: TokenRefreshDeps): TokenRefresh {
  let inflight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    deps.onPendingChange?.(true);
    try {
      const data = await deps.request();
      if (!isLoginData(data)) throw new ApiError({ status: '', httpStatus: 200, message: 'app.errors.requestFailed' });
      deps.onRefreshed(data);
    } catch (error) {
      const apiError = ApiError.fromTransport(error);
      deps.onFailed(apiError);
      throw apiError;
    } finally {
      inflight = null;
      deps.onPendingChange?.(false);
    }
  }

  return {
    get pending() {
      return inflight !== null;
    },
    run() {
      inflight ??= refresh();
      return inflight;
    },
  };
}
