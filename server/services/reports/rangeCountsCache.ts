/**
 * The overview's time in range per organization and day, with the days already over kept: a
 * finished day's readings hardly change (only a late upload adds to them), and judging 30 days of
 * a 320-device fleet (about 750,000 readings, store/overviewReadings.ts readingsInRange) costs
 * about a second on a busy machine, where today's part alone costs a tenth of it. So a company's
 * finished days (per zone) are read once and kept DAY_CACHE_SECONDS; today is always read afresh.
 * The whole company is counted, so that every user's scope is a filter over the same entries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readingsInRange, type RangeCounts } from '../readings/store/overviewReadings';

const DAY = 86_400;
/** How long a finished day's counts are kept: a reading uploaded late shows within this. */
export const DAY_CACHE_SECONDS = 3600;

interface Kept {
  counts: RangeCounts[];
  at: number;
}

const caches = new WeakMap<object, Map<string, Kept>>();

function cacheOf(db: Kysely<Database>): Map<string, Kept> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

const keyOf = (companyId: number, utcOffsetMinutes: number, day: number) => `${companyId}|${utcOffsetMinutes}|${day}`;

/**
 * The counts of the days starting at `dayStarts` (oldest first, the last one today, in the zone)
 * up to now, for every organization of the company.
 */
export async function rangeCountsOfDays(
  db: Kysely<Database>,
  companyId: number,
  dayStarts: readonly number[],
  nowUnix: number,
  utcOffsetMinutes: number,
): Promise<RangeCounts[]> {
  if (!dayStarts.length) return [];
  const cache = cacheOf(db);
  const today = dayStarts[dayStarts.length - 1]!;
  const past = dayStarts.slice(0, -1);
  const fresh = (day: number) => {
    const kept = cache.get(keyOf(companyId, utcOffsetMinutes, day));
    return kept !== undefined && nowUnix - kept.at < DAY_CACHE_SECONDS && nowUnix >= kept.at ? kept : undefined;
  };
  const missing = past.filter((day) => !fresh(day));
  const scope = { companyId, organizationIds: null };
  const [read, todays] = await Promise.all([
    // one statement over the span of the missing days (usually all or none of them)
    missing.length ? readingsInRange(db, scope, missing[0]!, missing[missing.length - 1]! + DAY - 1, utcOffsetMinutes) : Promise.resolve([]),
    readingsInRange(db, scope, today, nowUnix, utcOffsetMinutes),
  ]);
  for (const day of missing) cache.set(keyOf(companyId, utcOffsetMinutes, day), { counts: read.filter((row) => row.day === day), at: nowUnix });
  return [...past.flatMap((day) => fresh(day)?.counts ?? read.filter((row) => row.day === day)), ...todays.filter((row) => row.day === today)];
}
