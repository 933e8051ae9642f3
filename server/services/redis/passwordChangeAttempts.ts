/**
 * Wrong old passwords per account (services/passwordChangeAttempts.ts) counted across instances: one
 * list per account of its last `maxFailures` failure seconds, trimmed and appended in one script,
 * expiring `windowSeconds` after the last failure (by then none of them counts).
 */
import type { Redis } from 'ioredis';
import { waitAfter, type PasswordChangeAttempts, type PasswordChangeAttemptsOptions } from '../passwordChangeAttempts';
import { luaScript } from './script';

// ARGV: now, windowSeconds, maxFailures
const RECORD = luaScript(`
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[3]), -1)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`);

export class RedisPasswordChangeAttempts implements PasswordChangeAttempts {
  constructor(
    private readonly redis: Redis,
    /** app.redisKey('password-change:') */
    private readonly prefix: string,
    private readonly options: PasswordChangeAttemptsOptions,
  ) {}

  private key(userId: number): string {
    return `${this.prefix}${userId}`;
  }

  async retryAfter(userId: number, nowUnix: number): Promise<number> {
    const recent = (await this.redis.lrange(this.key(userId), 0, -1)).map(Number).filter((at) => at > nowUnix - this.options.windowSeconds);
    return waitAfter(recent, nowUnix, this.options);
  }

  async recordFailure(userId: number, nowUnix: number): Promise<void> {
    await RECORD.run(this.redis, [this.key(userId)], [nowUnix, this.options.windowSeconds, this.options.maxFailures]);
  }

  async clear(userId: number): Promise<void> {
    await this.redis.del(this.key(userId));
  }
}
