import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, session } from '../../src/api';
import type { RouteNode } from '../../src/lib/contract';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { withQueryClient } from '../../test/support/withQueryClient';
import { OperationPage } from './OperationPage';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api')>();
  return { ...actual, api: { get } };
});

const title = (en: string) => [{ lang: 'en', value: en }];
const routes: RouteNode[] = [
  {
    path: 'management',
    component: '',
    name: 'Management',
    meta: { title: title('Management') },
    children: [
      { id: 11, path: 'operation', component: '/management/operation/index', name: 'ManagementOperation', meta: { title: title('Operations') } },
      { id: 12, path: 'role', component: '/management/role/index', name: 'ManagementRole', meta: { title: title('Roles') } },
      { path: 'legacy', component: '/management/legacy/index', name: 'ManagementLegacy', meta: { title: title('Legacy') } },
    ],
  },
];
const operations: Record<number, unknown[]> = {
  11: [
    { id: 1, menuid: 11, code: 'managementoperation_view', fullname: 'View', sortcode: 10, description: '' },
    { id: 2, menuid: 11, code: 'menu_operation_edit', fullname: 'Edit page operations', sortcode: 20, description: '' },
  ],
  12: [],
};

function answer() {
  get.mockImplementation(async (path: string) => {
    const menuId = Number(path.replace('/operation/list/', ''));
    return operations[menuId];
  });
}

/** Types into the page picker and picks the one option it offers by that label. */
async function choosePage(label: string) {
  const picker = screen.getByRole('combobox', { name: 'Page' });
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: label } });
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

function renderPage() {
  return render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider('en')}>
        <OperationPage component="/management/operation/index" name="ManagementOperation" />
      </I18nContextProvider>,
    ),
  );
}

beforeEach(() => session.set({ permissionRoutes: routes }));
afterEach(() => session.clear());

describe('OperationPage', () => {
  it("shows this page's operations first, by the menu id of its route", async () => {
    answer();
    renderPage();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('menu_operation_edit')).toBeInTheDocument();
    // the list of this page, and this page's own codes (whether it may add, change and delete)
    expect(get.mock.calls.map((c) => c[0]).sort()).toEqual(['/operation/list/11', '/operation/permission']);
    expect(screen.getByRole('status').textContent).toBe('2 of 2 operations');
  });

  it('filters by code or name, and says when nothing matches', async () => {
    answer();
    renderPage();
    await screen.findByText('menu_operation_edit');
    fireEvent.change(screen.getByLabelText('Filter by code or name', { selector: 'input' }), { target: { value: 'EDIT' } });
    expect(screen.queryByText('managementoperation_view')).toBeNull();
    expect(screen.getByText('menu_operation_edit')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filter by code or name', { selector: 'input' }), { target: { value: 'nothing' } });
    expect(screen.getByText('No operation matches "nothing".')).toBeInTheDocument();
  });

  it('loads another page of the menu on choice, and says when it has no operations', async () => {
    answer();
    renderPage();
    await screen.findByText('menu_operation_edit');
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('Management / Operations');
    await choosePage('Management / Roles');
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('Management / Roles');
    expect(await screen.findByText('This page has no operations.')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/operation/list/12', undefined, expect.objectContaining({ silent: true }));
  });

  it('says it cannot load a page whose route came without a menu id, without asking the server', async () => {
    answer();
    renderPage();
    await screen.findByText('menu_operation_edit');
    get.mockClear();
    await choosePage('Management / Legacy');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(get).not.toHaveBeenCalled();
  });

  it('finds pages by any part of their label, and says when none matches', async () => {
    answer();
    renderPage();
    await screen.findByText('menu_operation_edit');
    const picker = screen.getByRole('combobox', { name: 'Page' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'rol' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Management / Roles']);
    fireEvent.change(picker, { target: { value: 'nowhere' } });
    expect(await screen.findByText('No page matches.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    get.mockRejectedValueOnce(new ApiError({ status: '', httpStatus: 0, message: 'app.errors.network' }));
    renderPage();
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument();
    answer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(screen.getByText('menu_operation_edit')).toBeInTheDocument());
  });
});
