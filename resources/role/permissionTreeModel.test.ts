import { codeKind, expandableIds, filterTree, indexTree, menuState, operationKind, toggleMenu, toggleOperation, type PermissionNode, type Selection } from './permissionTreeModel';

const title = (en: string, zh: string) => [{ lang: 'zh-CN', value: zh }, { lang: 'en', value: en }];
const page = (id: number, name: string, en: string, zh: string, ops: Array<[number, string]>): PermissionNode => ({
  id,
  name,
  title: title(en, zh),
  operations: ops.map(([opId, code]) => ({ id: opId, code, fullname: code })),
  children: [],
});
const TREE: PermissionNode[] = [
  {
    id: 1,
    name: 'Device',
    title: title('Devices', '设备管理'),
    operations: [],
    children: [page(2, 'DeviceList', 'Device list', '设备列表', [[21, 'devicelist_view'], [22, 'devicelist_add'], [23, 'devicelist_hide_import']]), page(3, 'DeviceMonitor', 'Device monitor', '设备监控', [])],
  },
  { id: 4, name: 'Alarm', title: title('Alarms', '报警管理'), operations: [], children: [page(5, 'AlarmRules', 'Alarm rules', '报警规则', [[51, 'custom_code']])] },
];
const index = indexTree(TREE);
const none: Selection = { menus: new Set(), operations: new Set() };
const sorted = (s: Selection) => ({ menus: [...s.menus].sort((a, b) => a - b), operations: [...s.operations].sort((a, b) => a - b) });

describe('the permission tree', () => {
  it('checking a parent checks its pages and their codes; checking it again clears them', () => {
    const all = toggleMenu(index, none, 1);
    expect(sorted(all)).toEqual({ menus: [1, 2, 3], operations: [21, 22, 23] });
    expect(menuState(index.menus.get(1)!, all)).toBe('checked');
    expect(sorted(toggleMenu(index, all, 1))).toEqual({ menus: [], operations: [] });
  });

  it('a code granted grants its page and area; the parent reads indeterminate', () => {
    const one = toggleOperation(index, none, 22);
    expect(sorted(one)).toEqual({ menus: [1, 2], operations: [22] });
    expect(menuState(index.menus.get(2)!, one)).toBe('indeterminate');
    expect(menuState(index.menus.get(1)!, one)).toBe('indeterminate');
    expect(menuState(index.menus.get(4)!, one)).toBe('unchecked');
    // revoking the code keeps the page: a page may be granted without codes
    expect(sorted(toggleOperation(index, one, 22))).toEqual({ menus: [1, 2], operations: [] });
  });

  it('an indeterminate parent checks fully on a click, and an area loses its grant with its last page', () => {
    const one = toggleOperation(index, none, 22);
    expect(sorted(toggleMenu(index, one, 2))).toEqual({ menus: [1, 2], operations: [21, 22, 23] });
    const monitor = toggleMenu(index, none, 3);
    expect(sorted(monitor)).toEqual({ menus: [1, 3], operations: [] });
    expect(sorted(toggleMenu(index, monitor, 3))).toEqual({ menus: [], operations: [] });
  });

  it('search keeps matching menus whole, and narrows others to what matches, in the language shown', () => {
    const label = (_: PermissionNode, op: { code: string }) => op.code;
    expect(filterTree(TREE, 'monitor', 'en', label).map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([[1, [3]]]);
    expect(filterTree(TREE, '报警', 'zh-CN', label)[0]!.children[0]!.operations).toHaveLength(1);
    const byCode = filterTree(TREE, 'hide_import', 'en', label);
    expect(byCode[0]!.children[0]!.operations.map((o) => o.id)).toEqual([23]);
    expect(filterTree(TREE, '', 'en', label)).toHaveLength(2);
  });

  it('reads conventional codes by their action, and expands every menu with something under it', () => {
    const list = index.menus.get(2)!;
    expect(operationKind(list, list.operations[1]!)).toEqual({ action: 'add', hidden: false });
    expect(operationKind(list, list.operations[2]!)).toEqual({ action: 'import', hidden: true });
    expect(operationKind(index.menus.get(5)!, index.menus.get(5)!.operations[0]!)).toBeNull();
    expect([...expandableIds(index)].sort()).toEqual([1, 2, 4, 5]);
    expect(codeKind('devicelist_hide_import')).toEqual({ action: 'import', hidden: true });
    expect(codeKind('menu_operation_edit')).toEqual({ action: 'edit', hidden: false });
    expect(codeKind('custom_code')).toBeNull();
  });
});
