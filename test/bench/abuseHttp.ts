/**
 * The signed wire over real HTTP (node:http, keep-alive), for the abuse bench: what
 * test/support/testPlatform.ts `signedInject` does in-process, sent to the bench's server on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import type { ConsoleConfig, LoginData } from '../../src/lib/contract';
import { newNonce, requestSign, unixNow, xToken, type SignParams, type SigningConfig } from '../../src/lib/signing';
import { encryptPassword } from '../../src/lib/sm2';

export interface Answer {
  /** the HTTP status */
  status: number;
  /** the envelope's status, when the body is one */
  apiStatus?: string;
  body: string;
  /** request sent → whole answer read */
  ms: number;
}

export interface Session {
  username: string;
  token: string;
}

export const REQUEST_TIMEOUT_MS = 30_000;

/** One keep-alive connection per caller: a sequential probe reuses it like a browser would. */
export const keepAlive = (maxSockets = 1) => new Agent({ keepAlive: true, maxSockets });

export function send(url: string, options: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer; agent?: Agent }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, apiStatus: envelopeStatus(body), body, ms: performance.now() - t0 });
      });
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

export function envelopeStatus(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { status?: unknown };
    return typeof parsed.status === 'string' ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}

/** A multipart/form-data body of text fields, as the console's FormData sends it. */
export function multipart(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The headers of a signed call: sign over `params` (query, plus body fields on POST/PUT), a fresh
 * nonce, and with a session the X-Token. `sign` may be given when it was computed another way.
 */
export function signedHeaders(
  config: SigningConfig,
  call: { method: string; path: string; params: SignParams; session?: Session; timeunix?: number; nonce?: string; sign?: string },
): Record<string, string> {
  const timeunix = call.timeunix ?? unixNow();
  const nonce = call.nonce ?? newNonce();
  const sign = call.sign ?? requestSign(config, call.params, timeunix, nonce);
  const headers: Record<string, string> = { timeunix: String(timeunix), sign, nonce, lang: 'en' };
  if (call.session) {
    const { username, token } = call.session;
    headers.username = username;
    headers['x-token'] = xToken(config, { method: call.method, path: call.path, username, token, timeunix, sign });
  }
  return headers;
}

export async function consoleConfig(baseUrl: string): Promise<ConsoleConfig> {
  const answer = await send(`${baseUrl}/config.json`, {});
  if (answer.status !== 200) throw new Error(`/config.json answered ${answer.status}`);
  return JSON.parse(answer.body) as ConsoleConfig;
}

/** The login fields of the console's login form, the password SM2-encrypted. */
export function loginFields(username: string, cipher: string): Record<string, string> {
  return { username, password: cipher, serviceloginkey: '', identifier: 'bench', v: '1.3.0', agentToken: '' };
}

/** POST /api/auth/login like the console; throws unless the status is '1'. */
export async function login(baseUrl: string, config: ConsoleConfig, user: { username: string; password: string }): Promise<Session> {
  const fields = loginFields(user.username, encryptPassword(user.password, config.sm2PublicKey));
  const { body, contentType } = multipart(fields);
  const headers = { ...signedHeaders(config.signing, { method: 'POST', path: '/auth/login', params: fields }), 'content-type': contentType };
  const answer = await send(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body });
  const envelope = JSON.parse(answer.body) as { status?: string; message?: string; data?: LoginData };
  if (envelope.status !== '1' || !envelope.data)
    throw new Error(`login ${user.username}: HTTP ${answer.status} status ${envelope.status} ${envelope.message ?? ''}`);
  return { username: user.username, token: envelope.data.token };
}

/** A signed GET of an /api path with query params, as a signed-in user. */
export function signedGet(baseUrl: string, config: SigningConfig, session: Session, path: string, query: Record<string, string>, agent?: Agent) {
  const headers = signedHeaders(config, { method: 'GET', path, params: query, session });
  return send(`${baseUrl}/api${path}?${new URLSearchParams(query).toString()}`, { headers, agent });
}
