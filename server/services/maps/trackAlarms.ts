/**
 * The alarms of a track (src/lib/maps.ts TrackAlarm): the device's alarms opened in the range,
 * each placed where the vehicle was then (the position nearest in time). An alarm of a range
 * without any position has nowhere to be drawn and is left out.
 */
import type { Kysely } from 'kysely';
import type { AlarmKind } from '../../../src/lib/alarms';
import type { TrackAlarm, TrackPoint } from '../../../src/lib/maps';
import type { Database } from '../../db/schema';
import type { TimeSpan } from '../readings/store/read';

/** The index of the point nearest in time to `ts` (points in time order, at least one). */
export function nearestPoint(points: readonly TrackPoint[], ts: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (points[mid]![0] < ts) low = mid + 1;
    else high = mid;
  }
  // `low` is the first point at or after ts: the one before may be nearer
  return low > 0 && ts - points[low - 1]![0] <= points[low]![0] - ts ? low - 1 : low;
}

export async function trackAlarms(
  db: Kysely<Database>,
  deviceId: number,
  companyId: number,
  span: TimeSpan,
  points: readonly TrackPoint[],
): Promise<TrackAlarm[]> {
  if (!points.length) return [];
  const rows = await db
    .selectFrom('alarms')
    .select(['id', 'type', 'created_at', 'status'])
    .where('device_id', '=', deviceId)
    .where('company_id', '=', companyId)
    .where('created_at', '>=', span.start)
    .where('created_at', '<=', span.end)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const point = points[nearestPoint(points, Number(row.created_at))]!;
    return { id: row.id, kind: row.type as AlarmKind, ts: Number(row.created_at), lat: point[1], lng: point[2], status: row.status };
  });
}
