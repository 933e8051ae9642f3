/**
 * The pending captcha answers (services/captcha.ts) shared by every instance: a captcha drawn by one
 * is solved on another, and solved once. One hash per captcha (answer, username, client, expiry),
 * a sorted set of all pending ids by expiry (CAPTCHA_MAX_PENDING counts it) and one per client in
 * the order they were drawn (CAPTCHA_MAX_PENDING_PER_CLIENT: the client's oldest gives way). The
 * bounds are checked and the captcha written in one script; taking one reads and deletes it in
 * one. Every key expires CAPTCHA_TTL_MS after its last write.
 */
import type { Redis } from 'ioredis';
import { CAPTCHA_TTL_MS, type CaptchaLimits, type CaptchaPending, type PendingCaptcha } from '../captcha';
import { luaScript, replyList, replyNumber, type RedisReply } from './script';

// KEYS: all, client's, entry, sequence; ARGV: id, now, expiresAt, maxPending, maxPerClient, answer, username, client, ttlMs, entry prefix
const ADD = luaScript(`
local all, own = KEYS[1], KEYS[2]
redis.call('ZREMRANGEBYSCORE', all, '-inf', ARGV[2])
for _, id in ipairs(redis.call('ZRANGE', own, 0, -1)) do
  if not redis.call('ZSCORE', all, id) then redis.call('ZREM', own, id) end
end
while redis.call('ZCARD', own) >= tonumber(ARGV[5]) do
  local oldest = redis.call('ZPOPMIN', own)[1]
  redis.call('ZREM', all, oldest)
  redis.call('DEL', ARGV[10] .. oldest)
end
if redis.call('ZCARD', all) >= tonumber(ARGV[4]) then return 0 end
local ttl = tonumber(ARGV[9])
redis.call('HSET', KEYS[3], 'answer', ARGV[6], 'username', ARGV[7], 'client', ARGV[8], 'expiresAt', ARGV[3])
redis.call('ZADD', all, ARGV[3], ARGV[1])
redis.call('ZADD', own, redis.call('INCR', KEYS[4]), ARGV[1])
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, ttl) end
return 1
`);

// KEYS: all, entry; ARGV: id, client prefix
const TAKE = luaScript(`
local entry = redis.call('HMGET', KEYS[2], 'answer', 'username', 'client', 'expiresAt')
if not entry[1] then return nil end
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', ARGV[2] .. entry[3], ARGV[1])
return entry
`);

function pendingOf(reply: RedisReply): PendingCaptcha | undefined {
  const [answer, username, client, expiresAt] = replyList(reply);
  if (typeof answer !== 'string') return undefined;
  return { answer, username: String(username ?? ''), client: String(client ?? ''), expiresAt: replyNumber(expiresAt) };
}

export class RedisCaptchaPending implements CaptchaPending {
  constructor(
    private readonly redis: Redis,
    /** app.redisKey('captcha:') */
    private readonly prefix: string,
  ) {}

  private entryKey(id: string): string {
    return `${this.prefix}entry:${id}`;
  }

  async add(id: string, entry: PendingCaptcha, limits: CaptchaLimits, now: number): Promise<boolean> {
    const keys = [`${this.prefix}all`, `${this.prefix}client:${entry.client}`, this.entryKey(id), `${this.prefix}sequence`];
    const args = [
      id,
      now,
      entry.expiresAt,
      limits.maxPending,
      limits.maxPerClient,
      entry.answer,
      entry.username,
      entry.client,
      CAPTCHA_TTL_MS,
      this.entryKey(''),
    ];
    return replyNumber(await ADD.run(this.redis, keys, args)) === 1;
  }

  async get(id: string): Promise<PendingCaptcha | undefined> {
    return pendingOf(await this.redis.hmget(this.entryKey(id), 'answer', 'username', 'client', 'expiresAt'));
  }

  async take(id: string): Promise<PendingCaptcha | undefined> {
    return pendingOf(await TAKE.run(this.redis, [`${this.prefix}all`, this.entryKey(id)], [id, `${this.prefix}client:`]));
  }

  async size(): Promise<number> {
    return this.redis.zcard(`${this.prefix}all`);
  }
}
