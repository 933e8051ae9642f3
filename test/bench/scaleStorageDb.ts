/**
 * The bench's own connection to the database the instances store in (test/bench/scaleStorage.ts):
 * to add a fleet of devices before the measured ingestion, and to count and weigh what the readings
 * left there. SQLite is opened beside the running server (WAL lets a second connection read and
 * checkpoint); PostgreSQL through a small pool of its own.
 */
import { statSync } from 'node:fs';
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../../server/db/migrations/columns';
import { openPostgres } from '../../server/db/openPostgres';
import { openSqlite, SqliteDialectKeepingErrors } from '../../server/db/openSqlite';
import { HOUR, ROLLUP_LEVELS } from '../../server/db/rollupLevels';
import type { Database } from '../../server/db/schema';
import type { ReadingInput } from '../../src/lib/readings';
import { readingOf } from './readingsServer';

export interface BenchDb {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export function openBenchDb(target: { databaseUrl?: string; sqliteFile?: string }): BenchDb {
  const dialect = target.databaseUrl ? openPostgres(target.databaseUrl, { max: 2 }).dialect : new SqliteDialectKeepingErrors(openSqlite(target.sqliteFile!));
  const db = new Kysely<Database>({ dialect });
  return { db, close: () => db.destroy() };
}

/** Device numbers of the added fleet: 8 digits from here on, clear of the seed's. */
const FIRST_NUMBER = 90_000_000;
const DEVICES_PER_INSERT = 400;

/**
 * Adds `count` devices, copies of the seeded ones taken in turn (their company, organization, model,
 * thresholds and alarm settings), fitted to no asset; returns their numbers, models and normal values.
 */
export interface BenchDevice {
  number: string;
  model: string;
  /** the middle of its temperature and humidity thresholds (humidity null where it has none) */
  normal: { temperature: number; humidity: number | null };
}

const middle = (min: number | null, max: number | null, fallback: number | null) =>
  min === null || max === null ? fallback : Math.round(((min + max) / 2) * 10) / 10;

export async function addFleet(db: Kysely<Database>, count: number): Promise<BenchDevice[]> {
  const templates = await db.selectFrom('devices').selectAll().orderBy('id').execute();
  if (!templates.length) throw new Error('no seeded devices to copy');
  const fleet: BenchDevice[] = [];
  for (let start = 0; start < count; start += DEVICES_PER_INSERT) {
    const rows = Array.from({ length: Math.min(DEVICES_PER_INSERT, count - start) }, (_, k) => {
      const i = start + k;
      const { id: _id, ...template } = templates[i % templates.length]!;
      const number = String(FIRST_NUMBER + i);
      const normal = {
        temperature: middle(template.temperature_min, template.temperature_max, 5)!,
        humidity: middle(template.humidity_min, template.humidity_max, null),
      };
      fleet.push({ number, model: template.model, normal });
      return { ...template, number, name: `bench ${number}`, asset_id: null, online: 0 };
    });
    await db.insertInto('devices').values(rows).execute();
  }
  return fleet;
}

export async function countReadings(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The rows of the hour rollup a chart of [start, end] of this device reads (rollup/read.ts's range). */
export async function chartRollupRows(db: Kysely<Database>, deviceId: number, start: number, end: number): Promise<number> {
  const first = Math.floor(start / HOUR.seconds) * HOUR.seconds;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(HOUR.table)}
    where device_id = ${deviceId} and bucket >= ${first} and bucket <= ${end}`.execute(db);
  return Number(rows[0]!.n);
}

/** SQLite: the WAL checkpointed into the file and truncated; the file's bytes with its -wal and -shm. */
export async function sqliteFileBytes(db: Kysely<Database>, file: string): Promise<number> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return ['', '-wal', '-shm'].reduce((sum, suffix) => {
    try {
      return sum + statSync(file + suffix).size;
    } catch {
      return sum;
    }
  }, 0);
}

/** SQLite's dbstat: the bytes of the readings and each rollup, with all their indexes (undefined: no dbstat). */
export async function sqliteTableBytes(db: Kysely<Database>): Promise<Record<string, number> | undefined> {
  const tables = ['readings', ...ROLLUP_LEVELS.map((level) => level.table)];
  try {
    const { rows } = await sql<{ name: string; bytes: number }>`select m.tbl_name as name, coalesce(sum(d.pgsize), 0) as bytes from dbstat d
      join sqlite_master m on m.name = d.name where m.tbl_name in (${sql.join(tables)}) group by m.tbl_name`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
  } catch {
    return undefined;
  }
}

export interface PostgresBytes {
  /** every partition of readings and the rollups, with their indexes and TOAST: by table */
  vacuumed: Record<string, number>;
  /** the same after VACUUM FULL: the hour rollup's rows are updated once a reading, and the bench packs an hour into seconds */
  compacted: Record<string, number>;
  /** pg_database_size after VACUUM FULL */
  database: number;
}

const PARTITIONED = ['readings', ...ROLLUP_LEVELS.map((level) => level.table)];

async function partitionBytes(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; bytes: number }>`select p.name, coalesce(sum(pg_total_relation_size(t.relid)), 0) as bytes
    from unnest(${PARTITIONED}::text[]) as p(name), lateral pg_partition_tree(p.name::regclass) t where t.isleaf group by p.name`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
}

/** PostgreSQL: the readings' and rollups' partitions after VACUUM ANALYZE, then after VACUUM FULL; the database's size. */
export async function postgresBytes(db: Kysely<Database>): Promise<PostgresBytes> {
  if (!isPostgres(db)) throw new Error('not PostgreSQL');
  for (const table of PARTITIONED) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  const vacuumed = await partitionBytes(db);
  for (const table of PARTITIONED) await sql`vacuum full ${sql.table(table)}`.execute(db);
  const compacted = await partitionBytes(db);
  const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db);
  return { vacuumed, compacted, database: Number(rows[0]!.bytes) };
}

/**
 * Batches of one reading per device, round after round a minute apart (as readingsServer.ts's
 * fleetBatches), each device's values inside its thresholds: a healthy fleet, whose every reading
 * the alarm engine judges without opening an alarm.
 */
export function healthyBatches(devices: readonly BenchDevice[], count: number, endUnix: number, size: number): ReadingInput[][] {
  const rounds = Math.ceil((count * size) / devices.length);
  const rows: ReadingInput[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const ts = endUnix - (rounds - round) * 60;
    for (const device of devices) {
      const reading = readingOf(device, ts, device.normal.temperature + ((round % 5) - 2) / 10);
      if (device.normal.humidity !== null && reading.humidity !== undefined) reading.humidity = device.normal.humidity;
      rows.push(reading);
    }
  }
  return Array.from({ length: count }, (_, i) => rows.slice(i * size, (i + 1) * size));
}
