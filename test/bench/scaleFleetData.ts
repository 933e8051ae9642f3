/**
 * The fleet bench's database, made before any instance starts (so that no instance keeps a stale
 * cache of it): migrated and seeded as a first start would, then, straight into the tables (a bench
 * may; the API would take an hour for 100,000 devices):
 * - ten "fleet" organizations under the seeded company's headquarters, the devices dealt round them
 *   (one-minute temperature loggers, 2–8 °C, alarms on);
 * - an alarm rule bound to those organizations, opening on the FIRST reading out of range and
 *   notifying through the seeded graded alarm (web, SMS, WeChat, e-mail to two receivers), so that
 *   a known share of readings opens alarms, sends 0003 and writes notifications;
 * - one user per console, a copy of admin0001 (same password): each console is its own person.
 */
import { Kysely, sql } from 'kysely';
import { resolveConfig } from '../../server/config';
import { migrateToLatest } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/openPostgres';
import type { Database } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { preparePartitions } from '../../server/services/readings/partitions';

/** 8-digit numbers far from the seed's (10000001…, 30000001…) */
export const FLEET_FIRST_NUMBER = 40_000_000;
export const FLEET_ORGANIZATIONS = 10;
export const CONSOLE_PASSWORD = 'Admin@123';
/** the rule's range: a reading above it opens a temperature_high alarm at once */
export const FLEET_MAX_TEMPERATURE = 8;

export interface FleetDevice {
  id: number;
  number: string;
  model: string;
}

export interface FleetData {
  devices: FleetDevice[];
  usernames: string[];
  companyId: number;
}

export function consoleUsername(i: number): string {
  return `fleet${String(i + 1).padStart(5, '0')}`;
}

export async function prepareFleetDatabase(databaseUrl: string, deviceCount: number, consoleCount: number): Promise<FleetData> {
  const db = new Kysely<Database>({ dialect: openPostgres(databaseUrl).dialect });
  try {
    const now = Math.floor(Date.now() / 1000);
    const config = resolveConfig({ databaseUrl });
    await migrateToLatest(db);
    await preparePartitions(db, now, config);
    await seed(db, now, { demo: true, alarms: config });

    const admin = await db.selectFrom('users').selectAll().where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const companyId = admin.company_id;
    const hq = await db.selectFrom('organizations').select('id').where('company_id', '=', companyId).where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const organizationIds: number[] = [];
    for (let i = 0; i < FLEET_ORGANIZATIONS; i += 1) {
      const row = await db
        .insertInto('organizations')
        .values({ company_id: companyId, parent_id: hq.id, name: `车队 ${i + 1}`, code: `FLEET-${i + 1}`, level: 2, longitude: null, latitude: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      organizationIds.push(row.id);
    }

    // one statement for the lot
    const expire = now + 365 * 86_400;
    await sql`
      insert into devices (name, number, type, model, status, battery, signal, expire_date, online, organization_id, company_id,
        acquisition_period, upload_period, offline_minutes, temperature_min, temperature_max, alarm_enabled)
      select 'FLEET-' || g, (${FLEET_FIRST_NUMBER} + g)::text, 'temperature', 'CT-100', 1, 90, 70, ${expire}, 0,
        (${sql.val(organizationIds)}::int[])[1 + g % ${FLEET_ORGANIZATIONS}], ${companyId},
        60, 60, 10, 2, ${FLEET_MAX_TEMPERATURE}, 1
      from generate_series(0, ${deviceCount - 1}) as g`.execute(db);
    await sql`
      insert into device_periods (device_id, since, period)
      select id, 0, 60 from devices where number::bigint >= ${FLEET_FIRST_NUMBER} and number::bigint < ${FLEET_FIRST_NUMBER + deviceCount}`.execute(db);
    const devices = (
      await db
        .selectFrom('devices')
        .select(['id', 'number', 'model'])
        .where('organization_id', 'in', organizationIds)
        .orderBy('number')
        .execute()
    ).map((row) => ({ id: row.id, number: row.number, model: row.model }));

    const graded = await db.selectFrom('records').select('id').where('resource', '=', 'gradedAlarm').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    const rule = {
      name: 'fleet 2-8',
      minTemperature: 2,
      maxTemperature: FLEET_MAX_TEMPERATURE,
      offlineMinutes: 10,
      lowBattery: 20,
      powerOff: true,
      repeatIntervalHours: 1,
      consecutiveCount: 1,
      messageLimit: 3,
      gradedAlarmId: graded.id,
      organizationIds,
    };
    await db
      .insertInto('records')
      .values({ resource: 'alarmRule', company_id: companyId, data: JSON.stringify(rule), created_at: now, updated_at: now })
      .execute();

    const usernames = Array.from({ length: consoleCount }, (_, i) => consoleUsername(i));
    const { id: _id, username: _username, ...copy } = admin;
    for (let start = 0; start < usernames.length; start += 500) {
      await db
        .insertInto('users')
        .values(usernames.slice(start, start + 500).map((username) => ({ ...copy, username, realname: username, mobile: '', email: '', created_at: now })))
        .execute();
    }
    return { devices, usernames, companyId };
  } finally {
    await db.destroy();
  }
}
