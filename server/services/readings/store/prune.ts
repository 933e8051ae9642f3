/**
 * Retention: old readings are removed one device at a time along the (device_id, ts) key, so that
 * every statement is a short range of the index (never a scan of the whole table, which has no
 * index on ts alone), and at most `limit` rows at a time, so that no statement holds the
 * database long.
 */
import { sql, type Kysely } from 'kysely';
import { ROLLUP_LEVELS } from '../../../db/rollupLevels';
import type { Database } from '../../../db/schema';

/** The smallest device id above `after` that has readings, or null: a seek on the key, not a scan. */
export async function nextDeviceWithReadings(db: Kysely<Database>, after: number): Promise<number | null> {
  const row = await db.selectFrom('readings').select('device_id').where('device_id', '>', after).orderBy('device_id').limit(1).executeTakeFirst();
  return row ? row.device_id : null;
}

/** Deletes up to `limit` of the device's readings older than `before` (oldest first); returns how many. */
export async function deleteOldReadings(db: Kysely<Database>, deviceId: number, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('readings')
    .where('device_id', '=', deviceId)
    .where('ts', 'in', (eb) => eb.selectFrom('readings').select('ts').where('device_id', '=', deviceId).where('ts', '<', before).orderBy('ts').limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the device's rollup rows of buckets that end before `before` (SQLite; a range of each
 * rollup's key). Rollups are 1/60 and 1/3600 of a minute's and an hour's readings: no batching.
 */
export async function deleteOldRollups(db: Kysely<Database>, deviceId: number, before: number): Promise<void> {
  for (const { table, seconds } of ROLLUP_LEVELS) {
    await sql`delete from ${sql.table(table)} where device_id = ${deviceId} and bucket <= ${before - seconds}`.execute(db);
  }
}
