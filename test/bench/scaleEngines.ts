/**
 * The bench's `scale` part on its engines: a throwaway PostgreSQL 15 and Redis
 * (server/cli/localEngines.ts), a fresh database and Redis key prefix per scenario, and real server
 * processes (server/server.ts over dist/) sharing them, as `npm run cluster` runs them.
 * BENCH_DATABASE_URL and BENCH_REDIS_URL: use those servers instead of starting engines (a
 * machine that already runs them); the bench then only creates and drops its own database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startEngines, stopEngines } from '../../server/cli/localEngines';
import { startServer, type RunningServer } from '../e2e/support/startServer';
import { dropRedisKeys } from '../support/redisKeys';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

export interface ScaleEngines {
  /** the PostgreSQL server's admin URL (its `postgres` database) */
  serverUrl: string;
  redisUrl: string;
  /** the PostgreSQL server's main process (its backends are its children); undefined when the engines were given */
  postgresPid(): number | undefined;
  /** a database of its own on that server, dropped by `drop()` */
  freshDatabase(): Promise<FreshDatabase>;
  /** stops the engines this started (nothing when they were given) */
  stop(): Promise<void>;
}

export type FreshDatabase = TestDatabase;

export interface ScaleEngineOptions {
  /**
   * false (default): PostgreSQL commits durably (fsync on, as a production server and as SQLite's
   * WAL with its default synchronous=FULL); true: fsync off, a test cluster's settings.
   */
  throwaway?: boolean;
}

/** The engines: those named by BENCH_DATABASE_URL/BENCH_REDIS_URL, else a throwaway pair started now. */
export async function startScaleEngines({ throwaway = false }: ScaleEngineOptions = {}): Promise<ScaleEngines> {
  const givenDb = process.env.BENCH_DATABASE_URL;
  const givenRedis = process.env.BENCH_REDIS_URL;
  const started = givenDb && givenRedis ? undefined : await startEngines({ throwaway });
  // a bench that dies (an uncaught error, its output's reader gone) leaves no server running behind it
  const onExit = () => started && stopEngines(started.dir);
  process.once('exit', onExit);
  const serverUrl = givenDb && givenRedis ? givenDb : started!.databaseUrl;
  const redisUrl = givenDb && givenRedis ? givenRedis : started!.redisUrl;
  return {
    serverUrl,
    redisUrl,
    postgresPid() {
      if (!started) return undefined;
      try {
        return Number(readFileSync(join(started.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return undefined;
      }
    },
    freshDatabase: () => createTestDatabase(serverUrl, { empty: true, prefix: 'bench' }),
    async stop() {
      process.off('exit', onExit);
      if (started) stopEngines(started.dir);
    },
  };
}

export interface ScaleInstances {
  servers: RunningServer[];
  /** the shared DATA_DIR (SQLite's file lives there) */
  dataDir: string;
  /** PostgreSQL: the instances' database; undefined on SQLite */
  database?: FreshDatabase;
  /** stops the instances, drops the database and the Redis keys, removes the folder */
  stop(): Promise<void>;
}

/**
 * `count` server processes sharing one DATA_DIR, and on PostgreSQL one fresh database and one Redis
 * key prefix (`engines` undefined: SQLite, no Redis). Started one after the other: the first
 * migrates and seeds, the next find it done. `env` is added to each instance's environment.
 */
export async function startScaleInstances(count: number, engines: ScaleEngines | undefined, env: Record<string, string> = {}): Promise<ScaleInstances> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-bench-scale-'));
  const database = engines ? await engines.freshDatabase() : undefined;
  const prefix = `bench:${randomBytes(4).toString('hex')}:`;
  const shared: Record<string, string> = engines && database ? { DATABASE_URL: database.url, REDIS_URL: engines.redisUrl, REDIS_KEY_PREFIX: prefix } : {};
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await database?.drop();
    if (engines) {
      const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 3 });
      try {
        await dropRedisKeys(redis, prefix);
      } finally {
        redis.disconnect();
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startServer({ ...shared, ...env }, { dataDir }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, dataDir, ...(database ? { database } : {}), stop };
}
