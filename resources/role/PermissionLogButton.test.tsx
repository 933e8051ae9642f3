/** A role's permission log from its row, against the real platform: the entries the server wrote on save. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { PermissionLogButton } from './PermissionLogButton';

vi.setConfig({ testTimeout: 30_000 });
const harness = loggedInPlatform(ADMIN);

const ALL = { list: true, create: true, edit: true, delete: true, export: true, import: true } as const;

describe('the permission log of a role', () => {
  it('lists who changed what and when, newest first, with page and code names in the language shown', async () => {
    const dataProvider = createDataProvider();
    const db = harness().platform.app.db;
    const ids = Object.fromEntries((await db.selectFrom('menus').select(['id', 'route_name']).execute()).map((m) => [m.route_name, m.id]));
    const add = await db.selectFrom('operations').select('id').where('code', '=', 'devicelist_add').executeTakeFirstOrThrow();
    const { data: role } = await dataProvider.create('role', { data: { name: 'logged', menuIds: [ids.Device, ids.DeviceList], operationIds: [add.id] } });
    await dataProvider.update('role', { id: role.id, data: { menuIds: [ids.Device, ids.DeviceList, ids.DeviceMonitor], operationIds: [] }, previousData: role });

    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <PermissionLogButton resource="role" record={role} page="managementrole" access={ALL} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Permission log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permission log: logged' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    // newest first: the update added a page and removed the code
    expect(entries[0]).toHaveTextContent(/^admin0001, /);
    expect(entries[0]).toHaveTextContent('Added1 page: Device monitor');
    expect(entries[0]).toHaveTextContent('Removed1 code: Device list · Add (devicelist_add)');
    expect(entries[1]).toHaveTextContent('Added2 pages: Devices, Device list1 code: Device list · Add (devicelist_add)');
    expect(entries[1]).not.toHaveTextContent('Removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('says so when there is nothing logged yet', async () => {
    const db = harness().platform.app.db;
    const roleId = Number((await db.insertInto('roles').values({ name: 'quiet', company_id: 1 }).returning('id').executeTakeFirstOrThrow()).id);
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('zh-CN')}>
        <PermissionLogButton resource="role" record={{ id: roleId, name: 'quiet' }} page="managementrole" access={ALL} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: '权限变更记录' }));
    expect(await screen.findByText('暂无权限变更记录')).toBeInTheDocument();
  });
});
