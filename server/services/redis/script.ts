/**
 * A Lua script run atomically on Redis: every shared store's read-check-write is one script, so two
 * instances never interleave inside it. EVALSHA first (the script's body is sent once per Redis
 * start), EVAL when Redis answers NOSCRIPT. Keys the scripts touch besides KEYS[] (the socket slots'
 * instance hashes) keep these stores on one Redis (or a primary with replicas), not Redis Cluster.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export type RedisReply = string | number | null | RedisReply[];

export interface LuaScript {
  run(redis: Redis, keys: readonly string[], args: ReadonlyArray<string | number>): Promise<RedisReply>;
}

export function luaScript(lua: string): LuaScript {
  const sha = createHash('sha1').update(lua).digest('hex');
  return {
    async run(redis, keys, args) {
      try {
        return (await redis.evalsha(sha, keys.length, ...keys, ...args)) as RedisReply;
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
        return (await redis.eval(lua, keys.length, ...keys, ...args)) as RedisReply;
      }
    },
  };
}

/** A reply the script returns as a number (Redis turns Lua numbers into integers). */
export function replyNumber(reply: RedisReply | undefined): number {
  return typeof reply === 'number' ? reply : Number(reply ?? 0);
}

/** A reply the script returns as an array. */
export function replyList(reply: RedisReply): RedisReply[] {
  return Array.isArray(reply) ? reply : [];
}
