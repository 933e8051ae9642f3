/**
 * The one check in front of every /api call (spec §7), in two steps so that nothing
 * unauthenticated costs a body read:
 * 1. onRequest, headers only: a `Content-Length` over the route's limit → 413; `timeunix` inside
 *    the window and `sign` present → else '-3'; except on public paths, `username` + `X-Token`
 *    proving one of the user's live sessions for this method, path, time and sign → else '-2'.
 * 2. preHandler, once the (size-limited) body is parsed: the `sign` over params and body fields
 *    → else '-3'; then the replay store refuses a request it has already accepted → '-3'.
 *    The salt is the console's, or the devices' on a route declared `signedByDevices()`.
 * It decorates the request with the user, the session and the normalized form.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus, UNAUTHENTICATED_PATHS } from '../../src/lib/contract';
import { INGEST_PATH } from '../../src/lib/readings';
import { DOCKING_READINGS_PATH } from '../../src/lib/docking';
import type { SigningConfig, SignParams } from '../../src/lib/signing';
import { t, type MessageKey } from '../messages';
import { readForm, type FormFields, type FormFiles } from '../services/forms';
import { roleHasOperation } from '../services/menus';
import { MemoryReplayStore, type ReplayStore } from '../services/replayStore';
import { RedisReplayStore } from '../services/redis/replayStore';
import { matchSession, type Session } from '../services/sessions';
import { checkTimeunix, verifySignature } from '../services/signature';
import { findUser, toAuthUser, type AuthUser } from '../services/users';
import { applyBodyLimits } from './bodyLimits';
import { envelope, requestLanguage } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** the authenticated user; null on public paths */
    user: AuthUser | null;
    session: Session | null;
    /** body fields of any content type (see services/forms.ts) */
    form: FormFields;
    /** uploaded files of a multipart body */
    uploads: FormFiles;
    /** the signing a route's own onRequest hook chose from the headers (the docking key, routes/open/docking.ts) */
    routeSigning: SigningConfig | null;
  }
  interface FastifyInstance {
    /** requests accepted inside the signing window (see services/replayStore.ts) */
    replays: ReplayStore;
  }
  interface FastifyContextConfig {
    /** whose salt signs the route's requests: 'device' for the devices' public endpoints (SIGN_SALT_DEVICE) */
    signedBy?: 'device';
  }
}

/** No username/X-Token here: the caller has no session yet. */
export const PUBLIC_PATHS: readonly string[] = [
  ...UNAUTHENTICATED_PATHS,
  '/auth/captcha',
  '/sms/code',
  '/auth/forgetpassword',
  // devices and gateways: signed with the device salt (route config `signedBy`), no session
  INGEST_PATH,
  // a customer's system: the docking key in a header, signed with it (request.routeSigning)
  DOCKING_READINGS_PATH,
];
/** Accepts a session expired by less than REFRESH_GRACE_SECONDS. */
export const REFRESH_PATH = '/auth/token';
/** GET /api/files/… is read by <img src> and frames, which cannot sign; names are unguessable. */
export const UNSIGNED_GET_PREFIX = '/files/';

/** Route options of a public route that devices sign with their own salt instead of the console's. */
export function signedByDevices(): { config: { signedBy: 'device' } } {
  return { config: { signedBy: 'device' } };
}

/** The API path as the console signs it: no '/api' prefix, no query string. */
export function apiPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/api/') ? pathname.slice(4) : pathname;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function unchecked(request: FastifyRequest, path: string): boolean {
  return request.is404 || ((request.method === 'GET' || request.method === 'HEAD') && path.startsWith(UNSIGNED_GET_PREFIX));
}

/** An answer outside the status → HTTP table: 413 too large, 503 busy. */
function refuse(reply: FastifyReply, httpCode: number, key: MessageKey): FastifyReply {
  return reply.code(httpCode).send(envelope(ApiStatus.failed, t(requestLanguage(reply.request), key)));
}

async function authenticate(
  request: FastifyRequest,
  path: string,
  timeunix: number,
  sign: string,
): Promise<{ user: AuthUser; session: Session } | MessageKey> {
  const app = request.server;
  const token = header(request, 'x-token');
  const username = header(request, 'username');
  if (!token) return 'missingToken';
  if (!username) return 'missingUsername';
  const row = await findUser(app.db, { username });
  if (!row) return 'invalidToken';
  const session = await matchSession(app.db, app.config.signing, row, { method: request.method, path, timeunix, sign }, token);
  if (!session) return 'invalidToken';
  const now = app.nowUnix();
  if (now >= session.expires_at) {
    const refreshing = request.method === 'GET' && path === REFRESH_PATH;
    if (!refreshing || now >= session.expires_at + app.config.refreshGraceSeconds) return 'tokenExpired';
  }
  return { user: toAuthUser(row), session };
}

