/**
 * The two set-ups the storage half of the bench's `scale` part compares (scaleStorage.ts): SQLite
 * under one server process, and PostgreSQL + Redis under two sharing one database, one Redis key
 * prefix and one DATA_DIR; each with the bench's own connection to its database and how it weighs
 * what readings added there.
 */
import { cpuMsOf } from './processCpu';
import { startScaleInstances, type ScaleEngines } from './scaleEngines';
import { openBenchDb, postgresBytes, sqliteFileBytes, sqliteTableBytes, type BenchDb } from './scaleStorageDb';
import { serverPid } from './serverProcess';

const MB = 2 ** 20;

/** Every instance the same settings: limits that would throttle one client sending for a whole fleet are lifted. */
const INSTANCE_ENV = { RATE_INGEST_PER_MINUTE: '1000000', RATE_LOGIN_PER_MINUTE: '1000' };

export interface StorageTarget {
  label: string;
  urls: string[];
  bench: BenchDb;
  /** CPU milliseconds used so far by the server processes, and by PostgreSQL (undefined: not known) */
  cpu(): { servers?: number; postgres?: number };
  /** bytes per million readings, and what exactly was weighed */
  size(readings: number): Promise<{ perMillion: number; note: string }>;
  stop(): Promise<void>;
}

const count = (n: number) => Math.round(n).toLocaleString('en');

/** "readings 40, readings_minute 60, readings_hour 10 MB per million" */
function perTable(bytes: Record<string, number>, readings: number): string {
  return `${Object.entries(bytes)
    .map(([table, b]) => `${table} ${(((b / readings) * 1e6) / MB).toFixed(0)}`)
    .join(', ')} MB per million`;
}

function serverPids(urls: readonly string[]): Array<number | undefined> {
  return urls.map((url) => serverPid(Number(new URL(url).port)));
}

export async function sqliteTarget(): Promise<StorageTarget> {
  const cluster = await startScaleInstances(1, undefined, INSTANCE_ENV);
  const file = `${cluster.dataDir}/platform.sqlite`;
  const bench = openBenchDb({ sqliteFile: file });
  const urls = cluster.servers.map((server) => server.url);
  const pids = serverPids(urls);
  // the seed's bytes, so that the size per million readings counts only what readings added
  const seeded = await sqliteFileBytes(bench.db, file);
  return {
    label: 'SQLite ×1',
    urls,
    bench,
    cpu: () => ({ servers: cpuMsOf(pids) }),
    async size(readings) {
      const bytes = (await sqliteFileBytes(bench.db, file)) - seeded;
      const tables = await sqliteTableBytes(bench.db);
      return {
        perMillion: (bytes / readings) * 1e6,
        note:
          `growth of platform.sqlite (+ -wal, -shm) after a checkpoint, seed excluded: ${(bytes / MB).toFixed(0)} MB for ${count(readings)} readings` +
          (tables === undefined ? '' : `; with their indexes (dbstat): ${perTable(tables, readings)}`),
      };
    },
    async stop() {
      await bench.close();
      await cluster.stop();
    },
  };
}

export async function postgresTarget(engines: ScaleEngines): Promise<StorageTarget> {
  const cluster = await startScaleInstances(2, engines, INSTANCE_ENV);
  const bench = openBenchDb({ databaseUrl: cluster.database!.url });
  const urls = cluster.servers.map((server) => server.url);
  const pids = serverPids(urls);
  const postgres = engines.postgresPid();
  return {
    label: 'PostgreSQL ×2',
    urls,
    bench,
    cpu: () => ({ servers: cpuMsOf(pids), ...(postgres === undefined ? {} : { postgres: cpuMsOf([postgres]) }) }),
    async size(readings) {
      const { vacuumed, compacted, database } = await postgresBytes(bench.db);
      const sum = (bytes: Record<string, number>) => Object.values(bytes).reduce((a, b) => a + b, 0);
      return {
        perMillion: (sum(compacted) / readings) * 1e6,
        note:
          `pg_total_relation_size of every partition of readings, readings_minute, readings_hour (indexes, TOAST) after VACUUM FULL: ${(sum(compacted) / MB).toFixed(0)} MB ` +
          `for ${count(readings)} readings (${perTable(compacted, readings)}); after a plain VACUUM ANALYZE, before: ${(((sum(vacuumed) / readings) * 1e6) / MB).toFixed(0)} MB per million ` +
          `(the hour rollup's dead row versions); whole database ${(database / MB).toFixed(0)} MB`,
      };
    },
    async stop() {
      await bench.close();
      await cluster.stop();
    },
  };
}
