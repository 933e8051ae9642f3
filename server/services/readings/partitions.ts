/**
 * PostgreSQL's partitions of the readings and their rollups (db/partitions.ts): made at start for
 * the whole retention window and READINGS_PARTITIONS_AHEAD_DAYS ahead, again by the retention job,
 * and by ingestion for a batch that reaches past what is known to exist. Retention drops the
 * partitions wholly past the window. SQLite has none of this: every function is a no-op there.
 */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from '../../config';
import { isPostgres } from '../../db/migrations/columns';
import { dropPartitionsBefore, ensurePartitions, listPartitions, partitionOf } from '../../db/partitions';
import { ROLLUP_LEVELS } from '../../db/rollupLevels';

const DAY = 86_400;
export const PARTITIONED_TABLES: readonly string[] = ['readings', ...ROLLUP_LEVELS.map((level) => level.table)];

type Settings = Pick<PlatformConfig, 'readingsRetentionDays' | 'readingsPartitionDays' | 'readingsPartitionsAheadDays'>;

/**
 * Per database: the span [from, to) every partitioned table is known to cover. A cache of this
 * instance's own (another instance only ever adds partitions inside the window), so that a batch
 * costs no catalog query.
 */
const covered = new WeakMap<object, { from: number; to: number }>();

/** Makes the partitions of every table for [from, to) that are missing. */
async function cover<T>(db: Kysely<T>, from: number, to: number, settings: Settings): Promise<void> {
  const days = settings.readingsPartitionDays;
  const start = partitionOf('t', from, days).from;
  for (const table of PARTITIONED_TABLES) {
    const existing = new Set((await listPartitions(db, table)).map((p) => p.name));
    for (let ts = start; ts < to; ts = partitionOf(table, ts, days).to) {
      const part = partitionOf(table, ts, days);
      if (!existing.has(part.name)) await ensurePartitions(db, table, part.from, part.to, days);
    }
  }
  const known = covered.get(db);
  covered.set(db, known ? { from: Math.min(known.from, start), to: Math.max(known.to, to) } : { from: start, to });
}

/** At start and with each retention run: the retention window and the days ahead are covered. */
export async function preparePartitions<T>(db: Kysely<T>, nowUnix: number, settings: Settings): Promise<void> {
  if (!isPostgres(db)) return;
  await cover(db, nowUnix - (settings.readingsRetentionDays + 1) * DAY, nowUnix + settings.readingsPartitionsAheadDays * DAY, settings);
}

/** Before a batch is stored: its times [min, max] have partitions (made now when a clock or a backfill went past them). */
export async function coverReadings<T>(db: Kysely<T>, min: number, max: number, settings: Settings): Promise<void> {
  if (!isPostgres(db)) return;
  const known = covered.get(db);
  if (known && min >= known.from && max < known.to) return;
  await cover(db, min, max + 1, settings);
}

/** Retention on PostgreSQL: drops the partitions wholly older than the window; returns their names. */
export async function dropExpiredPartitions<T>(db: Kysely<T>, nowUnix: number, settings: Settings): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const cutoff = nowUnix - settings.readingsRetentionDays * DAY;
  const dropped: string[] = [];
  for (const table of PARTITIONED_TABLES) dropped.push(...(await dropPartitionsBefore(db, table, cutoff)));
  const known = covered.get(db);
  if (known && dropped.length) covered.set(db, { from: Math.max(known.from, partitionOf('t', cutoff, settings.readingsPartitionDays).from), to: known.to });
  return dropped;
}
