import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, session } from '../../src/api';
import type { RouteNode } from '../../src/lib/contract';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { withQueryClient } from '../../test/support/withQueryClient';
import { OperationPage } from './OperationPage';
import { stubApi } from '../../test/support/stubApi';

const get = vi.fn();
stubApi({ get });

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

function answer(lists: Record<number, unknown[]> = operations) {
  get.mockImplementation(async (path: string) => {
    const menuId = Number(path.replace('/operation/list/', ''));
    return lists[menuId];
  });
}

/** Types into the page picker and picks the one option it offers by that label. */
async function choosePage(label: string) {
  const picker = screen.getByRole('combobox', { name: 'Page' });
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: label } });
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

function renderPage(language: 'en' | 'zh-CN' | 'zh-TW' = 'en') {
  return render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider(language)}>
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

  it('names the platform’s codes in the user’s language, not by their raw code or the seed’s words (issue 26 §3)', async () => {
    // as the seed writes them (server/db/seed/menus/insert.ts), and one an admin named and described
    const seeded = [
      { id: 1, menuid: 11, code: 'managementoperation_add', fullname: '新增', sortcode: 10, description: 'Operations: add' },
      { id: 2, menuid: 11, code: 'managementoperation_hide_export', fullname: '隐藏导出', sortcode: 20, description: 'Operations: hides the export button' },
      { id: 3, menuid: 11, code: 'menu_operation_edit', fullname: '编辑页面操作', sortcode: 30, description: 'Operations: menu_operation_edit' },
      { id: 4, menuid: 11, code: 'managementoperation_print', fullname: 'Print labels', sortcode: 40, description: 'Prints the shelf labels' },
    ];
    answer({ ...operations, 11: seeded });
    renderPage('en');
    await screen.findByText('menu_operation_edit');
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(1, 4).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Add', '10', 'Operations: Add'],
      ['Hide the Export button', '20', 'Operations: Hide the Export button'],
      ['Edit page operations', '30', 'Operations: Edit page operations'],
      ['Print labels', '40', 'Prints the shelf labels'],
    ]);
    // the filter finds a code by the name it shows
    fireEvent.change(screen.getByLabelText('Filter by code or name', { selector: 'input' }), { target: { value: 'export button' } });
    expect(screen.getByRole('status').textContent).toBe('1 of 4 operations');
  });

  it('shows no English name of a platform code in Chinese', async () => {
    const seeded = [
      { id: 1, menuid: 11, code: 'managementoperation_add', fullname: '新增', sortcode: 10, description: 'Operations: add' },
      { id: 3, menuid: 11, code: 'menu_operation_edit', fullname: '编辑页面操作', sortcode: 30, description: 'Operations: menu_operation_edit' },
    ];
    answer({ ...operations, 11: seeded });
    renderPage('zh-TW');
    await screen.findByText('menu_operation_edit');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]!.textContent);
    expect(names).toEqual(['新增', '編輯頁面操作']);
    const descriptions = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[3]!.textContent);
    expect(descriptions).toEqual(['Operations：新增', 'Operations：編輯頁面操作']);
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
