/**
 * The one check in front of every /api call (spec §7), run after body parsing:
 * 1. `sign` + `timeunix` (header, or the form-data field variant) → else '-3';
 * 2. except on public paths, `username` + `X-Token` proving one of the user's live sessions → else '-2'.
 * It decorates the request with the user, the session and the normalized form.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus, UNAUTHENTICATED_PATHS } from '../../src/lib/contract';
import type { SignParams } from '../../src/lib/signing';
import type { MessageKey } from '../messages';
import { readForm, type FormFields, type FormFiles } from '../services/forms';
import { roleHasOperation } from '../services/menus';
import { matchSession, type Session } from '../services/sessions';
import { verifySignature } from '../services/signature';
import { findUser, toAuthUser, type AuthUser } from '../services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** the authenticated user; null on public paths */
    user: AuthUser | null;
    session: Session | null;
    /** body fields of any content type (see services/forms.ts) */
    form: FormFields;
    /** uploaded files of a multipart body */
    uploads: FormFiles;
  }
}

/** No username/X-Token here: the caller has no session yet. */
export const PUBLIC_PATHS: readonly string[] = [
  ...UNAUTHENTICATED_PATHS,
  '/auth/captcha',
  '/sms/code',
  '/auth/forgetpassword',
];
/** Accepts a session expired by less than REFRESH_GRACE_SECONDS. */
export const REFRESH_PATH = '/auth/token';
/** GET /api/files/… is read by <img src> and frames, which cannot sign; names are unguessable. */
export const UNSIGNED_GET_PREFIX = '/files/';

/** The API path as the console signs it: no '/api' prefix, no query string. */
export function apiPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/api/') ? pathname.slice(4) : pathname;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

async function authenticate(
  request: FastifyRequest,
  path: string,
  timeunix: number,
): Promise<{ user: AuthUser; session: Session } | MessageKey> {
  const app = request.server;
  const token = header(request, 'x-token');
  const username = header(request, 'username');
  if (!token) return 'missingToken';
  if (!username) return 'missingUsername';
  const row = await findUser(app.db, { username });
  if (!row) return 'invalidToken';
  const session = await matchSession(app.db, app.config.signing, row, path, timeunix, token);
  if (!session) return 'invalidToken';
  const now = app.nowUnix();
  if (now >= session.expires_at) {
    const refreshing = request.method === 'GET' && path === REFRESH_PATH;
    if (!refreshing || now >= session.expires_at + app.config.refreshGraceSeconds) return 'tokenExpired';
  }
  return { user: toAuthUser(row), session };
}

export async function guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.is404) return undefined;
  const path = apiPath(request.url);
  if ((request.method === 'GET' || request.method === 'HEAD') && path.startsWith(UNSIGNED_GET_PREFIX)) return undefined;

  const { fields, files } = await readForm(request);
  request.form = fields;
  request.uploads = files;
  const { config } = request.server;
  const signature = verifySignature(
    { method: request.method, headers: request.headers, query: (request.query ?? {}) as SignParams, fields },
    config.signing,
    request.server.nowUnix(),
    config.signWindowSeconds,
  );
  if (!signature.ok) return reply.fail(ApiStatus.badSignature, signature.reason);
  if (PUBLIC_PATHS.includes(path)) return undefined;

  const auth = await authenticate(request, path, signature.timeunix);
  if (typeof auth === 'string') return reply.fail(ApiStatus.tokenInvalid, auth);
  request.user = auth.user;
  request.session = auth.session;
  return undefined;
}

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`No authenticated user on ${request.url}`);
  return request.user;
}

/** A route preHandler answering '-4' unless the user's role has the operation code. */
export function requireOperation(code: string) {
  return async function checkOperation(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const user = request.user;
    if (user && (await roleHasOperation(request.server.db, user.roleId, code))) return undefined;
    return reply.fail(ApiStatus.forbidden, 'forbidden');
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    // Set by the guard before any route handler runs; the null is never seen by a handler.
    app.decorateRequest('form', null as unknown as FormFields);
    app.decorateRequest('uploads', null as unknown as FormFiles);
    app.addHook('preHandler', guard);
  },
  { name: 'platform-guard', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-envelope'] },
);
