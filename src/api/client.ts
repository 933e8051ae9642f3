/**
 * The one shared axios instance (spec §7) and the typed helpers over it. The app calls
 * `configureApi` once at start-up; the helpers answer the unwrapped `data` of the envelope.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import { ApiStatus, UNAUTHENTICATED_PATHS, type ApiEnvelope, type ConsoleConfig, type LoginData } from '../lib/contract';
import { isExpired } from '../lib/session';
import { isUnauthenticatedPath, unixNow } from '../lib/signing';
import { ApiError } from './apiError';
import { toFormData, type FormFiles, type FormValue } from './formData';
import { serializeParams, type WireParams } from './params';
import { API_TIMEOUT_MS, type CallOptions } from './requestOptions';
import { judgeResponse, report } from './respond';
import { COOKIE_NAMES, cookies } from './cookies';
import { session } from './session';
import { apiPath, prepareRequest, signRequest } from './signRequest';
import { TOKEN_PATH, createTokenRefresh } from './tokenRefresh';

export interface ApiHooks {
  /** the current UI language, sent as the `lang` header */
  getLang(): string;
  /** the token refresh failed and the session is cleared: log out and reload (spec §4) */
  onSessionLost(): void;
  /** milliseconds since the epoch; defaults to Date.now */
  now?(): number;
}

let wire: { config: ConsoleConfig; instance: AxiosInstance; nowUnix(): number } | null = null;

function current() {
  if (!wire) throw new Error('configureApi() must run before the first API call');
  return wire;
}

/** `/auth/token` skips the token checks, and the unauthenticated paths have no token. */
const checksToken = (path: string) => path !== TOKEN_PATH && !isUnauthenticatedPath(path, UNAUTHENTICATED_PATHS);

export function configureApi(config: ConsoleConfig, hooks: ApiHooks): AxiosInstance {
  const nowUnix = () => unixNow((hooks.now ?? Date.now)());
  const instance = axios.create({
    baseURL: config.apiBase,
    timeout: API_TIMEOUT_MS,
    validateStatus: () => true,
    paramsSerializer: { serialize: (params) => serializeParams(params as WireParams) },
  });

  const refresher = createTokenRefresh({
    request: () => instance.get<ApiEnvelope<LoginData>>(TOKEN_PATH, { silent: true }).then((res) => res.data.data as LoginData),
    onRefreshed: (data) => session.applyLogin(data, nowUnix()),
    onFailed: () => {
      session.clear();
      hooks.onSessionLost();
    },
    onPendingChange: (pending) => session.set({ isRefreshingToken: pending }),
  });

  instance.interceptors.request.use(async (req) => {
    const path = prepareRequest(req, config.apiBase);
    if (checksToken(path) && (refresher.pending || isExpired(session.get().expireTime, nowUnix()))) {
      await refresher.run();
    }
    return signRequest(req, path, {
      signing: config.signing,
      apiBase: config.apiBase,
      lang: hooks.getLang,
      nowUnix,
      credentials: () => {
        const { username, token } = session.get();
        // after a reload the username is only in the cookie until the user info is loaded
        return { username: username || cookies.get(COOKIE_NAMES.username) || '', token };
      },
    });
  });

  instance.interceptors.response.use(
    (res) =>
      judgeResponse(res, {
        canRetry: (req) => !req.retried && Boolean(session.get().token) && checksToken(apiPath(req.url ?? '', config.apiBase)),
        retry: async (req) => {
          if (session.get().token === req.signedToken) await refresher.run();
          return instance.request({ ...req, retried: true });
        },
      }).catch((error: unknown) => {
        // the server refuses everything until the password is changed: the app shows that step
        if (error instanceof ApiError && error.status === ApiStatus.passwordChangeRequired) session.set({ mustChangePassword: true });
        throw error;
      }),
    (error: unknown) => {
      // Ours (from the request step) are already reported or silent; a cancel is not a failure.
      if (error instanceof ApiError || axios.isCancel(error)) return Promise.reject(error);
      return Promise.reject(report(ApiError.fromTransport(error), axios.isAxiosError(error) ? error.config : undefined));
    },
  );

  wire = { config, instance, nowUnix };
  return instance;
}

/** Unix seconds on the api's clock (`hooks.now`), for expiry arithmetic outside the wire. */
export function apiNowUnix(): number {
  return current().nowUnix();
}

/** The configuration the api was built with (the login needs the SM2 key). */
export function getApiConfig(): ConsoleConfig {
  return current().config;
}

const toConfig = (options: CallOptions = {}): AxiosRequestConfig => ({ ...options });

async function envelope<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  return (await current().instance.request<ApiEnvelope<T>>(config)).data;
}

async function call<T>(config: AxiosRequestConfig): Promise<T> {
  return (await envelope<T>(config)).data as T;
}

type Params = Record<string, unknown>;

export const api = {
  get: <T>(path: string, params?: Params, options?: CallOptions) => call<T>({ ...toConfig(options), method: 'GET', url: path, params }),
  post: <T>(path: string, body?: unknown, params?: Params, options?: CallOptions) =>
    call<T>({ ...toConfig(options), method: 'POST', url: path, data: body, params }),
  put: <T>(path: string, body?: unknown, params?: Params, options?: CallOptions) =>
    call<T>({ ...toConfig(options), method: 'PUT', url: path, data: body, params }),
  delete: <T>(path: string, params?: Params, options?: CallOptions) =>
    call<T>({ ...toConfig(options), method: 'DELETE', url: path, params }),
  form: <T>(method: Extract<Method, 'POST' | 'PUT' | 'PATCH'>, path: string, fields: Record<string, FormValue>, files?: FormFiles, options?: CallOptions) =>
    call<T>({ ...toConfig(options), method, url: path, data: toFormData(fields, files) }),
  /** The whole envelope (status, message, data) of a successful call. */
  envelope: <T>(config: AxiosRequestConfig) => envelope<T>(config),
  /** The shared axios instance, signed and refreshed like the helpers. */
  get raw(): AxiosInstance {
    return current().instance;
  },
};
