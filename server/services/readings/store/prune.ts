/**
 * Retention: old readings are removed one device at a time along the (device_id, ts) key, so that
 * every statement is a short range of the index (never a scan of the whole table, which has no
 * index on ts alone), and at most `limit` rows at a time, so that no statement holds the
 * database long.
 */
import type { Kysely } from 'kysely';
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
