/**
 * The fleet bench's platform: PostgreSQL and Redis, and server instances (server/server.ts
 * processes, spawned as test/e2e/support/startServer.ts does) sharing them, a data folder and one
 * Redis key prefix.
 * - Engines: throwaway ones of our own (server/cli/localEngines.ts) by default, so that their CPU
 *   time is the bench's alone; BENCH_FLEET_ENGINES=test uses TEST_DATABASE_URL / TEST_REDIS_URL
 *   (a fresh database made there and dropped after; their CPU then counts whatever else uses them).
 * - Instances: each logs to a file of the run's folder (its tail is shown when it fails; kept in
 *   BENCH_FLEET_LOG_DIR when set; BENCH_FLEET_NODE_ARGS adds node options, a profiler's), and can
 *   be killed with SIGKILL (the failover).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startEngines, stopEngines } from '../../server/cli/localEngines';
import { waitForServer } from '../e2e/support/startServer';
import { dropRedisKeys } from '../support/redisKeys';
import { createTestDatabase } from '../support/testDatabase';

export interface EnginePids {
  postgres: number | undefined;
  redis: number | undefined;
}

export interface Engines {
  databaseUrl: string;
  redisUrl: string;
  /** every instance's REDIS_KEY_PREFIX */
  keyPrefix: string;
  /** the postmaster's and Redis's pids (their CPU is counted); undefined where they cannot be found */
  pids: () => Promise<EnginePids>;
  stop(): Promise<void>;
}

/** The postmaster: the parent of our own backend. */
async function postmasterPid(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // no /proc, or another machine
  } finally {
    await client.end();
  }
}

async function redisPid(redisUrl: string): Promise<number | undefined> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const match = /process_id:(\d+)/.exec(await redis.info('server'));
    return match ? Number(match[1]) : undefined;
  } finally {
    redis.disconnect();
  }
}

/** Engines of our own, or the test ones with a fresh database; a Redis key prefix no one else uses. */
export async function startFleetEngines(): Promise<Engines> {
  const keyPrefix = `bench-fleet-${randomBytes(4).toString('hex')}:`;
  const pidsOf = (databaseUrl: string, redisUrl: string) => async (): Promise<EnginePids> => ({
    postgres: await postmasterPid(databaseUrl),
    redis: await redisPid(redisUrl),
  });
  if (process.env.BENCH_FLEET_ENGINES === 'test') {
    const base = process.env.TEST_DATABASE_URL;
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!base || !redisUrl) throw new Error('BENCH_FLEET_ENGINES=test needs TEST_DATABASE_URL and TEST_REDIS_URL');
    const database = await createTestDatabase(base, { empty: true, prefix: 'bench_fleet' });
    const databaseUrl = database.url;
    return {
      databaseUrl,
      redisUrl,
      keyPrefix,
      pids: pidsOf(databaseUrl, redisUrl),
      async stop() {
        await database.drop();
        const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        await dropRedisKeys(redis, keyPrefix).finally(() => redis.disconnect());
      },
    };
  }
  const engines = await startEngines();
  return {
    databaseUrl: engines.databaseUrl,
    redisUrl: engines.redisUrl,
    keyPrefix,
    pids: pidsOf(engines.databaseUrl, engines.redisUrl),
    stop: async () => stopEngines(engines.dir),
  };
}

export interface Instance {
  url: string;
  port: number;
  pid: number;
  /** false once killed or stopped */
  alive: boolean;
  /** SIGKILL: no goodbye, leases left to expire */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** the end of its log */
  tail(): string;
}

export interface Instances {
  dataDir: string;
  start(env: Record<string, string>): Promise<Instance>;
  /** stops every instance still running and removes the data folder */
  stopAll(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Instances sharing the engines and one data folder, each on a port of its own. */
export function fleetInstances(engines: Engines): Instances {
  const dataDir = mkdtempSync(join(tmpdir(), 'coldchain-bench-fleet-'));
  const running: Instance[] = [];
  let count = 0;
  return {
    dataDir,
    async start(env) {
      const port = await freePort();
      // BENCH_FLEET_LOG_DIR: the instances' logs kept there (else they go with the data folder)
      const logFile = join(process.env.BENCH_FLEET_LOG_DIR ?? dataDir, `instance-${(count += 1)}.log`);
      const fd = openSync(logFile, 'a');
      // BENCH_FLEET_NODE_ARGS: more node options for the instances (`--cpu-prof --cpu-prof-dir=/tmp/prof`)
      const nodeArgs = (process.env.BENCH_FLEET_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/server.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: engines.databaseUrl,
          REDIS_URL: engines.redisUrl,
          REDIS_KEY_PREFIX: engines.keyPrefix,
          SIMULATOR: 'false',
          ...env,
        },
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      const tail = () => {
        try {
          return readFileSync(logFile, 'utf8').slice(-3000);
        } catch {
          return '';
        }
      };
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForServer(`${url}/config.json`, child, 120_000);
      } catch (error) {
        child.kill('SIGKILL');
        throw new Error(`${(error as Error).message}\n${tail()}`);
      }
      const instance: Instance = {
        url,
        port,
        pid: child.pid!,
        alive: true,
        tail,
        async kill() {
          instance.alive = false;
          child.kill('SIGKILL');
          await exited(child);
        },
        async stop() {
          instance.alive = false;
          const done = exited(child);
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await done;
          clearTimeout(force);
        },
      };
      running.push(instance);
      return instance;
    },
    async stopAll() {
      await Promise.all(running.filter((instance) => instance.alive).map((instance) => instance.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
