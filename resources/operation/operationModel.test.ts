import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../src/lib/contract';
import { filterOperations, menuOptions, type Operation } from './operationModel';

const t = (zh: string, en: string) => [
  { lang: 'zh-CN', value: zh },
  { lang: 'en', value: en },
];

const routes: RouteNode[] = [
  { path: '', component: '', name: 'Home', meta: { title: t('首页', 'Home'), breadcrumb: false }, children: [{ path: 'index', component: '/dashboard/index', name: 'Dashboard', meta: { title: t('首页', 'Dashboard') } }] },
  {
    path: 'management',
    component: '',
    name: 'Management',
    meta: { title: t('系统管理', 'Management') },
    children: [
      { id: 7, path: 'operation', component: '/management/operation/index', name: 'ManagementOperation', meta: { title: t('操作管理', 'Operations') } },
      { path: 'role', component: '/management/role/index', name: 'ManagementRole', meta: { title: t('角色管理', 'Roles') } },
    ],
  },
  { path: 'https://example.com', component: '', name: 'External' },
];

const op = (id: number, code: string, fullname: string): Operation => ({ id, menuid: 1, code, fullname, sortcode: id * 10, description: '' });

describe('the operation page model', () => {
  it('lists the pages of the route tree with their area, in the current language', () => {
    expect(menuOptions(routes, 'en')).toEqual([
      { name: 'Dashboard', menuId: null, label: 'Dashboard', title: 'Dashboard' },
      { name: 'ManagementOperation', menuId: 7, label: 'Management / Operations', title: 'Operations' },
      { name: 'ManagementRole', menuId: null, label: 'Management / Roles', title: 'Roles' },
    ]);
    expect(menuOptions(routes, 'zh-CN')[1]?.label).toBe('系统管理 / 操作管理');
  });

  it('filters by code or full name, ignoring case and surrounding spaces', () => {
    const ops = [op(1, 'devicelist_view', 'View'), op(2, 'devicelist_export', 'Export'), op(3, 'menu_operation_edit', '编辑页面操作')];
    expect(filterOperations(ops, ' EXPORT ').map((o) => o.id)).toEqual([2]);
    expect(filterOperations(ops, 'devicelist').map((o) => o.id)).toEqual([1, 2]);
    expect(filterOperations(ops, '编辑').map((o) => o.id)).toEqual([3]);
    expect(filterOperations(ops, '')).toHaveLength(3);
  });

  it('filters by the name as shown too (a platform name shown in the user’s language)', () => {
    const ops = [op(1, 'devicelist_add', '新增'), op(2, 'devicelist_export', '导出')];
    const shown = (o: Operation) => ({ 新增: 'Add', 导出: 'Export' })[o.fullname] ?? o.fullname;
    expect(filterOperations(ops, 'add', shown).map((o) => o.id)).toEqual([1]);
    expect(filterOperations(ops, '导出', shown).map((o) => o.id)).toEqual([2]);
  });
});
