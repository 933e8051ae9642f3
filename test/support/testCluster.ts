/**
 * Several platform instances acting as one, in one test process: one database (a PostgreSQL
 * database of their own under TEST_ENGINE=postgres, else one SQLite file in a temporary DATA_DIR)
 * and one Redis key prefix on TEST_REDIS_URL. Each instance is a TestPlatform with its own clock,
 * all starting at the same moment; `close()` closes them all and drops what they shared.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { PlatformOptions } from '../../server/config';
import { createTestDatabase, testDatabaseServer } from './testDatabase';
import { createTestPlatform, type TestPlatform } from './testPlatform';
import { dropRedisKeys } from './testRedis';

/** the Redis the cluster tests share state through; undefined: those tests skip (CI always sets it) */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

export interface TestCluster {
  instances: TestPlatform[];
  /** the settings every instance shares (database, Redis and its prefix) */
  shared: Partial<PlatformOptions>;
  close(): Promise<void>;
}

export async function createTestCluster(size: number, overrides: Partial<PlatformOptions> = {}): Promise<TestCluster> {
  const redisUrl = testRedisUrl();
  if (!redisUrl) throw new Error('A test cluster needs TEST_REDIS_URL (a Redis the instances share)');
  const server = testDatabaseServer();
  const database = server ? await createTestDatabase(server) : undefined;
  const dataDir = database ? undefined : mkdtempSync(path.join(tmpdir(), 'coldchain-cluster-'));
  const redisKeyPrefix = `test:${randomBytes(6).toString('hex')}:`;
  const shared: Partial<PlatformOptions> = {
    ...(database ? { databaseUrl: database.url } : { dataDir }),
    redisUrl,
    redisKeyPrefix,
  };
  const instances: TestPlatform[] = [];
  const close = async () => {
    for (const instance of instances.splice(0)) await instance.close();
    await database?.drop();
    // what the instances left in Redis expires on its own; a test run leaves nothing behind all the same
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    await dropRedisKeys(redis, redisKeyPrefix).finally(() => redis.disconnect());
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // one after the other: the first migrates and seeds, the next find it done
    for (let i = 0; i < size; i += 1) instances.push(await createTestPlatform({ ...shared, ...overrides }));
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, shared, close };
}
