/**
 * The fixed-window counter of services/windowCounter.ts, shared by every instance: one hash per key
 * (count, end of window on the platform clock) changed by one script, so two instances' hits of one
 * key count in one window. Bounded by expiry instead of a key count: each key expires when its
 * window ends.
 */
import type { Redis } from 'ioredis';
import type { HitCounter } from '../windowCounter';
import { luaScript, replyList, replyNumber } from './script';

const HIT = luaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'count', 'ends')
local count = tonumber(state[1])
local ends = tonumber(state[2])
if not count or not ends or ends <= now then
  count = 0
  ends = now + window
end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'ends', ends)
redis.call('PEXPIRE', KEYS[1], ends - now)
return {count, ends - now}
`);

/** Counts under `prefix` + key, on the platform clock `now`. */
export function redisHitCounter(redis: Redis, prefix: string, now: () => number): HitCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = replyList(await HIT.run(redis, [`${prefix}${key}`], [now(), windowMs]));
      return { count: replyNumber(count), ttlMs: replyNumber(ttlMs) };
    },
  };
}
