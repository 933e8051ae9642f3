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
import pg from 'pg';
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

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
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
  const name = `e2e_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(engines.databaseServer, (client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(engines.databaseServer);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-e2e-cluster-'));
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: engines.redisUrl,
    REDIS_KEY_PREFIX: `e2e:${randomBytes(6).toString('hex')}:`,
    ...env,
  };
  const instances: RunningServer[] = [];
  const stop = async () => {
    for (const instance of instances.splice(0)) await instance.stop();
    await onServer(engines.databaseServer, (client) => client.query(`drop database if exists ${name} with (force)`));
    // what the instances left in Redis would expire on its own; a run leaves nothing behind all the same
    await dropKeys(engines.redisUrl, shared.REDIS_KEY_PREFIX);
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
