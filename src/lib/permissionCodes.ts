/**
 * Operation-code conventions (spec §6), one copy for the console and the server. A page's key is
 * its route name in lowercase ('DeviceList' → 'devicelist').
 * - Action codes `{page}_{action}`: the button shows only when the user HAS the code.
 * - Hidden-permission codes `{page}_hide_{action}`: the button hides when the user HAS the code.
 */
import type { PermissionCode } from './schema/types';
import { WAYBILL_PLATFORM_CODE_NAMES } from './waybillCodeNames';

export const PAGE_ACTIONS = ['view', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/**
 * The names the platform writes for the codes it creates (the seed, in Chinese as the original
 * platform's). The console shows such a name in the user's language (src/framework/permissions/
 * operationNames.ts); a name an admin gives is shown as given.
 */
export const PLATFORM_ACTION_NAMES: Readonly<Record<PageAction, string>> = {
  view: '查看',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
};

/** The platform's name of a hidden-permission code: "隐藏新增". */
export const platformHiddenName = (action: PageAction): string => `隐藏${PLATFORM_ACTION_NAMES[action]}`;

/** The platform's names of its codes outside the conventions. */
export const PLATFORM_CODE_NAMES: Readonly<Record<string, string>> = { menu_operation_edit: '编辑页面操作', ...WAYBILL_PLATFORM_CODE_NAMES };

export function pageKey(routeName: string): string {
  return routeName.toLowerCase();
}

export function actionCode(routeName: string, action: string): string {
  return `${pageKey(routeName)}_${action.toLowerCase()}`;
}

export function hiddenCode(routeName: string, action: string): string {
  return `${pageKey(routeName)}_hide_${action.toLowerCase()}`;
}

export function isHiddenCode(code: string): boolean {
  return code.includes('_hide_');
}

/** The action part of a code of this page, or null when the code does not follow the convention. */
export function actionOf(routeName: string, code: string): string | null {
  const prefix = `${pageKey(routeName)}_`;
  if (!code.startsWith(prefix)) return null;
  const rest = code.slice(prefix.length);
  return rest.startsWith('hide_') ? rest.slice('hide_'.length) : rest;
}

export interface PermissionCodes {
  /** hidden when the user HAS this code */
  hiddenCode?: string;
  /** shown only when the user HAS this code */
  actionCode?: string;
}

/** A schema's `x-ui.permissions` entry on one page: every `{page}` becomes that page's key. */
export function codeFor(permission: PermissionCode, page: string): PermissionCodes {
  return 'action' in permission
    ? { actionCode: permission.action.replaceAll('{page}', page) }
    : { hiddenCode: permission.hidden.replaceAll('{page}', page) };
}

/** Whether a button with these codes shows for a user holding `userPermissions`. */
export function isVisible(userPermissions: ReadonlySet<string> | readonly string[], { hiddenCode, actionCode }: PermissionCodes): boolean {
  const has = (code: string) => ('has' in userPermissions ? userPermissions.has(code) : userPermissions.includes(code));
  if (hiddenCode && has(hiddenCode)) return false;
  if (actionCode && !has(actionCode)) return false;
  return true;
}
