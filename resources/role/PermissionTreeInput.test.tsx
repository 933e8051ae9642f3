/**
 * The role form's permission tree against the real platform in-process (test/support): the
 * real data provider, the real /operation/tree, and the role the server stores afterwards.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { ReactElement } from 'react';
import { loadSchemaRegistry, type EntityEntry } from '../../src/framework';
import { SchemaCreate, SchemaEdit } from '../../src/framework/views';
import role from './index';

// the whole tree in jsdom, opened and closed, takes 30–45 s while the other worker is busy
vi.setConfig({ testTimeout: 90_000 });
const harness = loggedInPlatform(ADMIN);

async function renderForm(language: 'en' | 'zh-CN', form: (entity: EntityEntry) => ReactElement) {
  const entity = (await loadSchemaRegistry([role])).entities.get('role')!;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider(language)}>
        {form(entity)}
      </AdminContext>
    </MemoryRouter>,
  );
}

const storedRole = async (name: string) => {
  const db = harness().platform.app.db;
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const menus = await db.selectFrom('role_menus').innerJoin('menus', 'menus.id', 'role_menus.menu_id').select('menus.route_name').where('role_id', '=', row.id).execute();
  const codes = await db.selectFrom('role_operations').innerJoin('operations', 'operations.id', 'role_operations.operation_id').select('operations.code').where('role_id', '=', row.id).execute();
  return { id: row.id, menus: menus.map((m) => m.route_name).sort(), codes: codes.map((c) => c.code).sort() };
};

const tree = () => screen.getByRole('list', { name: 'Permissions' });
/**
 * A box by its label, not by role and name: naming every element of the whole tree opened (Testing
 * Library computes each one's style in jsdom) took most of a minute on a loaded CI
 */
const CHECKBOX = { selector: 'input[type="checkbox"]' } as const;

describe('the permission tree of the role form', () => {
  it('shows the menu tree in the language and order of the menus, and saves the pages and codes picked', async () => {
    const onClose = vi.fn();
    await renderForm('en', (entity) => <SchemaCreate entity={entity} onClose={onClose} />);
    await waitFor(() => expect(within(tree()).getAllByRole('checkbox').length).toBeGreaterThan(10));
    // the areas, in the sidebar's order, named in English
    const areas = within(tree()).getAllByRole('checkbox').slice(0, 3).map((box) => box.closest('label')!.textContent);
    expect(areas).toEqual(['Home', 'Announcements', 'Devices']);

    fireEvent.change(screen.getByLabelText(/Role name/), { target: { value: 'tree-made' } });
    // open Devices › Device list with the keyboard-reachable expand buttons, and pick one code
    fireEvent.click(screen.getByRole('button', { name: 'Expand Devices' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Device list' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Add devicelist_add$/ }));
    expect(screen.getByRole('checkbox', { name: 'Device list' })).toHaveAttribute('data-indeterminate', 'true');
    // a whole page by its own box: the page and all its codes
    fireEvent.click(screen.getByRole('checkbox', { name: 'Device monitor' }));
    // search narrows the tree to what matches and opens it
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pages and codes' }), { target: { value: 'alarm rules' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Device monitor' })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alarm rules' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Delete alarmrules_delete$/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await storedRole('tree-made')).toMatchObject({
      menus: ['Alarm', 'AlarmRules', 'Device', 'DeviceList', 'DeviceMonitor'],
      codes: ['alarmrules_add', 'alarmrules_edit', 'alarmrules_export', 'alarmrules_view', 'devicelist_add', 'devicemonitor_export', 'devicemonitor_view'],
    });
  });

  it('shows what a role has when editing it, in Chinese, and clears a whole area with one click; expand and collapse all', async () => {
    const db = harness().platform.app.db;
    const ids = Object.fromEntries((await db.selectFrom('menus').select(['id', 'route_name']).execute()).map((m) => [m.route_name, m.id]));
    const roleId = Number((await db.insertInto('roles').values({ name: 'editable', company_id: 1 }).returning('id').executeTakeFirstOrThrow()).id);
    await db.insertInto('role_menus').values([ids.Device!, ids.DeviceList!, ids.Alarm!, ids.AlarmHistory!].map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
    const onClose = vi.fn();
    await renderForm('zh-CN', (entity) => <SchemaEdit entity={entity} id={roleId} title="editable" onClose={onClose} />);
    const devices = await screen.findByLabelText('设备管理', CHECKBOX);
    await waitFor(() => expect(devices).toHaveAttribute('data-indeterminate', 'true'));

    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(screen.getByLabelText('报警历史', CHECKBOX)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '全部折叠' }));
    expect(screen.queryByLabelText('报警历史', CHECKBOX)).toBeNull();

    // indeterminate → all checked → cleared
    fireEvent.click(screen.getByLabelText('报警管理', CHECKBOX));
    expect(screen.getByLabelText('报警管理', CHECKBOX)).toBeChecked();
    fireEvent.click(screen.getByLabelText('报警管理', CHECKBOX));
    expect(screen.getByLabelText('报警管理', CHECKBOX)).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await storedRole('editable')).toMatchObject({ menus: ['Device', 'DeviceList'], codes: [] });
    // and the change was logged
    expect((await db.selectFrom('role_permission_log').select('removed_menus').where('role_id', '=', roleId).execute()).length).toBe(1);
  });
});
