/**
 * On SQLite, a test platform's in-memory database starts as a copy of one migrated and seeded a
 * moment before (`sqliteImage`), as on PostgreSQL (seededDatabase.ts): the migrations and the seed
 * were a third of a platform's start, which the server's tests pay hundreds of times. One image is
 * kept per worker for each set of platform options and used for SEEDED_REUSE_MS; the platform's
 * clock then starts at the seed's time. Options that cannot be compared get a seed of their own.
 */
import { Kysely } from 'kysely';
import { MEMORY, resolveConfig, type PlatformOptions } from '../../server/config';
import { openSqlite, SqliteDialectKeepingErrors } from '../../server/db/openSqlite';
import { prepareDatabase } from '../../server/db/prepare';
import { platformKeys } from '../../server/services/platformKeys';
import type { Database } from '../../server/db/schema';
import { optionsKey, SEEDED_REUSE_MS } from './seededDatabase';

interface SeededImage {
  image: Buffer;
  /** the clock (ms) the seed ran at */
  at: number;
}

/** Images kept per worker (one per set of options in use). */
const KEPT = 4;
const images = new Map<string, Promise<SeededImage>>();

async function seedOne(overrides: Partial<PlatformOptions>): Promise<SeededImage> {
  const at = Date.now();
  const sqlite = openSqlite(MEMORY);
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  try {
    // as the database plugin does on a first start
    await prepareDatabase(db, Math.floor(at / 1000), resolveConfig({ ...overrides, dataDir: MEMORY }), MEMORY);
    // and the key pair the keys plugin would make
    await platformKeys(db);
    return { image: sqlite.serialize(), at };
  } finally {
    await db.destroy();
  }
}

/** A seeded database's image for these options, and the time (ms) it was seeded at; undefined when the options cannot be compared. */
export async function seededSqliteImage(overrides: Partial<PlatformOptions>): Promise<{ image: Buffer; seededAt: number } | undefined> {
  const key = optionsKey(overrides);
  if (key === undefined) return undefined;
  let entry = images.get(key);
  const found = entry && (await entry.catch(() => undefined));
  if (entry && (!found || Date.now() - found.at > SEEDED_REUSE_MS)) {
    images.delete(key);
    entry = undefined;
  }
  if (!entry) {
    entry = seedOne(overrides);
    images.set(key, entry);
    // the least recently seeded goes first
    while (images.size > KEPT) images.delete(images.keys().next().value!);
  }
  const { image, at } = await entry;
  return { image, seededAt: at };
}
