import { sql } from 'kysely';
import type { PermissionLogEntry } from '../../../src/lib/permissionLog';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Role = { id: number; name: string; menuIds: number[]; operationIds: number[] };

let platform: TestPlatform;
let admin: TestSession;
let ids: Record<string, number>;
let codes: Record<string, number>;

beforeEach(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  const menus = await platform.app.db.selectFrom('menus').select(['id', 'route_name']).execute();
  ids = Object.fromEntries(menus.map((m) => [m.route_name, m.id]));
  const ops = await platform.app.db.selectFrom('operations').select(['id', 'code']).execute();
  codes = Object.fromEntries(ops.map((o) => [o.code, o.id]));
});
afterEach(() => platform.close());

const createRole = async (json: Record<string, unknown>, session = admin) =>
  signedInject<Role>(platform, { method: 'POST', url: '/role', session, json });
const updateRole = async (id: number, json: Record<string, unknown>, session = admin) =>
  signedInject<Role>(platform, { method: 'PUT', url: `/role/${id}`, session, json });
const readLog = async (id: number, session = admin) =>
  signedInject<PermissionLogEntry[]>(platform, { method: 'GET', url: `/role/${id}/permissionlog`, session });

describe('the permission-change log of a role (spec §6)', () => {
  it('records who, when, what was added and what was removed, with names, newest first', async () => {
    const created = await createRole({ name: 'auditors', menuIds: [ids.Device!, ids.DeviceList!], operationIds: [codes.devicelist_view!] });
    expect(created.statusCode).toBe(200);
    const roleId = created.envelope.data!.id;
    const firstAt = Math.floor(platform.clock.now() / 1000);
    platform.clock.advance(60);
    await updateRole(roleId, { menuIds: [ids.Device!, ids.DeviceMonitor!], operationIds: [codes.devicelist_view!, codes.devicemonitor_export!] });

    const log = await readLog(roleId);
    expect(log.statusCode).toBe(200);
    const [second, first] = log.envelope.data!;
    expect(log.envelope.data).toHaveLength(2);
    expect(first).toMatchObject({ roleId, actor: { username: 'admin0001' }, at: firstAt });
    expect(first!.added.menus.map((m) => m.id)).toEqual([ids.Device, ids.DeviceList].sort((a, b) => a! - b!));
    expect(first!.added.operations).toEqual([
      expect.objectContaining({ code: 'devicelist_view', fullname: '查看', menuId: ids.DeviceList, menuTitle: expect.arrayContaining([{ lang: 'en', value: 'Device list' }]) }),
    ]);
    expect(first!.removed).toEqual({ menus: [], operations: [] });

    expect(second!.at).toBe(firstAt + 60);
    expect(second!.added.menus).toEqual([{ id: ids.DeviceMonitor, title: expect.arrayContaining([{ lang: 'en', value: 'Device monitor' }]) }]);
    expect(second!.removed.menus).toEqual([{ id: ids.DeviceList, title: expect.arrayContaining([{ lang: 'zh-CN', value: '设备列表' }]) }]);
    expect(second!.added.operations.map((o) => o.code)).toEqual(['devicemonitor_export']);
    expect(second!.removed.operations).toEqual([]);
  });

  it('writes nothing when a save leaves the permissions as they were, or does not send them', async () => {
    const roleId = (await createRole({ name: 'steady', menuIds: [ids.Device!] })).envelope.data!.id;
    await updateRole(roleId, { description: 'renamed only' });
    await updateRole(roleId, { menuIds: [ids.Device!], operationIds: [] });
    expect((await readLog(roleId)).envelope.data).toHaveLength(1);
  });

  it('writes no entry when the save is refused, and no grant without its entry', async () => {
    const roleId = (await createRole({ name: 'refused', menuIds: [ids.Device!] })).envelope.data!.id;
    const before = await countRows(platform, 'role_permission_log');
    // an unknown operation: the whole save is refused
    expect((await updateRole(roleId, { menuIds: [ids.Alarm!], operationIds: [99_999] })).statusCode).toBe(422);
    expect(await countRows(platform, 'role_permission_log')).toBe(before);
    expect((await signedInject<Role>(platform, { method: 'GET', url: `/role/${roleId}`, session: admin })).envelope.data!.menuIds).toEqual([ids.Device]);
  });

  it('has no route to change or delete entries, and entries survive edits and the role itself', async () => {
    const roleId = (await createRole({ name: 'kept', menuIds: [ids.Device!] })).envelope.data!.id;
    const [entry] = (await readLog(roleId)).envelope.data!;
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const) {
      const url = method === 'POST' ? `/role/${roleId}/permissionlog` : `/role/${roleId}/permissionlog/${entry!.id}`;
      expect((await signedInject(platform, { method, url, session: admin, ...(method === 'DELETE' ? {} : { json: { added_menus: '[]' } }) })).statusCode).toBe(404);
    }
    expect((await signedInject(platform, { method: 'DELETE', url: `/role/${roleId}/permissionlog`, session: admin })).statusCode).toBe(404);
    await updateRole(roleId, { menuIds: [] });
    expect((await readLog(roleId)).envelope.data!.map((e) => e.id)).toContain(entry!.id);

    expect((await signedInject(platform, { method: 'DELETE', url: `/role/${roleId}`, session: admin })).statusCode).toBe(200);
    const kept = await platform.app.db.selectFrom('role_permission_log').select('id').where('role_id', '=', roleId).execute();
    expect(kept).toHaveLength(2);
  });

  it('refuses an update or delete of an entry even from a hand-written query (append-only)', async () => {
    const roleId = (await createRole({ name: 'sealed', menuIds: [ids.Device!] })).envelope.data!.id;
    await expect(sql`update role_permission_log set actor_username = 'nobody' where role_id = ${roleId}`.execute(platform.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from role_permission_log where role_id = ${roleId}`.execute(platform.app.db)).rejects.toThrow(/append-only/);
    expect((await readLog(roleId)).envelope.data![0]!.actor.username).toBe('admin0001');
  });

  it("is read with the role page only, and only for a role of the reader's company", async () => {
    const roleId = (await createRole({ name: 'private', menuIds: [ids.Device!] })).envelope.data!.id;
    const operator = (await loginAs(platform, 'operator01')).session;
    expect((await readLog(roleId, operator)).statusCode).toBe(403);
    const otherCompany = (await loginAs(platform, 'admin0002')).session;
    expect((await readLog(roleId, otherCompany)).statusCode).toBe(404);
    expect((await readLog(999_999)).statusCode).toBe(404);
  });
});

describe('GET /operation/tree', () => {
  it('gives the whole menu tree in sidebar order with each page’s codes, nothing checked', async () => {
    type Node = { id: number; name: string; checked: boolean; operations: Array<{ code: string; checked: boolean }>; children: Node[] };
    const tree = (await signedInject<Node[]>(platform, { method: 'GET', url: '/operation/tree', session: admin })).envelope.data!;
    expect(tree.map((n) => n.name).slice(0, 3)).toEqual(['Home', 'AnnouncementArea', 'Device']);
    const deviceList = tree.find((n) => n.name === 'Device')!.children.find((n) => n.name === 'DeviceList')!;
    expect(deviceList.operations.map((o) => o.code)).toContain('devicelist_hide_import');
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    expect(all(tree).some((n) => n.checked || n.operations.some((o) => o.checked))).toBe(false);
    const operator = (await loginAs(platform, 'operator01')).session;
    expect((await signedInject(platform, { method: 'GET', url: '/operation/tree', session: operator })).statusCode).toBe(403);
  });

  it('gives a user who is not an admin only what they may grant: their own menus and codes', async () => {
    type Node = { name: string; operations: Array<{ code: string }>; children: Node[] };
    const menus = [ids.Management!, ids.ManagementRole!, ids.Device!, ids.DeviceList!];
    const roleId = (await createRole({ name: 'role-keepers', menuIds: menus, operationIds: [codes.devicelist_view!, codes.managementrole_add!] })).envelope.data!.id;
    await signedInject(platform, { method: 'POST', url: '/user', session: admin, json: { username: 'keeper01', realname: 'Keeper', roleId, organizationId: 1 } });
    await platform.app.db.updateTable('users').set({ must_change_password: 0 }).where('username', '=', 'keeper01').execute();
    const keeper = (await loginAs(platform, 'keeper01', 'keeper01')).session;
    const tree = (await signedInject<Node[]>(platform, { method: 'GET', url: '/operation/tree', session: keeper })).envelope.data!;
    const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...n.operations.map((o) => o.code), ...flat(n.children)]);
    expect(flat(tree)).toEqual(['Device', 'DeviceList', 'devicelist_view', 'Management', 'ManagementRole', 'managementrole_add']);
  });
});
