/**
 * The role editor against the real platform in-process (issue 26 §3 "saving confirms"): a save
 * that takes a code away asks first, naming it, and keeping on editing saves nothing; a save
 * that only adds does not ask; each save says so with the role's name. Save and Cancel stay at
 * the dialog's bottom (sticky), whatever the length of the tree.
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, useNotificationContext, useTranslate } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { loadSchemaRegistry } from '../../src/framework';
import role from './index';
import { RoleEdit } from './RoleEdit';
import { removedPermissions } from './removedPermissions';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const harness = loggedInPlatform(ADMIN);

/** react-admin's notifications as the user reads them. */
function Notices() {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return <output data-testid="notices">{notifications.map((n) => translate(String(n.message), n.notificationOptions?.messageArgs)).join(' | ')}</output>;
}

async function roleWith(name: string, menus: string[], codes: string[]): Promise<number> {
  const db = harness().platform.app.db;
  const menuIds = Object.fromEntries((await db.selectFrom('menus').select(['id', 'route_name']).execute()).map((m) => [m.route_name, m.id]));
  const codeIds = Object.fromEntries((await db.selectFrom('operations').select(['id', 'code']).execute()).map((o) => [o.code, o.id]));
  const id = Number((await db.insertInto('roles').values({ name, company_id: 1 }).returning('id').executeTakeFirstOrThrow()).id);
  await db.insertInto('role_menus').values(menus.map((m) => ({ role_id: id, menu_id: menuIds[m]! }))).execute();
  await db.insertInto('role_operations').values(codes.map((c) => ({ role_id: id, operation_id: codeIds[c]! }))).execute();
  return id;
}

async function storedCodes(id: number): Promise<string[]> {
  const rows = await harness()
    .platform.app.db.selectFrom('role_operations')
    .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
    .select('operations.code')
    .where('role_id', '=', id)
    .execute();
  return rows.map((r) => r.code).sort();
}

async function renderEditor(id: number, title: string) {
  const entity = (await loadSchemaRegistry([role])).entities.get('role')!;
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')}>
        <RoleEdit entity={entity} id={id} title={title} onClose={onClose} />
        <Notices />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByRole('checkbox', { name: 'Devices' });
  // only the branch under test: role queries over the whole open tree are slow in jsdom
  fireEvent.click(screen.getByRole('button', { name: 'Expand Devices' }));
  fireEvent.click(screen.getByRole('button', { name: 'Expand Device list' }));
  return onClose;
}

const CONFIRM_TITLE = /^Take permissions away from/;

describe('the role editor', () => {
  it('asks before a save takes a code away, naming it; keeping on editing saves nothing', async () => {
    const id = await roleWith('trimmed', ['Device', 'DeviceList'], ['devicelist_add', 'devicelist_view']);
    const onClose = await renderEditor(id, 'trimmed');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Add devicelist_add$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const ask = await screen.findByRole('dialog', { name: 'Take permissions away from “trimmed”?' });
    expect(within(ask).getByTestId('role-removed')).toHaveTextContent('1 code: Device list · Add (devicelist_add)');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM_TITLE })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(await storedCodes(id)).toEqual(['devicelist_add', 'devicelist_view']);
    // what was unticked is still unticked: nothing typed is lost
    expect(screen.getByRole('checkbox', { name: /^Add devicelist_add$/ })).not.toBeChecked();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', { name: 'Remove and save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await storedCodes(id)).toEqual(['devicelist_view']);
    expect(screen.getByTestId('notices')).toHaveTextContent('Role “trimmed” saved');
  });

  it('saves a change that only adds without asking, and says so', async () => {
    const id = await roleWith('grown', ['Device', 'DeviceList'], ['devicelist_view']);
    const onClose = await renderEditor(id, 'grown');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Edit devicelist_edit$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: CONFIRM_TITLE })).toBeNull();
    expect(await storedCodes(id)).toEqual(['devicelist_edit', 'devicelist_view']);
    expect(screen.getByTestId('notices')).toHaveTextContent('Role “grown” saved');
  });

  it('keeps Save and Cancel at the bottom of the dialog however long the form', async () => {
    const id = await roleWith('long', ['Device', 'DeviceList'], ['devicelist_view']);
    await renderEditor(id, 'long');
    const toolbar = screen.getByRole('button', { name: 'Save' }).closest('.MuiToolbar-root')!;
    expect(within(toolbar as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const style = getComputedStyle(toolbar);
    expect(style.position).toBe('sticky');
    expect(style.bottom).toBe('0px');
  });
});

describe('removedPermissions', () => {
  it('names what the stored role has and the values lack; a property not sent removes nothing', () => {
    expect(removedPermissions({ menuIds: [1, 2, 3], operationIds: [7, 8] }, { menuIds: [1, 3, 4], operationIds: [8] })).toEqual({ menus: [2], operations: [7] });
    expect(removedPermissions({ menuIds: [1], operationIds: [7] }, { name: 'x' })).toEqual({ menus: [], operations: [] });
  });
});
