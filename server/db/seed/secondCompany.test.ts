import type { RouteNode } from '../../../src/lib/contract';
import { pageKey } from '../../../src/lib/permissionCodes';
import { OPERATION_EDIT_CODE, PLATFORM_PAGES } from '../../permissions';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';
import { SECOND_COMPANY, SECOND_COMPANY_DEVICES } from './secondCompany';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const db = () => platform.app.db;

function routeNames(nodes: RouteNode[]): string[] {
  return nodes.flatMap((node) => [node.name, ...routeNames(node.children ?? [])]).sort();
}

describe('the second company of the seed', () => {
  it('has its own company admin (admin value 1), organizations, roles and devices, after the first company', async () => {
    const company = await db().selectFrom('companies').selectAll().where('name', '=', SECOND_COMPANY.name).executeTakeFirstOrThrow();
    expect(company.id).toBe(2);
    const admin = await db().selectFrom('users').selectAll().where('username', '=', 'admin0002').executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ admin: 1, company_id: company.id });
    const roles = await db().selectFrom('roles').select(['id', 'name']).where('company_id', '=', company.id).orderBy('id').execute();
    // the same names as the first company's: role names are unique per company (migration 011)
    expect(roles.map((r) => r.name)).toEqual(['admin', 'operator']);
    expect(roles.map((r) => r.id)).toContain(admin.role_id);
    const organizations = await db().selectFrom('organizations').select(['id', 'company_id']).where('company_id', '=', company.id).execute();
    expect(organizations.length).toBeGreaterThanOrEqual(3);
    expect(organizations.map((o) => o.id)).toContain(admin.organization_id);
    const devices = await db().selectFrom('devices').select(['number', 'expire_date']).where('company_id', '=', company.id).execute();
    expect(devices.map((d) => d.number).sort()).toEqual(SECOND_COMPANY_DEVICES.map((d) => d.number).sort());
    // the first company keeps what tests count: its 320 devices, its first ids
    expect(await db().selectFrom('devices').select('id').where('company_id', '=', 1).execute()).toHaveLength(320);
    expect((await db().selectFrom('users').select('company_id').where('username', '=', 'operator01').executeTakeFirstOrThrow()).company_id).toBe(1);
  });

  it('gives the company admin every menu of the console, and no code only a platform admin may use', async () => {
    const tree = async (username: string) => {
      const { session } = await loginAs(platform, username);
      return routeNames((await signedInject<RouteNode[]>(platform, { method: 'GET', url: '/menu/routerinfo', query: { showall: 'true' }, session })).envelope.data!);
    };
    expect(await tree('admin0002')).toEqual(await tree('admin0001'));

    const admin = await db().selectFrom('users').select('role_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow();
    const codes = (
      await db()
        .selectFrom('role_operations')
        .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
        .select('operations.code')
        .where('role_operations.role_id', '=', admin.role_id)
        .execute()
    ).map((row) => row.code);
    expect(codes).toContain('devicelist_add');
    expect(codes).toContain('managementrole_edit');
    expect(codes).toContain('managementmenu_view');
    expect(codes).not.toContain(OPERATION_EDIT_CODE);
    for (const page of PLATFORM_PAGES) for (const action of ['add', 'edit', 'delete']) expect(codes).not.toContain(`${pageKey(page)}_${action}`);
  });
});
