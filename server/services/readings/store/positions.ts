/**
 * A device's positions over a range, for the track replay (issue 14 §2): the readings that carry a
 * position, with their temperature, in time order, read in keyset pages (each page starts after
 * the last one's time: no OFFSET scan) so that 30 days of one-minute data stay cheap. Portable SQL.
 */
import type { Kysely } from 'kysely';
import type { TrackPoint } from '../../../../src/lib/maps';
import type { Database } from '../../../db/schema';
import type { TimeSpan } from './read';

/** Rows a page reads: 43,200 points (30 days of minutes) in five round trips. */
export const POSITION_PAGE_SIZE = 10_000;

/** Every position of the span, in time order, as track points. */
export async function readPositions(db: Kysely<Database>, deviceId: number, span: TimeSpan, pageSize = POSITION_PAGE_SIZE): Promise<TrackPoint[]> {
  const points: TrackPoint[] = [];
  let after: number | null = null;
  for (;;) {
    let query = db
      .selectFrom('readings')
      .select(['ts', 'lat', 'lng', 'temperature'])
      .where('device_id', '=', deviceId)
      .where('ts', '>=', span.start)
      .where('ts', '<=', span.end)
      .where('lat', 'is not', null)
      .where('lng', 'is not', null);
    if (after !== null) query = query.where('ts', '>', after);
    const rows = await query.orderBy('ts').limit(pageSize).execute();
    for (const row of rows) points.push([Number(row.ts), row.lat!, row.lng!, row.temperature]);
    if (rows.length < pageSize) return points;
    after = Number(rows[rows.length - 1]!.ts);
  }
}
