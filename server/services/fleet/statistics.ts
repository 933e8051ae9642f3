/**
 * The device statistics (issue 12 §3): counts by type, model, monitor state and organization, the
 * online rate of each of the last 30 days and the battery distribution, for the company's devices
 * under the filters.
 *
 * The online rate of a day is the share of the devices that sent at least one reading that day
 * (the day in the user's zone), computed from the readings themselves when asked (index probes,
 * store/fleetCounts.ts reportingPerDay) rather than from a snapshot table written by a timer: it
 * needs no migration nor timer, a reading uploaded or arriving late counts on its own day, and a
 * fresh `npm start` shows the simulator's 7 days of history at once. The days before the fleet's
 * first reading have no figure (null), not 0 %.
 */
import type { Kysely } from 'kysely';
import { ONLINE_RATE_DAYS, type DeviceStatistics, type OnlineRateDay } from '../../../src/lib/fleet';
import type { Database } from '../../db/schema';
import { batteryBuckets, countBy, reportingPerDay, type FleetFilter } from '../readings/store/fleetCounts';
import { monitorRows } from '../readings/store/read';
import { lastDays } from './days';

/** Each day's rate; the leading days where no device reported are no data. */
export function onlineRates(dayStarts: readonly number[], reporting: readonly number[], devices: number): OnlineRateDay[] {
  const first = reporting.findIndex((n) => n > 0);
  return dayStarts.map((day, i) => ({
    day,
    reporting: reporting[i] ?? 0,
    devices,
    rate: first < 0 || i < first || devices === 0 ? null : (reporting[i] ?? 0) / devices,
  }));
}

export async function deviceStatistics(db: Kysely<Database>, filter: FleetFilter, nowUnix: number, utcOffsetMinutes: number): Promise<DeviceStatistics> {
  const days = lastDays(nowUnix, utcOffsetMinutes, ONLINE_RATE_DAYS);
  const [byType, byModel, byOrganization, states, battery, reporting] = await Promise.all([
    countBy(db, filter, 'type'),
    countBy(db, filter, 'model'),
    countBy(db, filter, 'organization_id'),
    monitorRows(db, { ...filter, page: 1, limit: 1 }, nowUnix),
    batteryBuckets(db, filter),
    reportingPerDay(db, filter, days),
  ]);
  // the names with the counts (issue 26 §3): a role without the Organization page cannot list them
  const organizationIds = byOrganization.map(({ key }) => Number(key));
  const organizations = organizationIds.length
    ? await db.selectFrom('organizations').select(['id', 'name']).where('company_id', '=', filter.companyId).where('id', 'in', organizationIds).execute()
    : [];
  const nameOf = new Map(organizations.map((o) => [o.id, o.name]));
  return {
    total: states.total,
    byType: byType.map(({ key, count }) => ({ key: String(key), count })),
    byModel: byModel.map(({ key, count }) => ({ key: String(key), count })),
    byState: states.counts,
    byOrganization: byOrganization.map(({ key, count }) => ({ key: Number(key), count, name: nameOf.get(Number(key)) ?? '' })),
    onlineRate: onlineRates(days, reporting, states.total),
    battery,
  };
}
