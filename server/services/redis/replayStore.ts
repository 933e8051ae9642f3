/**
 * The replay store (services/replayStore.ts) shared by every instance, so that a request accepted by
 * one is refused by the others. Two sorted sets scored by expiry second: all entries, and the
 * caller's own; one script drops the passed seconds, then answers 'replayed', 'full' or records the
 * key in both. The bounds mean what they mean in memory (REPLAY_MAX_ENTRIES in all,
 * REPLAY_MAX_PER_OWNER per caller), now across instances; each set expires after its last entry.
 * Members are a hash of the key, so a long username or token costs Redis no more than a short one.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ReplayStore, ReplayStoreOptions, ReplayVerdict } from '../replayStore';
import { luaScript, replyNumber } from './script';

const REMEMBER = luaScript(`
local now = tonumber(ARGV[2])
local expiresAt = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 'replayed' end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'full' end
redis.call('ZADD', KEYS[1], expiresAt, ARGV[1])
redis.call('ZADD', KEYS[2], expiresAt, ARGV[1])
local ttl = (expiresAt - now + 1) * 1000
for _, key in ipairs(KEYS) do
  if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end
end
return 'fresh'
`);

const VERDICTS: readonly ReplayVerdict[] = ['fresh', 'replayed', 'full'];

export class RedisReplayStore implements ReplayStore {
  constructor(
    private readonly redis: Redis,
    /** app.redisKey('replay:') or another store's own */
    private readonly prefix: string,
    private readonly options: ReplayStoreOptions,
  ) {}

  async remember(key: string, owner: string, expiresAt: number, nowUnix: number): Promise<ReplayVerdict> {
    const member = createHash('sha256').update(key).digest('base64url').slice(0, 22);
    const keys = [`${this.prefix}all`, `${this.prefix}owner:${owner}`];
    const reply = await REMEMBER.run(this.redis, keys, [member, nowUnix, expiresAt, this.options.maxEntries, this.options.maxPerOwner]);
    const verdict = VERDICTS.find((known) => known === reply);
    if (!verdict) throw new Error(`Unexpected answer of the replay store: ${String(reply)}`);
    return verdict;
  }

  async size(): Promise<number> {
    return replyNumber(await this.redis.zcard(`${this.prefix}all`));
  }
}
