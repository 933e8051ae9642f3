/**
 * Slots (services/slots.ts) counted across instances. Each instance keeps what it holds in a hash
 * of its own (counter → held) and its lease in a sorted set of instances (score: the lease's end on
 * Redis' clock). A take sums a counter over the instances whose lease runs, checks every cap and
 * counts in one script; an instance whose lease ran out (it died) is dropped with its hash, so what
 * it held is free again LEASE_MS later at most. Every instance renews its lease each LEASE_MS / 3
 * and then, when none of its own calls is under way, writes its hash again from what it knows it
 * holds, so a release lost on the way is made good.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SlotClaim, Slots } from '../slots';
import { luaScript, replyNumber } from './script';

/** How long an instance's holdings outlive its last renewal: its sockets or files are gone by then. */
export const LEASE_MS = 15_000;

const NOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

// KEYS: instances, own hash; ARGV: mode (take | full | count), instance, leaseMs, hash prefix, then key, max pairs
const CLAIM = luaScript(`${NOW}
local instances, own, mode, lease, prefix = KEYS[1], KEYS[2], ARGV[1], tonumber(ARGV[3]), ARGV[4]
for _, dead in ipairs(redis.call('ZRANGEBYSCORE', instances, '-inf', now)) do
  redis.call('DEL', prefix .. dead)
  redis.call('ZREM', instances, dead)
end
local live = redis.call('ZRANGE', instances, 0, -1)
local function held(key)
  local sum = 0
  for _, id in ipairs(live) do sum = sum + tonumber(redis.call('HGET', prefix .. id, key) or 0) end
  return sum
end
if mode == 'count' then return held(ARGV[5]) end
for i = 5, #ARGV, 2 do
  if held(ARGV[i]) >= tonumber(ARGV[i + 1]) then return 0 end
end
if mode == 'full' then return 1 end
for i = 5, #ARGV, 2 do redis.call('HINCRBY', own, ARGV[i], 1) end
redis.call('ZADD', instances, now + lease, ARGV[2])
redis.call('PEXPIRE', own, lease)
redis.call('PEXPIRE', instances, lease)
return 1
`);

// KEYS: own hash; ARGV: keys
const RELEASE = luaScript(`
for _, key in ipairs(ARGV) do
  if redis.call('HINCRBY', KEYS[1], key, -1) <= 0 then redis.call('HDEL', KEYS[1], key) end
end
return 1
`);

// KEYS: instances, own hash; ARGV: instance, leaseMs, rewrite (1 | 0), then key, held pairs
const RENEW = luaScript(`${NOW}
local lease = tonumber(ARGV[2])
if ARGV[3] == '1' then
  redis.call('DEL', KEYS[2])
  for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[2], lease)
redis.call('PEXPIRE', KEYS[1], lease)
return 1
`);

export class RedisSlots implements Slots {
  private readonly instance = randomUUID();
  /** counter → held by this instance: the truth its hash is rewritten from */
  private readonly mine = new Map<string, number>();
  private inFlight = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    /** app.redisKey('sockets:slots:') or another group's own */
    private readonly prefix: string,
    private readonly leaseMs = LEASE_MS,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.renew().catch(this.onError), Math.max(1, Math.floor(leaseMs / 3)));
    this.timer.unref();
  }

  private get keys(): [instances: string, own: string] {
    return [`${this.prefix}instances`, `${this.prefix}instance:${this.instance}`];
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }

  private claim(mode: 'take' | 'full' | 'count', claims: readonly SlotClaim[]): Promise<number> {
    const args = [mode, this.instance, this.leaseMs, `${this.prefix}instance:`, ...claims.flatMap(({ key, max }) => [key, max])];
    return this.call(async () => replyNumber(await CLAIM.run(this.redis, this.keys, args)));
  }

  async take(claims: readonly SlotClaim[]): Promise<boolean> {
    if (this.closed || (await this.claim('take', claims)) !== 1) return false;
    for (const { key } of claims) this.mine.set(key, (this.mine.get(key) ?? 0) + 1);
    return true;
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const left = (this.mine.get(key) ?? 0) - 1;
      if (left > 0) this.mine.set(key, left);
      else this.mine.delete(key);
    }
    if (this.closed) return;
    await this.call(() => RELEASE.run(this.redis, [this.keys[1]], keys));
  }

  async full(claims: readonly SlotClaim[]): Promise<boolean> {
    return (await this.claim('full', claims)) === 0;
  }

  async held(key: string): Promise<number> {
    return this.claim('count', [{ key, max: 0 }]);
  }

  /** Renews the lease; rewrites the hash from `mine` unless a call of ours is under way. */
  async renew(): Promise<void> {
    if (this.closed) return;
    const rewrite = this.inFlight === 0;
    const pairs = rewrite ? [...this.mine].flatMap(([key, held]) => [key, held]) : [];
    await RENEW.run(this.redis, this.keys, [this.instance, this.leaseMs, rewrite ? 1 : 0, ...pairs]);
  }

  /** Stops renewing and drops this instance's holdings: call before the Redis connection closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    const [instances, own] = this.keys;
    try {
      await this.redis.multi().zrem(instances, this.instance).del(own).exec();
    } catch {
      // Redis already gone (lost, or closed first): the holdings expire with their lease
    }
  }
}
