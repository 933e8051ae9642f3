/** Login (spec §4, §7): a multipart form with the SM2-encrypted password. */
import { ApiError, api, apiNowUnix, errorMessage, getApiConfig, prefs, session } from '../api';
import { ApiStatus, type LoginData } from '../lib/contract';
import { authHooks } from './authHooks';

export const LOGIN_PATH = '/auth/login';
/** The console version sent as `v` (spec §1: v1.3.0). */
export const CLIENT_VERSION = '1.3.0';
export const LOGIN_FAILED = 'app.login.failed';

export interface LoginParams {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  /** defaults to the `agent_token` query of the login URL */
  agentToken?: string;
}

/** A refused login. `message` is the server's text or a translation key. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  /** the server wants the puzzle (captcha) step: status '-9' */
  readonly puzzle: boolean;
  readonly status: string;

  constructor(message: string, status: string) {
    super(message);
    this.status = status;
    this.puzzle = status === ApiStatus.puzzle;
  }
}

export function isPuzzleError(error: unknown): error is LoginError {
  return typeof error === 'object' && error !== null && (error as { puzzle?: unknown }).puzzle === true;
}

/**
 * Readies what a login needs while the user types (issue 11 §4): SM2's code and the message-
 * independent half of the password's encryption, tens of milliseconds taken off the submit.
 * A failure here changes nothing: the submit then does it all itself, and reports.
 */
export function prepareLogin(): Promise<void> {
  return import('../lib/sm2').then(({ prepareEncryption }) => void prepareEncryption(getApiConfig().sm2PublicKey)).catch(() => undefined);
}

/**
 * Resolves once the session holds the new token. Rejects with a LoginError and shows no toast:
 * the login page shows the message next to the form.
 */
export async function login(params: LoginParams): Promise<void> {
  // SM2 and its big-integer maths load on submit, not with the login form.
  const { encryptPassword } = await import('../lib/sm2');
  const fields = {
    username: params.username,
    password: encryptPassword(params.password, getApiConfig().sm2PublicKey),
    serviceloginkey: '',
    identifier: prefs.getIdentifier(),
    v: CLIENT_VERSION,
    agentToken: params.agentToken ?? authHooks().agentToken(),
    captchaId: params.captchaId,
    captcha: params.captcha,
  };
  let data: LoginData;
  try {
    data = await api.form<LoginData>('POST', LOGIN_PATH, fields, undefined, { silent: true });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : '';
    // Spec §4: '-9' is remembered, so a reload still shows the puzzle.
    if (status === ApiStatus.puzzle) prefs.setPuzzleNeeded(true);
    throw new LoginError(errorMessage(error, LOGIN_FAILED), status);
  }
  // nothing of a previous user may survive into this session
  session.clear();
  session.applyLogin(data, apiNowUnix());
  prefs.setPuzzleNeeded(false);
}
