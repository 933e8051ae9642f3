/**
 * The one wire to the platform (spec §7), over the browser's fetch: every call is normalized,
 * refreshed when its token has expired, signed, sent, and its envelope judged. The app calls
 * `configureApi` once at start-up; the helpers answer the unwrapped `data` of the envelope.
 * (No axios: the login page loads this wire, and axios was a third of its JavaScript.)
 */
import { ApiStatus, UNAUTHENTICATED_PATHS, type ApiEnvelope, type ConsoleConfig, type LoginData } from '../lib/contract';
import { loadDigest } from '../lib/hashes';
import { isExpired } from '../lib/session';
import { isUnauthenticatedPath, unixNow, type Digest } from '../lib/signingRules';
import { ApiError } from './apiError';
import { toFormData, type FormFiles, type FormValue } from './formData';
import { normalizeParams } from './params';
import { API_TIMEOUT_MS, type CallOptions, type RequestConfig, type WireRequest, type WireResponse } from './requestOptions';
import { judgeResponse, report } from './respond';
import { COOKIE_NAMES, cookies } from './cookies';
import { session } from './session';
import { apiPath, prepareRequest, signRequest } from './signRequest';
import { TOKEN_PATH, createTokenRefresh } from './tokenRefresh';
import { fetchTransport, type Transport } from './transport';

export interface ApiHooks {
  /** the current UI language, sent as the `lang` header */
  getLang(): string;
  /** the token refresh failed and the session is cleared: log out and reload (spec §4) */
  onSessionLost(): void;
  /** milliseconds since the epoch; defaults to Date.now */
  now?(): number;
}

interface Wire {
  config: ConsoleConfig;
  nowUnix(): number;
  send(req: WireRequest): Promise<WireResponse>;
  transport: Transport;
}

let wire: Wire | null = null;

function current(): Wire {
  if (!wire) throw new Error('configureApi() must run before the first API call');
  return wire;
}

/** `/auth/token` skips the token checks, and the unauthenticated paths have no token. */
const checksToken = (path: string) => path !== TOKEN_PATH && !isUnauthenticatedPath(path, UNAUTHENTICATED_PATHS);

function toRequest(config: RequestConfig, apiBase: string): WireRequest {
  return {
    method: (config.method ?? 'GET').toUpperCase(),
    url: config.url,
    baseURL: apiBase,
    params: normalizeParams(config.params),
    data: config.data,
    headers: new Headers(config.headers),
    timeout: config.timeout ?? API_TIMEOUT_MS,
    ...(config.signal ? { signal: config.signal } : {}),
    silent: config.silent ?? false,
    responseType: config.responseType ?? 'json',
    ...(config.onDownloadProgress ? { onDownloadProgress: config.onDownloadProgress } : {}),
  };
}

