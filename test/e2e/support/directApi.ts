/**
 * The console's own signed api client, run in the test process against the e2e server: for
 * requests sent "directly", past whatever the console's screens allow.
 */
import { ApiError, api, apiNowUnix, configureApi, session } from '../../../src/api';
import { parseConfig } from '../../../src/config/parseConfig';
import type { LoginData } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';

/** Logs in; its requests ask for answers (and name what they create) in `lang`. */
export async function directLogin(baseUrl: string, user: { username: string; password: string }, lang = 'en'): Promise<typeof api> {
  const parsed = parseConfig(await (await fetch(`${baseUrl}/config.json`)).json(), {});
  if (!parsed.ok) throw new Error(`config.json: ${parsed.field} ${parsed.reason}`);
  const config = { ...parsed.config, apiBase: new URL(parsed.config.apiBase, baseUrl).href.replace(/\/+$/, '') };
  configureApi(config, { getLang: () => lang, onSessionLost: () => undefined });
  session.clear();
  const data = await api.form<LoginData>('POST', '/auth/login', {
    username: user.username,
    password: encryptPassword(user.password, config.sm2PublicKey),
    serviceloginkey: '',
    identifier: 'e2e-direct',
    v: '1.3.0',
    agentToken: '',
  });
  session.applyLogin(data, apiNowUnix());
  return api;
}

/** The HTTP status a direct call ends with (200 when it succeeds). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.httpStatus;
    throw error;
  }
}