/** Step 1: headers only, before any body is read. */
export async function checkHeaders(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const path = apiPath(request.url);
  if (unchecked(request, path)) return undefined;
  const length = Number(header(request, 'content-length'));
  if (Number.isFinite(length) && length > request.routeOptions.bodyLimit) return refuse(reply, 413, 'bodyTooLarge');

  const { config } = request.server;
  const sign = header(request, 'sign');
  const timeText = header(request, 'timeunix');
  if (PUBLIC_PATHS.includes(path)) {
    // the form-data variant carries sign and timeunix in the (small) body: checked in step 2
    if (!timeText) return undefined;
    const timeunix = checkTimeunix(timeText, request.server.nowUnix(), config.signWindowSeconds);
    return typeof timeunix === 'string' ? reply.fail(ApiStatus.badSignature, timeunix) : undefined;
  }
  // X-Token binds the sign header, so a signed-in call carries both as headers
  if (!sign) return reply.fail(ApiStatus.badSignature, 'missingSign');
  const timeunix = checkTimeunix(timeText, request.server.nowUnix(), config.signWindowSeconds);
  if (typeof timeunix === 'string') return reply.fail(ApiStatus.badSignature, timeunix);
  const auth = await authenticate(request, path, timeunix, sign.toLowerCase());
  if (typeof auth === 'string') return reply.fail(ApiStatus.tokenInvalid, auth);
  request.user = auth.user;
  request.session = auth.session;
  return undefined;
}

/** Step 2: the signature over the parsed body, then the replay store. */
export async function checkBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const path = apiPath(request.url);
  if (unchecked(request, path)) return undefined;
  const { fields, files } = await readForm(request);
  request.form = fields;
  request.uploads = files;
  const app = request.server;
  const { config } = app;
  const now = app.nowUnix();
  // a console salt does not open a device route, nor a device salt a console route
  const signing = request.routeSigning ?? (request.routeOptions.config.signedBy === 'device' ? config.deviceSigning : config.signing);
  const signature = verifySignature(
    { method: request.method, headers: request.headers, query: (request.query ?? {}) as SignParams, fields },
    signing,
    now,
    config.signWindowSeconds,
  );
  if (!signature.ok) return reply.fail(ApiStatus.badSignature, signature.reason);
  // a signed-in call was authenticated against its sign header: the body must match that sign
  if (request.user && signature.sign !== header(request, 'sign').toLowerCase()) return reply.fail(ApiStatus.badSignature, 'badSign');

  const [key, owner] = request.user
    ? [`u|${request.user.username}|${signature.timeunix}|${header(request, 'x-token').toLowerCase()}`, `u|${request.user.id}`]
    : [`p|${signature.sign}|${signature.timeunix}`, `ip|${request.ip}`];
  // a request is replayable while its timeunix is inside the window: remember it that long
  const verdict = await app.replays.remember(key, owner, signature.timeunix + config.signWindowSeconds + 1, now);
  if (verdict === 'replayed') return reply.fail(ApiStatus.badSignature, 'replayed');
  if (verdict === 'full') return refuse(reply, 503, 'busy');
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
    app.decorateRequest('routeSigning', null);
    // Set by the guard before any route handler runs; the null is never seen by a handler.
    app.decorateRequest('form', null as unknown as FormFields);
    app.decorateRequest('uploads', null as unknown as FormFiles);
    const bounds = { maxEntries: app.config.replayMaxEntries, maxPerOwner: app.config.replayMaxPerOwner };
    // with REDIS_URL a request one instance accepted is refused by every other
    app.decorate<ReplayStore>('replays', app.redis ? new RedisReplayStore(app.redis, app.redisKey('replay:'), bounds) : new MemoryReplayStore(bounds));
    app.addHook('onRoute', (route) => applyBodyLimits(route, app.config));
    app.addHook('onRequest', checkHeaders);
    app.addHook('preHandler', checkBody);
  },
  { name: 'platform-guard', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-envelope', 'platform-redis'] },
);
