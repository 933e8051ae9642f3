/**
 * What a start does to the database before anything uses it: the migrations, the readings'
 * partitions of the retention window (PostgreSQL), then the first-start data. The database plugin
 * runs it on every start; the PostgreSQL tests run it once for the databases they copy
 * (test/support/seededDatabase.ts).
 */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from '../config';
import { preparePartitions } from '../services/readings/partitions';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seed } from './seed';

/** Migrates, makes the partitions and seeds; returns whether the seed wrote anything. A failure to migrate names `label`. */
export async function prepareDatabase(db: Kysely<Database>, nowUnix: number, config: PlatformConfig, label: string): Promise<boolean> {
  try {
    await migrateToLatest(db);
    // PostgreSQL: the readings' partitions exist before the seed or a device writes any
    await preparePartitions(db, nowUnix, config);
  } catch (error) {
    throw new Error(`Database ${label}: ${(error as Error).message}`, { cause: error });
  }
  return seed(db, nowUnix, { demo: config.seedDemo, announcements: config.seedAnnouncements, renewalNotice: config.seedRenewalNotice, alarms: config });
}
