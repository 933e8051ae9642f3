/**
 * The data overview's figures of each organization on its own (not its subtree): devices, devices
 * online now (the monitor's rule, store/read.ts onlineSql), open alarms, and temperature or
 * humidity alarms opened today. Grouped in SQL, portable (CASE, no date function); the roll-up
 * over the tree is rollup.ts's.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AlarmKind } from '../../../src/lib/alarms';
import type { SiteFigures } from '../../../src/lib/maps';
import type { Database } from '../../db/schema';
import { scopedAlarms } from '../alarms/queries/alarmRows';
import { alarmOrganization, type AlarmScope } from '../alarms/queries/scope';
import { onlineSql } from '../readings/store/read';

/** Excursions are alarms of these kinds (issue 14 §2 "excursions today"). */
export const EXCURSION_KINDS: readonly AlarmKind[] = ['temperature_high', 'temperature_low', 'humidity_high', 'humidity_low'];

const DAY = 86_400;
const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export const NO_FIGURES: SiteFigures = { devices: 0, online: 0, openAlarms: 0, excursionsToday: 0 };

export interface FiguresQuery {
  scope: AlarmScope;
  nowUnix: number;
  /** unix seconds of today's start in the user's zone */
  todayStart: number;
}

/** Each organization's own figures; an organization with none is absent. */
export async function ownFigures(db: Kysely<Database>, query: FiguresQuery): Promise<Map<number, SiteFigures>> {
  const { scope, nowUnix, todayStart } = query;
  const online = onlineSql(nowUnix);
  let devices = db
    .selectFrom('devices as d')
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .where('d.company_id', '=', scope.companyId)
    .select((eb) => ['d.organization_id as organization', eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>(sql`case when ${online} then 1 else 0 end`).as('online')])
    .groupBy('d.organization_id');
  if (scope.organizations) devices = scope.organizations.length ? devices.where('d.organization_id', 'in', scope.organizations) : devices.where(sql<SqlBool>`1 = 0`);

  // only the alarms that count: open ones and today's (the history of closed ones is long)
  const alarms = scopedAlarms(db, scope)
    .where((eb) => eb.or([eb('alarms.status', '=', 'open'), eb.and([eb('alarms.created_at', '>=', todayStart), eb('alarms.created_at', '<', todayStart + DAY)])]))
    .select((eb) => [
      alarmOrganization(eb).as('organization'),
      eb.fn.sum<number | string | null>(sql`case when alarms.status = 'open' then 1 else 0 end`).as('open'),
      eb.fn
        .sum<number | string | null>(
          sql`case when alarms.type in (${sql.join(EXCURSION_KINDS)}) and alarms.created_at >= ${todayStart} and alarms.created_at < ${todayStart + DAY} then 1 else 0 end`,
        )
        .as('today'),
    ])
    .groupBy((eb) => alarmOrganization(eb));

  const [deviceRows, alarmRows] = await Promise.all([devices.execute(), alarms.execute()]);
  const figures = new Map<number, SiteFigures>();
  const of = (organization: number) => {
    let entry = figures.get(organization);
    if (!entry) figures.set(organization, (entry = { ...NO_FIGURES }));
    return entry;
  };
  for (const row of deviceRows) Object.assign(of(row.organization), { devices: toCount(row.n), online: toCount(row.online) });
  for (const row of alarmRows) {
    if (row.organization === null) continue;
    Object.assign(of(row.organization), { openAlarms: toCount(row.open), excursionsToday: toCount(row.today) });
  }
  return figures;
}
