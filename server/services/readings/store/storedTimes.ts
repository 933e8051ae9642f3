/** Which of these times a device already has readings at (the data upload tells duplicates by row). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Times per lookup: well under SQLite's bound-variable limit. */
const TIMES_PER_QUERY = 1000;

export async function storedTimes(db: Kysely<Database>, deviceId: number, times: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  const unique = [...new Set(times)];
  for (let start = 0; start < unique.length; start += TIMES_PER_QUERY) {
    const rows = await db
      .selectFrom('readings')
      .select('ts')
      .where('device_id', '=', deviceId)
      .where('ts', 'in', unique.slice(start, start + TIMES_PER_QUERY))
      .execute();
    for (const row of rows) found.add(Number(row.ts));
  }
  return found;
}
