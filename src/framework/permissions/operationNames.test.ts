import { describe, expect, it } from 'vitest';
import { PAGE_ACTIONS, PLATFORM_ACTION_NAMES, PLATFORM_CODE_NAMES, platformHiddenName } from '../../lib/permissionCodes';
import { LANGUAGES } from '../../lib/language';
import { createI18nProvider } from '../../providers/i18nProvider';
import { operationDescription, operationKind, operationName } from './operationNames';

const translateIn = (language: (typeof LANGUAGES)[number]) => createI18nProvider(language).translate;
const LATIN = /[A-Za-z]{2,}/;

describe('operation names (issue 26 §3)', () => {
  it.each([
    ['en', 'Add', 'Hide the Export button', 'Edit page operations'],
    ['zh-CN', '新增', '隐藏导出按钮', '编辑页面操作'],
    ['zh-TW', '新增', '隱藏匯出按鈕', '編輯頁面操作'],
  ] as const)('reads the platform’s names in %s', (language, add, hideExport, operationEdit) => {
    const t = translateIn(language);
    expect(operationName(t, 'devicelist_add', '新增')).toBe(add);
    expect(operationName(t, 'devicelist_hide_export', '隐藏导出')).toBe(hideExport);
    expect(operationName(t, 'menu_operation_edit', '编辑页面操作')).toBe(operationEdit);
  });

  it.each(LANGUAGES)('names every platform code in %s in its words, never as a raw code or in English in Chinese', (language) => {
    const t = translateIn(language);
    const names = [
      ...PAGE_ACTIONS.flatMap((action) => [
        operationName(t, `devicelist_${action}`, PLATFORM_ACTION_NAMES[action]),
        operationName(t, `devicelist_hide_${action}`, platformHiddenName(action)),
      ]),
      ...Object.entries(PLATFORM_CODE_NAMES).map(([code, name]) => operationName(t, code, name)),
    ];
    for (const name of names) {
      expect(name).not.toMatch(/_/);
      expect(name).not.toMatch(/\.|^$/);
      if (language === 'en') expect(name).not.toMatch(/[\u4e00-\u9fff]/);
      else expect(name).not.toMatch(LATIN);
    }
  });

  it('shows a name an admin gave as given, and an unnamed unknown code readably', () => {
    const t = translateIn('zh-CN');
    expect(operationName(t, 'devicelist_add', 'Add by hand')).toBe('Add by hand');
    expect(operationName(t, 'devicelist_print', '打印标签')).toBe('打印标签');
    expect(operationName(t, 'devicelist_print', ' ')).toBe('devicelist print');
    expect(operationName(t, 'constructor', '')).toBe('constructor');
  });

  it('knows a conventional code by its action, and the platform’s other codes as none', () => {
    expect(operationKind('devicelist_hide_import')).toEqual({ action: 'import', hidden: true });
    expect(operationKind('alarm_history_export')).toEqual({ action: 'export', hidden: false });
    expect(operationKind('menu_operation_edit')).toBeNull();
    expect(operationKind('devicelist_print')).toBeNull();
    expect(operationKind('add')).toBeNull();
  });
});

describe('operation descriptions', () => {
  it('reads the seed’s descriptions, which only repeat the code, as page and name in the language', () => {
    const zh = translateIn('zh-CN');
    expect(operationDescription(zh, { code: 'devicelist_add', fullname: '新增', description: 'Device list: add' }, '设备列表')).toBe('设备列表：新增');
    expect(operationDescription(zh, { code: 'devicelist_hide_add', fullname: '隐藏新增', description: 'Device list: hides the add button' }, '设备列表')).toBe(
      '设备列表：隐藏新增按钮',
    );
    expect(
      operationDescription(zh, { code: 'menu_operation_edit', fullname: '编辑页面操作', description: 'Operations: menu_operation_edit' }, '操作管理'),
    ).toBe('操作管理：编辑页面操作');
    const en = translateIn('en');
    expect(operationDescription(en, { code: 'devicelist_export', fullname: '导出', description: 'Device list: export' }, 'Device list')).toBe(
      'Device list: Export',
    );
  });

  it('keeps what an admin wrote, and an empty description empty', () => {
    const zh = translateIn('zh-TW');
    expect(operationDescription(zh, { code: 'devicelist_add', fullname: '新增', description: 'Adds a device: the number must be new' }, '設備列表')).toBe(
      'Adds a device: the number must be new',
    );
    expect(operationDescription(zh, { code: 'devicelist_add', fullname: '新增', description: 'Device list: delete' }, '設備列表')).toBe('Device list: delete');
    expect(operationDescription(zh, { code: 'devicelist_add', description: null }, '設備列表')).toBe('');
  });
});
