/**
 * The alarm routes' tests' world (server/routes/alarm, issue 13): the seeded companies, organizations and devices they cross
 * (operator01 sees JS-NJ and what is under it; ZJ is outside; admin0002 is the second company),
 * and alarms inserted with exactly the columns a test needs.
 */
import type { Insertable } from 'kysely';
import type { AlarmsTable } from '../../server/db/schema';
import type { TestPlatform } from './testPlatform';

export interface AlarmWorld {
  companyId: number;
  secondCompanyId: number;
  /** a device under JS-NJ (operator01 sees it) */
  insideDevice: { id: number; organizationId: number };
  /** a device of ZJ (operator01 does not) */
  outsideDevice: { id: number; organizationId: number };
  /** a device of the second company */
  foreignDevice: { id: number; organizationId: number };
  organizations: Record<string, number>;
}

async function orgId(platform: TestPlatform, companyId: number, code: string): Promise<number> {
  return (await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', companyId).where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function deviceOf(platform: TestPlatform, where: { organizationId: number } | { companyId: number }) {
  let query = platform.app.db.selectFrom('devices').select(['id', 'organization_id']);
  query = 'organizationId' in where ? query.where('organization_id', '=', where.organizationId) : query.where('company_id', '=', where.companyId);
  const row = await query.orderBy('id').executeTakeFirstOrThrow();
  return { id: row.id, organizationId: row.organization_id };
}

export async function alarmWorld(platform: TestPlatform): Promise<AlarmWorld> {
  const companies = await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute();
  const companyId = companies[0]!.id;
  const secondCompanyId = companies[1]!.id;
  const organizations: Record<string, number> = {};
  for (const code of ['HQ', 'JS', 'ZJ', 'JS-NJ', 'JS-NJ-JN', 'JS-NJ-JN-01']) organizations[code] = await orgId(platform, companyId, code);
  return {
    companyId,
    secondCompanyId,
    insideDevice: await deviceOf(platform, { organizationId: organizations['JS-NJ-JN']! }),
    outsideDevice: await deviceOf(platform, { organizationId: organizations.ZJ! }),
    foreignDevice: await deviceOf(platform, { companyId: secondCompanyId }),
    organizations,
  };
}

export const nowOf = (platform: TestPlatform) => Math.floor(platform.clock.now() / 1000);

/** One alarm of a device (open, level 1, live, opened a minute ago unless told); its id. */
export async function insertAlarm(
  platform: TestPlatform,
  device: { id: number; organizationId: number },
  values: Partial<Insertable<AlarmsTable>> = {},
): Promise<number> {
  const companyId = (await platform.app.db.selectFrom('devices').select('company_id').where('id', '=', device.id).executeTakeFirstOrThrow()).company_id;
  const createdAt = values.created_at ?? nowOf(platform) - 60;
  const row = await platform.app.db
    .insertInto('alarms')
    .values({
      device_id: device.id,
      company_id: companyId,
      organization_id: device.organizationId,
      type: 'temperature_high',
      level: 1,
      created_at: createdAt,
      first_exceeded_at: createdAt,
      last_exceeded_at: createdAt,
      peak_value: 9.2,
      threshold: 8,
      source: 'live',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A record of a schema entity kept in `records` (a handling solution, an alerter); its id. */
export async function insertRecord(platform: TestPlatform, resource: string, companyId: number, data: Record<string, unknown>): Promise<number> {
  const now = nowOf(platform);
  const row = await platform.app.db
    .insertInto('records')
    .values({ resource, company_id: companyId, data: JSON.stringify(data), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
