/**
 * Fixtures of the data overview's and the map monitor's route tests (issue 14 §2): organizations,
 * alarms, asset records and a user of one organization, written with plain Kysely inserts (not
 * through the code under test).
 */
import type { AlarmKind } from '../../src/lib/alarms';
import { userWithPages } from './readingsFixture';
import type { TestPlatform, TestSession } from './testPlatform';

let codes = 0;

export interface OrganizationSeed {
  companyId: number;
  parentId: number;
  name: string;
  level: number;
  lat?: number | null;
  lng?: number | null;
}

export async function addOrganization(platform: TestPlatform, seed: OrganizationSeed): Promise<number> {
  codes += 1;
  const row = await platform.app.db
    .insertInto('organizations')
    .values({
      company_id: seed.companyId,
      parent_id: seed.parentId,
      name: seed.name,
      code: `MAPSITE${codes}`,
      level: seed.level,
      latitude: seed.lat ?? null,
      longitude: seed.lng ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface AlarmSeed {
  deviceId: number;
  companyId: number;
  organizationId: number;
  kind: AlarmKind;
  status: 'open' | 'closed';
  createdAt: number;
}

export async function addAlarm(platform: TestPlatform, seed: AlarmSeed): Promise<number> {
  const row = await platform.app.db
    .insertInto('alarms')
    .values({
      device_id: seed.deviceId,
      type: seed.kind,
      level: 1,
      status: seed.status,
      created_at: seed.createdAt,
      company_id: seed.companyId,
      organization_id: seed.organizationId,
      ended_at: seed.status === 'closed' ? seed.createdAt + 60 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface AssetSeed {
  companyId: number;
  organizationId: number;
  role: number;
  name: string;
}

/** An `asset` record of the generic store, as the store keeps it (JSON in `records`). */
export async function addAsset(platform: TestPlatform, seed: AssetSeed): Promise<number> {
  codes += 1;
  const now = Math.floor(platform.clock.now() / 1000);
  const data = { role: seed.role, name: seed.name, code: `M${String(codes).padStart(5, '0')}`, type: 'ordinary', status: 1, organizationId: seed.organizationId };
  const row = await platform.app.db
    .insertInto('records')
    .values({ resource: 'asset', company_id: seed.companyId, data: JSON.stringify(data), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user (not an admin) of this organization whose role holds only these pages and codes; logged in. */
export async function userOfOrganization(
  platform: TestPlatform,
  companyId: number,
  organizationId: number,
  pages: readonly string[],
  actionCodes: readonly string[] = [],
): Promise<TestSession> {
  const session = await userWithPages(platform, companyId, pages, actionCodes);
  await platform.app.db.updateTable('users').set({ organization_id: organizationId }).where('username', '=', session.username).execute();
  return session;
}
