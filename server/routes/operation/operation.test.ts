import type { PagePermissions } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import { OPERATION_EDIT_CODE } from '../../permissions';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import type { OperationTreeNode, OperationView } from './model';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let deviceListId: number;

beforeEach(async () => {
  platform = await createTestPlatform({ seedAnnouncements: true });
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  deviceListId = (await platform.app.db.selectFrom('menus').select('id').where('route_name', '=', 'DeviceList').executeTakeFirstOrThrow()).id;
});
afterEach(() => platform.close());

const countOperations = async () =>
  Number((await platform.app.db.selectFrom('operations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const permissions = async (session: TestSession, menuname: string) =>
  (await signedInject<PagePermissions>(platform, { method: 'GET', url: '/operation/permission', query: { menuname }, session })).envelope;

describe('GET /operation/permission', () => {
  it('lists the codes of the role on that page and the unread announcements', async () => {
    const adminCodes = await permissions(admin, 'DeviceList');
    expect(adminCodes.data).toEqual({
      permissions: ['devicelist_view', 'devicelist_add', 'devicelist_edit', 'devicelist_delete', 'devicelist_export', 'devicelist_import'],
      unreadAnnouncements: 2,
    });
    const operatorCodes = await permissions(operator, 'DeviceList');
    expect(operatorCodes.data!.permissions.sort()).toEqual(['devicelist_export', 'devicelist_hide_import', 'devicelist_view']);
  });

  it('gives [] for an unknown page or a page outside the role', async () => {
    expect((await permissions(admin, 'NoSuchPage')).data).toEqual({ permissions: [], unreadAnnouncements: 2 });
    expect((await permissions(operator, 'ManagementUser')).data!.permissions).toEqual([]);
  });
});

describe('reading operations', () => {
  it('GET /operation/list/{menuId} and /operation/info/{id}', async () => {
    const list = await signedInject<OperationView[]>(platform, { method: 'GET', url: `/operation/list/${deviceListId}`, session: admin });
    expect(list.envelope.data!.map((op) => op.code)).toContain('devicelist_hide_import');
    const first = list.envelope.data![0]!;
    const info = await signedInject<OperationView>(platform, { method: 'GET', url: `/operation/info/${first.id}`, session: admin });
    expect(info.envelope.data).toEqual(first);
    expect((await signedInject(platform, { method: 'GET', url: '/operation/info/999999', session: admin })).statusCode).toBe(404);
    expect((await signedInject(platform, { method: 'GET', url: '/operation/list/abc', session: admin })).envelope.status).toBe(ApiStatus.notFound);
  });

  it('GET /operation/tree/{roleId} flags what the role has', async () => {
    const roles = await platform.app.db.selectFrom('roles').select(['id', 'name']).execute();
    const operatorRole = roles.find((r) => r.name === 'operator')!;
    const { envelope } = await signedInject<OperationTreeNode[]>(platform, { method: 'GET', url: `/operation/tree/${operatorRole.id}`, session: admin });
    const tree = envelope.data!;
    const device = tree.find((n) => n.name === 'Device')!;
    const list = device.children.find((n) => n.name === 'DeviceList')!;
    expect(device.checked).toBe(true);
    expect(tree.find((n) => n.name === 'Management')!.checked).toBe(false);
    const checked = Object.fromEntries(list.operations.map((op) => [op.code, op.checked]));
    expect(checked).toMatchObject({ devicelist_view: true, devicelist_add: false, devicelist_hide_import: true });
    expect((await signedInject(platform, { method: 'GET', url: '/operation/tree/999', session: admin })).statusCode).toBe(404);
  });
});

describe('who reads operations (issue 10 §5)', () => {
  it('refuses a role without the operation or role page: the operator reads no role tree, list or code', async () => {
    const adminRole = (await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'admin').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
    const anyId = (await platform.app.db.selectFrom('operations').select('id').where('menu_id', '=', deviceListId).executeTakeFirstOrThrow()).id;
    for (const url of [`/operation/tree/${adminRole}`, `/operation/list/${deviceListId}`, `/operation/info/${anyId}`, '/operation/list/999999', '/operation/info/999999']) {
      const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url, session: operator });
      expect({ url, statusCode, status: envelope.status, data: envelope.data ?? null }).toEqual({ url, statusCode: 403, status: ApiStatus.forbidden, data: null });
    }
    // the operator's own codes of a page stay open: the console needs them on every page
    expect((await permissions(operator, 'DeviceList')).status).toBe(ApiStatus.ok);
  });

  it('lets the company admin (admin value 1, role page) read them for its own roles', async () => {
    const companyAdmin = (await loginAs(platform, 'admin0002')).session;
    expect((await signedInject<OperationView[]>(platform, { method: 'GET', url: `/operation/list/${deviceListId}`, session: companyAdmin })).statusCode).toBe(200);
    const ownRole = (await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').where('company_id', '=', 2).executeTakeFirstOrThrow()).id;
    expect((await signedInject(platform, { method: 'GET', url: `/operation/tree/${ownRole}`, session: companyAdmin })).statusCode).toBe(200);
    const otherRole = (await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await signedInject(platform, { method: 'GET', url: `/operation/tree/${otherRole}`, session: companyAdmin })).statusCode).toBe(404);
  });
});

describe('writing operations', () => {
  const form = { code: 'devicelist_print', fullname: '打印', sortcode: '70', description: 'Print labels' };

  it('adds, changes and deletes an operation as admin', async () => {
    const added = await signedInject<OperationView>(platform, { method: 'POST', url: `/operation/${deviceListId}`, session: admin, form });
    expect(added.envelope.status).toBe(ApiStatus.ok);
    expect(added.envelope.data).toMatchObject({ menuid: deviceListId, code: 'devicelist_print', sortcode: 70 });
    const id = added.envelope.data!.id;

    const changed = await signedInject<OperationView>(platform, {
      method: 'PUT',
      url: `/operation/${id}`,
      session: admin,
      form: { ...form, menuid: String(deviceListId), fullname: '打印标签', sortcode: '75' },
    });
    expect(changed.envelope.data).toMatchObject({ fullname: '打印标签', sortcode: 75 });

    expect((await signedInject(platform, { method: 'DELETE', url: `/operation/${id}`, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, { method: 'GET', url: `/operation/info/${id}`, session: admin })).statusCode).toBe(404);
    expect((await signedInject(platform, { method: 'DELETE', url: `/operation/${id}`, session: admin })).statusCode).toBe(404);
  });

  it('refuses the operator with -4 / 403 and writes nothing', async () => {
    const before = await countOperations();
    const { statusCode, envelope } = await signedInject(platform, { method: 'POST', url: `/operation/${deviceListId}`, session: operator, form });
    expect(statusCode).toBe(403);
    expect(envelope).toMatchObject({ status: ApiStatus.forbidden, message: 'Permission verification failed' });
    const anyId = (await platform.app.db.selectFrom('operations').select('id').executeTakeFirstOrThrow()).id;
    expect((await signedInject(platform, { method: 'DELETE', url: `/operation/${anyId}`, session: operator })).statusCode).toBe(403);
    expect(await countOperations()).toBe(before);
  });

  it('refuses a company admin (admin value 1): operation codes are every company’s, so only a platform admin writes them', async () => {
    const companyAdmin = (await loginAs(platform, 'admin0002')).session;
    // even holding the edit code (a company admin may grant its own role anything): its admin value refuses it
    const role = (await platform.app.db.selectFrom('users').select('role_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).role_id;
    const edit = (await platform.app.db.selectFrom('operations').select('id').where('code', '=', OPERATION_EDIT_CODE).executeTakeFirstOrThrow()).id;
    await platform.app.db.insertInto('role_operations').values({ role_id: role, operation_id: edit }).execute();
    const before = await platform.app.db.selectFrom('operations').selectAll().orderBy('id').execute();
    const target = before.find((op) => op.code === 'devicelist_add')!;
    const attempts = [
      await signedInject(platform, { method: 'PUT', url: `/operation/${target.id}`, session: companyAdmin, form: { ...form, code: 'devicelist_add', fullname: '被改了' } }),
      await signedInject(platform, { method: 'POST', url: `/operation/${deviceListId}`, session: companyAdmin, form }),
      // permission before input: no field errors for a refused writer
      await signedInject(platform, { method: 'POST', url: `/operation/${deviceListId}`, session: companyAdmin, form: { code: 'has space' } }),
      await signedInject(platform, { method: 'DELETE', url: `/operation/${target.id}`, session: companyAdmin }),
    ];
    for (const { statusCode, envelope } of attempts) {
      expect(statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
      expect(envelope.data).toBeUndefined();
    }
    expect(await platform.app.db.selectFrom('operations').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('answers -5 with field errors for bad input and writes nothing', async () => {
    const before = await countOperations();
    const bad = await signedInject(platform, {
      method: 'POST',
      url: `/operation/${deviceListId}`,
      session: admin,
      form: { code: 'has space', fullname: '', sortcode: '-1', description: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.envelope.data).toEqual({
      errors: {
        code: 'Whitespace is not allowed',
        fullname: 'This field is required',
        sortcode: 'Must be at least 0',
      },
    });
    const duplicate = await signedInject(platform, {
      method: 'POST',
      url: `/operation/${deviceListId}`,
      session: admin,
      form: { ...form, code: 'devicelist_add' },
    });
    expect(duplicate.envelope.data).toEqual({ errors: { code: 'This code already exists on the page' } });
    const missingCode = await signedInject(platform, { method: 'POST', url: `/operation/${deviceListId}`, session: admin, form: { fullname: 'x' } });
    expect(missingCode.envelope.data).toEqual({ errors: { code: 'This field is required' } });
    const noMenu = await signedInject(platform, { method: 'POST', url: '/operation/999999', session: admin, form });
    expect(noMenu.statusCode).toBe(404);

    const existing = (await platform.app.db.selectFrom('operations').selectAll().where('code', '=', 'devicelist_edit').executeTakeFirstOrThrow());
    const badPut = await signedInject(platform, {
      method: 'PUT',
      url: `/operation/${existing.id}`,
      session: admin,
      form: { menuid: '999999', code: 'devicelist_add', fullname: 'x', sortcode: '1.5' },
    });
    expect(badPut.envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((badPut.envelope.data as { errors: object }).errors).sort()).toEqual(['menuid', 'sortcode']);
    const clash = await signedInject(platform, {
      method: 'PUT',
      url: `/operation/${existing.id}`,
      session: admin,
      form: { menuid: String(deviceListId), code: 'devicelist_add', fullname: 'x', sortcode: '1' },
    });
    expect(clash.envelope.data).toEqual({ errors: { code: 'This code already exists on the page' } });

    expect(await countOperations()).toBe(before);
    const unchanged = await platform.app.db.selectFrom('operations').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(unchanged).toEqual(existing);
  });
});
