/**
 * On PostgreSQL, a test platform's database is a copy of one seeded a moment before, not seeded
 * anew: the seed is some 500 statements, each a round trip, and was most of a platform's start
 * (about 0.6 of 1.1 s), which the server's tests pay hundreds of times. A seeded database is kept
 * per worker for each set of platform options (they decide what the seed writes) and used for
 * SEEDED_REUSE_MS; the platform's clock then starts at the seed's time, so that the data is as
 * fresh to it as a seed of its own would be. Options that cannot be compared (functions, objects)
 * get a seed of their own, as before. The run's teardown drops what is left
 * (test/setup/postgresTemplate.ts).
 */
import { Kysely } from 'kysely';
import { MEMORY, resolveConfig, type PlatformOptions } from '../../server/config';
import { openPostgres } from '../../server/db/openPostgres';
import type { Database } from '../../server/db/schema';
import { prepareDatabase } from '../../server/db/prepare';
import { platformKeys } from '../../server/services/platformKeys';
import { buildRegistry } from '../../server/services/resources/registry';
import { SCHEMA_DIR } from '../../server/services/resources/schemas';
import { createTestDatabase, SEEDED_PREFIX, type TestDatabase } from './testDatabase';

/** How long a seeded database is copied: its data stays this close to the wall clock. */
export const SEEDED_REUSE_MS = 20_000;
/** Seeded databases kept per worker (one per set of options in use). */
const KEPT = 4;

interface Seeded {
  database: TestDatabase;
  /** the clock (ms) the seed ran at */
  at: number;
}

const seeded = new Map<string, Promise<Seeded>>();

type Scalar = string | number | boolean | null | undefined;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** The options as a key, or undefined when one of them cannot be compared. */
export function optionsKey(overrides: Partial<PlatformOptions>): string | undefined {
  const entries = Object.entries(overrides).filter(([, value]) => value !== undefined);
  const comparable = entries.every(([, value]) => isScalar(value) || (Array.isArray(value) && value.every(isScalar)));
  return comparable ? JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1))) : undefined;
}

async function seedOne(serverUrl: string, overrides: Partial<PlatformOptions>): Promise<Seeded> {
  const at = Date.now();
  const database = await createTestDatabase(serverUrl, { prefix: SEEDED_PREFIX });
  const config = resolveConfig({ ...overrides, dataDir: MEMORY });
  const db = new Kysely<Database>({ dialect: openPostgres(database.url, { max: 1 }).dialect });
  try {
    // as the database plugin does on a first start
    await prepareDatabase(db, Math.floor(at / 1000), config, database.name);
    // and the key pair the keys plugin would make (most of a start's CPU)
    await platformKeys(db);
    // and the records' expression indexes the resources plugin makes on a first start (DDL each copy would repeat)
    await buildRegistry(db, [SCHEMA_DIR, ...config.extraSchemaDirs]);
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  // no connection may stay on a database while it is copied
  await db.destroy();
  return { database, at };
}

async function dropQuietly(entry: Promise<Seeded>): Promise<void> {
  const found = await entry.catch(() => undefined);
  await found?.database.drop();
}

/**
 * A fresh database copied from a seeded one for these options, and the time (ms) its data was
 * seeded at; undefined when the options cannot be compared (the caller seeds its own).
 */
export async function seededTestDatabase(serverUrl: string, overrides: Partial<PlatformOptions>): Promise<{ database: TestDatabase; seededAt: number } | undefined> {
  const key = optionsKey(overrides);
  if (key === undefined) return undefined;
  let entry = seeded.get(key);
  const found = entry && (await entry.catch(() => undefined));
  if (entry && (!found || Date.now() - found.at > SEEDED_REUSE_MS)) {
    seeded.delete(key);
    await dropQuietly(entry);
    entry = undefined;
  }
  if (!entry) {
    entry = seedOne(serverUrl, overrides);
    seeded.set(key, entry);
    // the least recently seeded goes first
    while (seeded.size > KEPT) {
      const [oldest, dropped] = seeded.entries().next().value as [string, Promise<Seeded>];
      seeded.delete(oldest);
      await dropQuietly(dropped);
    }
  }
  const { database: source, at } = await entry;
  return { database: await createTestDatabase(serverUrl, { template: source.name }), seededAt: at };
}
