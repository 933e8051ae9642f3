/** Deletes every key under a prefix: what a test, an e2e cluster or a bench leaves in a shared Redis. */
import type { Redis } from 'ioredis';

export async function dropRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
