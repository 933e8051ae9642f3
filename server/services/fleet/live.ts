/**
 * The dashboard's live panel: devices exceeding and offline now (the monitor's counts over the
 * latest state), and the exceeding count at each hour of the last 24 (from the readings:
 * store/exceedingHistory.ts), ending now.
 */
import type { Kysely } from 'kysely';
import { LIVE_HOURS, type FleetLive } from '../../../src/lib/fleet';
import type { Database } from '../../db/schema';
import { exceedingAt } from '../readings/store/exceedingHistory';
import { monitorRows } from '../readings/store/read';

const HOUR = 3600;

/** LIVE_HOURS + 1 moments an hour apart, the last one now. */
export function liveMoments(nowUnix: number): number[] {
  return Array.from({ length: LIVE_HOURS + 1 }, (_, i) => nowUnix - (LIVE_HOURS - i) * HOUR);
}

export async function fleetLive(db: Kysely<Database>, companyId: number, nowUnix: number): Promise<FleetLive> {
  const moments = liveMoments(nowUnix);
  const [now, history] = await Promise.all([monitorRows(db, { companyId, page: 1, limit: 1 }, nowUnix), exceedingAt(db, companyId, moments)]);
  return {
    total: now.total,
    exceeding: now.counts.exceeding,
    offline: now.counts.offline,
    hourly: moments.map((ts) => ({ ts, exceeding: history.get(ts) ?? 0 })),
  };
}
