/**
 * An account whose password someone else set (a new user's initial password, a reset: spec §9)
 * may do nothing but change it. Registered right after the guard, so that it sees the
 * authenticated user: every other call of such a session answers 403 with status '-7'.
 * The console shows its change-password step on the login's `mustChangePassword` flag.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { MemoryPasswordChangeAttempts, type PasswordChangeAttempts } from '../services/passwordChangeAttempts';
import { RedisPasswordChangeAttempts } from '../services/redis/passwordChangeAttempts';
import { apiPath } from './guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** wrong old passwords per account (services/passwordChangeAttempts.ts) */
    passwordAttempts: PasswordChangeAttempts;
  }
}

export const CHANGE_PASSWORD_PATH = '/account/password';

/** What a session that must change its password may still call: the change, and the session itself. */
export const ALLOWED_BEFORE_CHANGE: ReadonlyArray<readonly [method: string, path: string]> = [
  ['PUT', CHANGE_PASSWORD_PATH],
  ['GET', '/auth/info'],
  ['GET', '/auth/logout'],
  ['GET', '/auth/token'],
];

export async function requirePasswordChanged(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.user?.mustChangePassword) return undefined;
  const path = apiPath(request.url);
  if (ALLOWED_BEFORE_CHANGE.some(([method, allowed]) => method === request.method && allowed === path)) return undefined;
  return reply.fail(ApiStatus.passwordChangeRequired, 'passwordChangeRequired');
}

export default fp(
  async (app) => {
    const options = { maxFailures: app.config.passwordChangeMaxFailures, windowSeconds: app.config.passwordChangeWindowSeconds };
    app.decorate<PasswordChangeAttempts>(
      'passwordAttempts',
      app.redis ? new RedisPasswordChangeAttempts(app.redis, app.redisKey('password-change:'), options) : new MemoryPasswordChangeAttempts(options),
    );
    app.addHook('preHandler', requirePasswordChanged);
  },
  { name: 'platform-password-change', fastify: '5.x', dependencies: ['platform-guard', 'platform-redis'] },
);
