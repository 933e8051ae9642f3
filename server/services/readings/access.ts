/**
 * Who may read readings, and which device a request names. A page is granted by its menu, as the
 * alarm history's (routes/alarm): the role holds the menu of one of the pages that show the data.
 * A device is looked up in the user's own company only (devices are company data: a platform
 * admin too sees its own company's, services/resources/access.ts companyScopeOf), so that another
 * company's device and a missing one get the same answer.
 */
import type { Kysely } from 'kysely';
import { SESSION_DEFAULTS } from '../../../src/lib/session';
import type { Thresholds } from '../../../src/lib/readings';
import type { Database } from '../../db/schema';
import { roleMenuIds } from '../menus';
import type { AuthUser } from '../users';

/** The pages (route names) that show a device's readings; the statistics charts draw several devices' (issue 14 §3). */
export const READINGS_PAGES = ['DeviceRecord', 'DeviceMonitor', 'DeviceDetail', 'DeviceColdCabinet', 'StatisticsCharts'] as const;
/** The pages that show the fleet's latest state. */
export const MONITOR_PAGES = ['DeviceMonitor', 'DeviceColdCabinet', 'DeviceDetail', 'Dashboard'] as const;
/** The export of the records page (`{page}_export`, spec §6). */
export const EXPORT_OPERATION = 'devicerecord_export';

/** Whether the user's role has the menu of at least one of these pages. */
export async function hasAnyPage(db: Kysely<Database>, user: AuthUser, routeNames: readonly string[]): Promise<boolean> {
  const pages = await db.selectFrom('menus').select('id').where('route_name', 'in', routeNames).execute();
  if (!pages.length) return false;
  const granted = await roleMenuIds(db, user.roleId);
  return pages.some((page) => granted.has(page.id));
}

/**
 * The user's ReportCheckTimeRange in days: what /auth/info answers (services/users.ts userInfo),
 * the company configuration's (issue 30 §4), else the spec §9 default.
 */
export function reportCheckDays(user: AuthUser): number {
  return user.reportCheckDays ?? SESSION_DEFAULTS.ReportCheckTimeRange;
}

export interface ReadingDevice {
  id: number;
  number: string;
  name: string;
  model: string;
  thresholds: Thresholds;
}

/** Unsigned digits of a path's id, or null (the resources routes' rule). */
export function deviceIdOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The device, when it is the user's company's. */
export async function findDevice(db: Kysely<Database>, user: AuthUser, id: number): Promise<ReadingDevice | undefined> {
  const row = await db
    .selectFrom('devices')
    .select(['id', 'number', 'name', 'model', 'temperature_min', 'temperature_max', 'humidity_min', 'humidity_max'])
    .where('id', '=', id)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    model: row.model,
    thresholds: { temperatureMin: row.temperature_min, temperatureMax: row.temperature_max, humidityMin: row.humidity_min, humidityMax: row.humidity_max },
  };
}
