/**
 * Several real server instances acting as one (issue 27 §5), as `npm run cluster` runs them but
 * without the proxy: a fresh PostgreSQL database of their own on the TEST_DATABASE_URL server
 * (made empty; the first instance migrates and seeds it as a first start would), one Redis with a
 * key prefix of their own on TEST_REDIS_URL, and one DATA_DIR. Everything is removed by stop().
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { dropRedisKeys } from '../../support/redisKeys';
import { createTestDatabase } from '../../support/testDatabase';
import { startServer, type RunningServer } from './startServer';

export interface ClusterEngines {
  /** a PostgreSQL server the tests may create databases on */
  databaseServer: string;
  redisUrl: string;
}

const ci = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * The engines of TEST_DATABASE_URL and TEST_REDIS_URL, or undefined (with a loud line) when one is
 * unset: the caller skips. Under CI their absence throws instead (npm test always provides them
 * through test/withEngines.ts), so a missing engine can never pass as a skipped file.
 */
export function clusterEngines(what: string): ClusterEngines | undefined {
  const databaseServer = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (databaseServer && redisUrl) return { databaseServer, redisUrl };
  const unset = [!databaseServer && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
  const reason = `${what} needs PostgreSQL and Redis, and ${unset} ${unset.includes(' and ') ? 'are' : 'is'} unset (npm test sets them through test/withEngines.ts)`;
  if (ci) throw new Error(`FAILED under CI: ${reason}`);
  console.warn(`SKIPPED: ${reason}`);
  return undefined;
}

export interface RunningCluster {
  instances: RunningServer[];
  /** the settings every instance got (DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, DATA_DIR and `env`) */
  shared: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts `size` instances of server/server.ts over dist/ (startServer), one after the other: the
 * first migrates and seeds the new database, the next find it done. `env` is given to every one.
 */
export async function startCluster(engines: ClusterEngines, env: Record<string, string> = {}, size = 2): Promise<RunningCluster> {
  const database = await createTestDatabase(engines.databaseServer, { empty: true, prefix: 'e2e_cluster' });
  const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-e2e-cluster-'));
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: engines.redisUrl,
    REDIS_KEY_PREFIX: `e2e:${randomBytes(6).toString('hex')}:`,
    ...env,
  };
  const instances: RunningServer[] = [];
  const stop = async () => {
    for (const instance of instances.splice(0)) await instance.stop();
    await database.drop();
    // what the instances left in Redis would expire on its own; a run leaves nothing behind all the same
    const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 3 });
    await dropRedisKeys(redis, shared.REDIS_KEY_PREFIX).finally(() => redis.disconnect());
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < size; i += 1) instances.push(await startServer(shared, { dataDir }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, shared: { ...shared, DATA_DIR: dataDir }, stop };
}
