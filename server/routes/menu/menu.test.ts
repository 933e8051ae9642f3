import type { RouteNode } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

async function routesOf(username: string, showall = true): Promise<RouteNode[]> {
  const { session } = await loginAs(platform, username);
  const { envelope } = await signedInject<RouteNode[]>(platform, {
    method: 'GET',
    url: '/menu/routerinfo',
    query: showall ? { showall: 'true' } : {},
    session,
  });
  expect(envelope.status).toBe(ApiStatus.ok);
  return envelope.data!;
}

function flatten(nodes: RouteNode[]): RouteNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('GET /menu/routerinfo', () => {
  it('gives the admin the whole tree of spec §2 in the RouteNode shape', async () => {
    const tree = await routesOf('admin0001');
    expect(tree.map((n) => n.name)).toEqual(
      expect.arrayContaining(['Home', 'Device', 'Alarm', 'Asset', 'Waybill', 'Map', 'Statistics', 'Management', 'Tools', 'Qatools']),
    );
    const all = flatten(tree);
    const names = all.map((n) => n.name);
    expect(new Set(names).size).toBe(names.length);
    for (const node of all) {
      expect(node.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(node.path.startsWith('/')).toBe(false);
      expect(node.component === '' || node.component.startsWith('/')).toBe(true);
      expect(node.meta?.title?.map((t) => t.lang)).toEqual(['zh-CN', 'zh-TW', 'en']);
      expect(node.id).toEqual(expect.any(Number));
    }
    // each node carries its own menu id, the key of /operation/list/{menuId}
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    const dashboard = all.find((n) => n.name === 'Dashboard')!;
    expect(dashboard).toMatchObject({ path: 'index', component: '/dashboard/index', meta: { affix: true } });
    const device = tree.find((n) => n.name === 'Device')!;
    expect(device).toMatchObject({ path: 'device', component: '', redirect: '/device/list' });
    expect(device.children!.find((c) => c.name === 'DeviceList')).toMatchObject({ path: 'list', component: '/device/list/index' });
    expect(device.children!.find((c) => c.name === 'DeviceDetail')).toMatchObject({ path: 'detail/:id', hidden: true });
    expect(all.find((n) => n.component === '/qatools/legacy/index')).toBeDefined();
    expect(all.find((n) => n.name === 'AssetVehicle')).toMatchObject({ path: 'vehicle' });
  });

  it('gives the operator only the dashboard, the device area and the alarm area', async () => {
    const tree = await routesOf('operator01');
    expect(tree.map((n) => n.name)).toEqual(['Home', 'Device', 'Alarm']);
  });

  it('leaves hidden routes out without showall=true', async () => {
    const names = flatten(await routesOf('admin0001', false)).map((n) => n.name);
    expect(names).not.toContain('DeviceDetail');
    expect(names).toContain('DeviceList');
  });
});
