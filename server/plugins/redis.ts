/**
 * Redis (REDIS_URL): what several instances share. `app.redis` is the command connection, or null
 * on one process (then every store stays in memory, as before); `app.redisKey(name)` puts the
 * instance group's prefix (REDIS_KEY_PREFIX) before a key, so that groups — and parallel tests —
 * share a Redis without meeting. Subscribers take their own connection (`app.redis.duplicate()`).
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    redisKey(name: string): string;
  }
}

/** redis://:secret@host:6379/0 → redis://host:6379/0, for messages */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'the REDIS_URL';
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    app.decorate('redisKey', (name: string) => `${redisKeyPrefix}${name}`);
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    // fail the start, not the first request, when Redis cannot be reached
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true });
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot reach Redis at ${redactedRedisUrl(redisUrl)}: ${(error as Error).message}`, { cause: error });
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'platform-redis', fastify: '5.x', dependencies: ['platform-config'] },
);
