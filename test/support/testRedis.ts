/**
 * The real Redis for the shared stores' tests (TEST_REDIS_URL; without it those runs skip). Each
 * file gets a connection and a key prefix of its own, each test a fresh prefix under it (`prefix()`),
 * and every key under the file's prefix is deleted when the file ends.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { dropRedisKeys } from './redisKeys';
import { testRedisUrl } from './testCluster';

export { dropRedisKeys };

export interface TestRedis {
  redis: Redis;
  /** a prefix no other test uses */
  prefix(): string;
  /** another connection to the same Redis (closed with the file) */
  connect(): Redis;
}

export type StoreKind = 'memory' | 'redis';

/** Registers the file's beforeAll/afterAll: a connection and a prefix, then every key under it dropped. */
export function useTestRedis(): () => TestRedis {
  let current: TestRedis | undefined;
  const base = `test:${randomBytes(6).toString('hex')}:`;
  const others: Redis[] = [];
  let made = 0;
  beforeAll(async () => {
    const url = testRedisUrl();
    if (!url) throw new Error('useTestRedis needs TEST_REDIS_URL');
    const redis = new Redis(url, { maxRetriesPerRequest: 3 });
    current = {
      redis,
      prefix: () => `${base}${(made += 1)}:`,
      connect: () => {
        const other = new Redis(url, { maxRetriesPerRequest: 3 });
        others.push(other);
        return other;
      },
    };
  });
  afterAll(async () => {
    if (!current) return;
    await dropRedisKeys(current.redis, base);
    for (const redis of [current.redis, ...others]) redis.disconnect();
  });
  return () => {
    if (!current) throw new Error('the test Redis is not open yet');
    return current;
  };
}

/**
 * Runs `suite` once on this process's store and once on the store shared through Redis (skipped
 * without TEST_REDIS_URL): the same behaviours, asked of both.
 */
export function eachStoreKind(title: string, suite: (kind: StoreKind, redis: () => TestRedis) => void): void {
  for (const kind of ['memory', 'redis'] as const) {
    describe.skipIf(kind === 'redis' && !testRedisUrl())(`${title} (${kind})`, () => {
      const redis =
        kind === 'redis'
          ? useTestRedis()
          : () => {
              throw new Error('no Redis in the memory run');
            };
      suite(kind, redis);
    });
  }
}
