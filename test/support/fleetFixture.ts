/**
 * A small known fleet for the fleet pages' tests (state list, statistics, live panel, data
 * upload): an organization of its own under a company's first one, and devices in it, written
 * with plain Kysely inserts (not through the code under test).
 */
import type { Insertable } from 'kysely';
import type { DevicesTable } from '../../server/db/schema';
import type { TestPlatform } from './testPlatform';

const DAY = 86_400;
let organizations = 0;

export interface Fleet {
  companyId: number;
  organizationId: number;
}

/** A new organization (level 3, under the company's first organization) of the company that `username` belongs to. */
export async function newFleet(platform: TestPlatform, username: string): Promise<Fleet> {
  const { db } = platform.app;
  const user = await db.selectFrom('users').select('company_id').where('username', '=', username).executeTakeFirstOrThrow();
  const parent = await db.selectFrom('organizations').select('id').where('company_id', '=', user.company_id).orderBy('id').executeTakeFirstOrThrow();
  organizations += 1;
  const row = await db
    .insertInto('organizations')
    .values({
      company_id: user.company_id,
      parent_id: parent.id,
      name: `Fleet test ${organizations}`,
      code: `FLEET${organizations}`,
      level: 3,
      longitude: null,
      latitude: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: user.company_id, organizationId: row.id };
}

export type DeviceSeed = Partial<Omit<Insertable<DevicesTable>, 'company_id' | 'organization_id'>> & { number: string; name: string };

/** A device of the fleet: CTH-200, thresholds 2–8 °C and 30–80 %RH, expiring in a year, unless told otherwise. */
export async function addFleetDevice(platform: TestPlatform, fleet: Fleet, seed: DeviceSeed): Promise<number> {
  const now = Math.floor(platform.clock.now() / 1000);
  const row = await platform.app.db
    .insertInto('devices')
    .values({
      type: 'temperature_humidity',
      model: 'CTH-200',
      expire_date: now + 365 * DAY,
      temperature_min: 2,
      temperature_max: 8,
      humidity_min: 30,
      humidity_max: 80,
      ...seed,
      organization_id: fleet.organizationId,
      company_id: fleet.companyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
