/**
 * Per-IP limits on the calls an anonymous client can repeat to guess (issue 10 §2) and on the
 * devices' public ingestion endpoint (issue 12), counted by @fastify/rate-limit on the platform clock. The hook runs at onRequest and is registered before
 * the guard, so a refused request costs neither a signature check nor a body read.
 * Over the limit: HTTP 429, `{status:'0', message}` in the request's language, and Retry-After,
 * held back RATE_LIMIT_DELAY_MS first, so a client looping on refusals slows to its own pace.
 * Per-account limits (per phone, per account's failures) live in the services and answer alike.
 * With REDIS_URL the counts live in Redis (the plugin's own Redis store), so every instance counts
 * against one limit: their windows then run on Redis' clock (key expiry), not the platform clock.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { DOCKING_READINGS_PATH } from '../../src/lib/docking';
import { INGEST_PATH } from '../../src/lib/readings';
import type { PlatformConfig } from '../config';
import { t } from '../messages';
import { recordLogin } from '../services/audit/loginLog';
import { Tarpit } from '../services/tarpit';
import { windowCounterStore } from '../services/windowCounter';
import { envelope, requestLanguage } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** holds refused requests a moment before answering (services/tarpit.ts) */
    tarpit: Tarpit;
  }
}

export type RateLimitName = 'login' | 'captcha' | 'sms' | 'forgetPassword' | 'register' | 'ingest';

/**
 * Method and route → limit. Routes sharing a name share one count per IP (both SMS routes).
 * The two registration routes (routes/registered) share one count.
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, RateLimitName>> = {
  'POST /api/auth/login': 'login',
  'GET /api/auth/captcha': 'captcha',
  'POST /api/sms/code': 'sms',
  'POST /api/sms/codewithauth': 'sms',
  'POST /api/auth/forgetpassword': 'forgetPassword',
  'POST /api/registered/angent': 'register',
  'POST /api/role/registered': 'register',
  // devices and gateways: generous (a gateway sends for many devices), yet a bound on a public route
  [`POST /api${INGEST_PATH}`]: 'ingest',
  // a customer's system on the data interface (routes/open/docking.ts): the same bound
  [`POST /api${DOCKING_READINGS_PATH}`]: 'ingest',
  [`GET /api${DOCKING_READINGS_PATH}`]: 'ingest',
};

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export function rateLimits(config: PlatformConfig): Record<RateLimitName, { max: number; timeWindow: number }> {
  return {
    login: { max: config.rateLoginPerMinute, timeWindow: MINUTE_MS },
    captcha: { max: config.rateCaptchaPerMinute, timeWindow: MINUTE_MS },
    sms: { max: config.rateSmsPerHour, timeWindow: HOUR_MS },
    forgetPassword: { max: config.rateForgetPasswordPerHour, timeWindow: HOUR_MS },
    register: { max: config.rateRegisterPerHour, timeWindow: HOUR_MS },
    ingest: { max: config.rateIngestPerMinute, timeWindow: MINUTE_MS },
  };
}

/** The client as the limits and failure counters see it: an IPv6 client is its /64. */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** The 429 answer, shared by the per-IP limits here and the per-account limits in the services. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = t(requestLanguage(reply.request), 'tooManyAttempts', { count: seconds });
  return reply.code(429).header('retry-after', String(seconds)).send(envelope(ApiStatus.failed, message));
}

export default fp(
  async (app) => {
    // global: false, so no route is limited unless listed above
    const store = app.redis ? { redis: app.redis, nameSpace: app.redisKey('rate:') } : { store: windowCounterStore(app.config.now) };
    await app.register(rateLimit, { global: false, keyGenerator: clientKey, ...store });
    const tarpit = new Tarpit(app.config.rateLimitDelayMs, app.config.rateLimitDelayMaxHeld);
    app.decorate('tarpit', tarpit);
    const limits = rateLimits(app.config);
    const limiters = Object.fromEntries(
      // the limit's name in the key: the Redis store gives every limiter made here the same namespace
      Object.entries(limits).map(([name, options]) => [name, app.createRateLimit({ ...options, keyGenerator: (request) => `${name}|${clientKey(request)}` })]),
    ) as Record<RateLimitName, ReturnType<typeof app.createRateLimit>>;

    // the login log names rate-limited logins (issue 30 §1), once a minute per client: a flood
    // refused here must not become a flood of inserts
    const loggedAt = new Map<string, number>();
    const logRefusedLogin = async (request: FastifyRequest) => {
      // a platform without a database (this plugin's own tests) has no log to write
      if (!app.hasDecorator('db')) return;
      const client = clientKey(request);
      const now = app.nowUnix();
      if ((loggedAt.get(client) ?? -Infinity) > now - 60) return;
      if (loggedAt.size > 10_000) loggedAt.clear();
      loggedAt.set(client, now);
      const agent = request.headers['user-agent'];
      await recordLogin(app.db, { username: '', ip: request.ip, userAgent: typeof agent === 'string' ? agent : '', at: now, result: 'rateLimited' });
    };

    app.addHook('onRequest', async (request, reply) => {
      // Fastify answers HEAD with the GET handler: count it as the GET, or it would bypass the limit
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const name = RATE_LIMITED_ROUTES[`${method} ${request.routeOptions.url ?? ''}`];
      if (!name) return undefined;
      const verdict = await limiters[name](request);
      if (verdict.isAllowed || !verdict.isExceeded) return undefined;
      // debug: under a flood an info line per refusal would cost more than the refusal itself
      request.log.debug({ limit: name }, 'rate limit exceeded');
      if (name === 'login') await logRefusedLogin(request);
      await tarpit.hold();
      return tooManyAttempts(reply, verdict.ttlInSeconds);
    });
  },
  { name: 'platform-rate-limit', fastify: '5.x', dependencies: ['platform-config', 'platform-envelope', 'platform-redis'] },
);
