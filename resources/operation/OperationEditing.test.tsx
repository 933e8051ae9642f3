/**
 * Issue 11 §1 "The Operation page manages codes per page": add, change and delete against the
 * real platform in-process, as the platform admin (who has the page's edit code) and as a user
 * without it.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { api, session } from '../../src/api';
import type { RouteNode } from '../../src/lib/contract';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { OperationPage } from './OperationPage';

vi.setConfig({ testTimeout: 30_000 });

async function renderPage() {
  session.set({ permissionRoutes: (await api.get<RouteNode[]>('/menu/routerinfo', { showall: true })) ?? [] });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')}>
        <OperationPage component="/management/operation/index" name="ManagementOperation" />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByText('menu_operation_edit');
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('the operation page, as the platform admin', () => {
  const harness = loggedInPlatform(ADMIN);
  const codesOfPage = async () =>
    await harness().platform.app.db.selectFrom('operations').innerJoin('menus', 'menus.id', 'operations.menu_id').select(['operations.code', 'operations.fullname']).where('menus.route_name', '=', 'ManagementOperation').orderBy('operations.id').execute();

  it('adds a code, with a taken code refused at its field and what was typed kept; changes it; deletes it', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    let dialog = await screen.findByRole('dialog', { name: /^Add a code to/ });
    fireEvent.change(field(dialog, /^Code/), { target: { value: 'menu_operation_edit' } });
    fireEvent.change(field(dialog, /^Name/), { target: { value: 'Audit' } });
    fireEvent.change(field(dialog, /^Order/), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This code already exists on the page')).toBeInTheDocument();
    expect(field(dialog, /^Name/).value).toBe('Audit');
    expect(field(dialog, /^Order/).value).toBe('70');
    const before = await codesOfPage();

    fireEvent.change(field(dialog, /^Code/), { target: { value: 'managementoperation_audit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('managementoperation_audit')).toBeInTheDocument();
    expect(await codesOfPage()).toEqual([...before, { code: 'managementoperation_audit', fullname: 'Audit' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit managementoperation_audit' }));
    dialog = await screen.findByRole('dialog', { name: /^Change a code of/ });
    expect(field(dialog, /^Order/).value).toBe('70');
    fireEvent.change(field(dialog, /^Name/), { target: { value: 'Audit trail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Audit trail')).toBeInTheDocument();
    expect((await codesOfPage()).find((c) => c.code === 'managementoperation_audit')?.fullname).toBe('Audit trail');

    fireEvent.click(screen.getByRole('button', { name: 'Delete managementoperation_audit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('managementoperation_audit')).toBeNull());
    expect(await codesOfPage()).toEqual(before);
  });

  it('says a missing name at its field without calling the server, and asks before Cancel throws typing away', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add a code to/ });
    fireEvent.change(field(dialog, /^Code/), { target: { value: 'managementoperation_x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(harness().count('POST', '/operation/' + String((await harness().platform.app.db.selectFrom('menus').select('id').where('route_name', '=', 'ManagementOperation').executeTakeFirstOrThrow()).id))).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(field(dialog, /^Code/).value).toBe('managementoperation_x');
  });
});

describe('the operation page, as a company admin (no edit code: the codes are every company\'s)', () => {
  const harness = loggedInPlatform({ username: 'admin0002', password: 'Admin2@123' });
  it('shows the codes and no way to change them', async () => {
    await renderPage();
    // its codes have come (not merely still loading) and said no
    await waitFor(() => expect(harness().count('GET', '/operation/permission')).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Add code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit menu_operation_edit' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
