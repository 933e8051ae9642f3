/**
 * The statistics overview (issue 14 §3, src/lib/reports.ts StatisticsOverview) of the devices the
 * user sees, optionally of one organization and its subtree:
 * - devices, online now (the monitor's rule) and the online rate;
 * - open alarms; excursions: temperature or humidity alarms opened in the window;
 * - time in range: the share of the window's readings inside their device's thresholds. Counted
 *   by readings, not weighted by time: a device samples at a fixed period, so per device the two
 *   agree, and across devices a reading is the unit of evidence (a device that samples more often
 *   says more). Readings of devices without thresholds, and values without a limit, are not judged;
 *   none judged gives null, not 100 %.
 * - byOrganization: each organization on its own (its own devices and alarms, not its subtree's),
 *   those with a device or an alarm, most devices first;
 * - daily: the OVERVIEW_DAYS days ending today in the zone: excursions, time in range, and the
 *   online rate of the device statistics (services/fleet: the share of devices that reported that day).
 * The window is those days: from the first one's midnight to now.
 */
import type { Kysely } from 'kysely';
import { OVERVIEW_DAYS, type StatisticsOverview } from '../../../src/lib/reports';
import type { Database } from '../../db/schema';
import { lastDays } from '../fleet/days';
import { onlineRates } from '../fleet/statistics';
import { reportingPerDay } from '../readings/store/fleetCounts';
import { devicesByOrganization } from '../readings/store/overviewReadings';
import { excursionsByDay, openAlarmsByOrganization } from './overviewAlarms';
import { rangeCountsOfDays } from './rangeCountsCache';

export interface OverviewQuery {
  companyId: number;
  /** null: the whole company */
  organizationIds: readonly number[] | null;
  nowUnix: number;
  utcOffsetMinutes: number;
}

/** Percent with one decimal, or null without a whole. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function dayText(dayStart: number, utcOffsetMinutes: number): string {
  return new Date((dayStart + utcOffsetMinutes * 60) * 1000).toISOString().slice(0, 10);
}

interface OrganizationFigures {
  devices: number;
  online: number;
  openAlarms: number;
  excursions: number;
  judged: number;
  inside: number;
}

export async function statisticsOverview(db: Kysely<Database>, query: OverviewQuery): Promise<StatisticsOverview> {
  const { companyId, organizationIds, nowUnix, utcOffsetMinutes } = query;
  const days = lastDays(nowUnix, utcOffsetMinutes, OVERVIEW_DAYS);
  const windowStart = days[0]!;
  const alarmScope = { companyId, organizations: organizationIds };
  const [devices, open, excursions, ranges, reporting, names] = await Promise.all([
    devicesByOrganization(db, { companyId, organizationIds }, nowUnix),
    openAlarmsByOrganization(db, alarmScope),
    excursionsByDay(db, alarmScope, windowStart, nowUnix, utcOffsetMinutes),
    rangeCountsOfDays(db, companyId, days, nowUnix, utcOffsetMinutes),
    reportingPerDay(db, { companyId, ...(organizationIds ? { organizationIds } : {}) }, days),
    db.selectFrom('organizations').select(['id', 'name']).where('company_id', '=', companyId).execute(),
  ]);
  const inScope = (organizationId: number) => organizationIds === null || organizationIds.includes(organizationId);
  const scopedRanges = ranges.filter((row) => inScope(row.organizationId));

  const byOrganization = new Map<number, OrganizationFigures>();
  const of = (id: number) => {
    let entry = byOrganization.get(id);
    if (!entry) byOrganization.set(id, (entry = { devices: 0, online: 0, openAlarms: 0, excursions: 0, judged: 0, inside: 0 }));
    return entry;
  };
  for (const row of devices) Object.assign(of(row.organizationId), { devices: row.devices, online: row.online });
  for (const row of open) of(row.organizationId).openAlarms += row.open;
  for (const row of excursions) of(row.organizationId).excursions += row.excursions;
  for (const row of scopedRanges) {
    // a reading counts for its device's organization; an organization seen only here has no device now (moved): skipped
    const entry = byOrganization.get(row.organizationId);
    if (!entry) continue;
    entry.judged += row.judged;
    entry.inside += row.inside;
  }

  const total = [...byOrganization.values()].reduce(
    (sum, o) => ({
      devices: sum.devices + o.devices,
      online: sum.online + o.online,
      openAlarms: sum.openAlarms + o.openAlarms,
      excursions: sum.excursions + o.excursions,
      judged: sum.judged + o.judged,
      inside: sum.inside + o.inside,
    }),
    { devices: 0, online: 0, openAlarms: 0, excursions: 0, judged: 0, inside: 0 },
  );
  const name = new Map(names.map((row) => [row.id, row.name]));
  const rates = onlineRates(days, reporting, total.devices);

  return {
    devices: total.devices,
    online: total.online,
    onlineRate: percent(total.online, total.devices),
    openAlarms: total.openAlarms,
    excursions: total.excursions,
    timeInRangePct: percent(total.inside, total.judged),
    byOrganization: [...byOrganization.entries()]
      .map(([organizationId, o]) => ({
        organizationId,
        name: name.get(organizationId) ?? String(organizationId),
        devices: o.devices,
        online: o.online,
        openAlarms: o.openAlarms,
        excursions: o.excursions,
        timeInRangePct: percent(o.inside, o.judged),
      }))
      .sort((a, b) => b.devices - a.devices || a.name.localeCompare(b.name)),
    daily: days.map((day, i) => {
      const ofDay = scopedRanges.filter((row) => row.day === day && byOrganization.has(row.organizationId));
      const rate = rates[i]?.rate ?? null;
      return {
        day: dayText(day, utcOffsetMinutes),
        excursions: excursions.filter((row) => row.day === day).reduce((sum, row) => sum + row.excursions, 0),
        timeInRangePct: percent(
          ofDay.reduce((sum, row) => sum + row.inside, 0),
          ofDay.reduce((sum, row) => sum + row.judged, 0),
        ),
        onlineRate: rate === null ? null : Math.round(rate * 1000) / 10,
      };
    }),
  };
}
