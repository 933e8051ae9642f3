/**
 * Logins from the test process to one instance of several, with the console's own signed api
 * client (as directApi.ts): a login that keeps its session, and a single attempt that reports
 * how it was answered. `forwardedFor` makes the calls those of another client behind the proxy
 * (X-Forwarded-For, for instances started with TRUST_PROXY=127.0.0.1 as `npm run cluster` starts
 * them), so that the per-IP login limit counts them apart from the test's own 127.0.0.1.
 */
import { ApiError, api, apiNowUnix, configureApi, session, toFormData, wrapTransport } from '../../../src/api';
import { parseConfig } from '../../../src/config/parseConfig';
import type { ConsoleConfig, LoginData } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';

export interface LoginOutcome {
  httpStatus: number;
  /** the envelope's status ('1' logged in, '0' refused, '-9' puzzle) */
  status: string;
  message: string;
}

/** Each instance's console configuration, read once. */
const configs = new Map<string, Promise<ConsoleConfig>>();

async function consoleConfig(baseUrl: string): Promise<ConsoleConfig> {
  const parsed = parseConfig(await (await fetch(`${baseUrl}/config.json`)).json(), {});
  if (!parsed.ok) throw new Error(`config.json: ${parsed.field} ${parsed.reason}`);
  return { ...parsed.config, apiBase: new URL(parsed.config.apiBase, baseUrl).href.replace(/\/+$/, '') };
}

/** Points the api at `baseUrl` (no session), its calls sent as `forwardedFor` when given; the SM2 key to encrypt with. */
async function pointAt(baseUrl: string, forwardedFor?: string): Promise<string> {
  let reading = configs.get(baseUrl);
  if (!reading) configs.set(baseUrl, (reading = consoleConfig(baseUrl)));
  const config = await reading;
  configureApi(config, { getLang: () => 'en', onSessionLost: () => undefined });
  session.clear();
  if (forwardedFor) {
    wrapTransport((next) => (request) => {
      request.headers.set('x-forwarded-for', forwardedFor);
      return next(request);
    });
  }
  return config.sm2PublicKey;
}

function loginFields(username: string, password: string, sm2PublicKey: string) {
  return { username, password: encryptPassword(password, sm2PublicKey), serviceloginkey: '', identifier: 'e2e-cluster', v: '1.3.0', agentToken: '' };
}

/** Logs in to `baseUrl`; the api's calls then go there with this session (until the next call here). */
export async function loginFrom(baseUrl: string, user: { username: string; password: string }, forwardedFor?: string): Promise<typeof api> {
  const key = await pointAt(baseUrl, forwardedFor);
  const data = await api.form<LoginData>('POST', '/auth/login', loginFields(user.username, user.password, key));
  session.applyLogin(data, apiNowUnix());
  return api;
}

/** One login attempt on `baseUrl`: how it was answered, whether accepted or refused. */
export async function attemptLogin(baseUrl: string, username: string, password: string, forwardedFor?: string): Promise<LoginOutcome> {
  const key = await pointAt(baseUrl, forwardedFor);
  try {
    const envelope = await api.envelope<LoginData>({ method: 'POST', url: '/auth/login', data: toFormData(loginFields(username, password, key)), silent: true });
    return { httpStatus: 200, status: envelope.status, message: envelope.message ?? '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { httpStatus: error.httpStatus, status: error.status, message: error.serverMessage ?? error.message };
  }
}