export function configureApi(config: ConsoleConfig, hooks: ApiHooks): void {
  const nowUnix = () => unixNow((hooks.now ?? Date.now)());
  // the configured hash only, asked for now so that it is there by the first call
  let digest: Digest | undefined;
  const hashReady = () => loadDigest(config.signing.hash).then((loaded) => (digest = loaded));
  void hashReady().catch(() => undefined);

  const refresher = createTokenRefresh({
    request: async () => ((await send(toRequest({ url: TOKEN_PATH, silent: true }, config.apiBase))).data as ApiEnvelope<LoginData>).data as LoginData,
    onRefreshed: (data) => session.applyLogin(data, nowUnix()),
    onFailed: () => {
      session.clear();
      hooks.onSessionLost();
    },
    onPendingChange: (pending) => session.set({ isRefreshingToken: pending }),
  });

  /** The request step: refresh an expired token first, then sign with the current session. */
  async function prepare(req: WireRequest): Promise<void> {
    const path = prepareRequest(req, config.apiBase);
    if (checksToken(path) && (refresher.pending || isExpired(session.get().expireTime, nowUnix()))) await refresher.run();
    signRequest(req, path, {
      digest: digest ?? (await hashReady()),
      salts: config.signing.salts,
      apiBase: config.apiBase,
      lang: hooks.getLang,
      nowUnix,
      credentials: () => {
        const { username, token } = session.get();
        // after a reload the username is only in the cookie until the user info is loaded
        return { username: username || cookies.get(COOKIE_NAMES.username) || '', token };
      },
    });
  }

  async function send(req: WireRequest): Promise<WireResponse> {
    // a failed refresh has already lost the session and told the app: its ApiError goes as it is
    await prepare(req);
    let res: WireResponse;
    try {
      res = await current().transport(req);
    } catch (error) {
      // a cancel is not a failure; a network error or a timeout is shown (unless silent)
      if (error instanceof ApiError || (error as Error | undefined)?.name === 'CanceledError') throw error;
      throw report(ApiError.fromTransport(error), req);
    }
    try {
      return await judgeResponse(res, {
        canRetry: (r) => !r.retried && Boolean(session.get().token) && checksToken(apiPath(r.url, config.apiBase)),
        retry: async (r) => {
          if (session.get().token === r.signedToken) await refresher.run();
          return send({ ...r, headers: new Headers(r.headers), retried: true });
        },
      });
    } catch (error) {
      // the server refuses everything until the password is changed: the app shows that step
      if (error instanceof ApiError && error.status === ApiStatus.passwordChangeRequired) session.set({ mustChangePassword: true });
      throw error;
    }
  }

  wire = { config, nowUnix, send, transport: fetchTransport };
}

/**
 * Put a step in front of the transport (tests: tamper with a signed request as a proxy would).
 * Returns the undo.
 */
export function wrapTransport(wrap: (next: Transport) => Transport): () => void {
  const w = current();
  const original = w.transport;
  w.transport = wrap(original);
  return () => {
    w.transport = original;
  };
}

/** Unix seconds on the api's clock (`hooks.now`), for expiry arithmetic outside the wire. */
export function apiNowUnix(): number {
  return current().nowUnix();
}

/** The configuration the api was built with (the login needs the SM2 key). */
export function getApiConfig(): ConsoleConfig {
  return current().config;
}

/** A call judged as successful (status '1', or a file), with its HTTP status and headers. */
function response<T>(config: RequestConfig): Promise<WireResponse<T>> {
  const w = current();
  return w.send(toRequest(config, w.config.apiBase)) as Promise<WireResponse<T>>;
}

async function envelope<T>(config: RequestConfig): Promise<ApiEnvelope<T>> {
  return (await response<ApiEnvelope<T>>(config)).data;
}

async function call<T>(config: RequestConfig): Promise<T> {
  return (await envelope<T>(config)).data as T;
}

type Params = Record<string, unknown>;

export const api = {
  get: <T>(path: string, params?: Params, options?: CallOptions) => call<T>({ ...options, method: 'GET', url: path, ...(params ? { params } : {}) }),
  post: <T>(path: string, body?: unknown, params?: Params, options?: CallOptions) =>
    call<T>({ ...options, method: 'POST', url: path, data: body, ...(params ? { params } : {}) }),
  put: <T>(path: string, body?: unknown, params?: Params, options?: CallOptions) =>
    call<T>({ ...options, method: 'PUT', url: path, data: body, ...(params ? { params } : {}) }),
  delete: <T>(path: string, params?: Params, options?: CallOptions) => call<T>({ ...options, method: 'DELETE', url: path, ...(params ? { params } : {}) }),
  form: <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, fields: Record<string, FormValue>, files?: FormFiles, options?: CallOptions) =>
    call<T>({ ...options, method, url: path, data: toFormData(fields, files) }),
  /** The whole envelope (status, message, data) of a successful call. */
  envelope: <T>(config: RequestConfig) => envelope<T>(config),
  /** The whole answer of a successful call: a file (`responseType: 'blob'`), headers, HTTP status. */
  response: <T>(config: RequestConfig) => response<T>(config),
};
