/**
 * The last reading of a device before a moment (the temperature report's value holding when its
 * range begins: an excursion under way then is reported as begun before the range). Portable
 * Kysely on the (device_id, ts) key: one index probe.
 */
import type { Kysely } from 'kysely';
import type { ReadingField } from '../../../../src/lib/readings';
import type { Database } from '../../../db/schema';
import type { StoredReading } from '../chart';

/** The newest reading with `since ≤ ts < before`, or undefined. */
export async function readingBefore(
  db: Kysely<Database>,
  deviceId: number,
  before: number,
  since: number,
  fields: readonly ReadingField[],
): Promise<StoredReading | undefined> {
  const row = await db
    .selectFrom('readings')
    .select(['ts', ...fields])
    .where('device_id', '=', deviceId)
    .where('ts', '<', before)
    .where('ts', '>=', since)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row as StoredReading | undefined;
}
