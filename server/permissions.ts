/**
 * Operation-code conventions (spec §6). A page's key is its route name in lowercase
 * ('DeviceList' → 'devicelist').
 * - Action codes `{page}_{action}`: the button shows only when the user HAS the code.
 * - Hidden-permission codes `{page}_hide_{action}`: the button hides when the user HAS the code.
 * Pure data and functions; candidates for src/lib once the console needs them.
 */
import { SYSCONFIG_COMPONENT } from '../src/lib/contract';

export const PAGE_ACTIONS = ['view', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** Edits of /operation (add, change, delete operation codes); granted to admin only, and only a platform admin (admin value 0) may use it. */
export { OPERATION_EDIT_CODE } from '../src/lib/contract';

/**
 * Pages that may read operation codes and a role's permission tree: the operation page, and the
 * role page that grants them. Reads need a page like writes do (issue 10 §5).
 */
export const OPERATION_READ_PAGES = ['/management/operation/index', '/management/role/index'] as const;

/** The role page: it reads a role's permission-change log (spec §6). */
export const ROLE_PAGES = ['/management/role/index'] as const;

/** The page of GET /sysconfig: the console shows its control only to a role that has it. */
export const SYSCONFIG_PAGE = SYSCONFIG_COMPONENT;

/**
 * Pages of the data every company shares (menus, operation codes) or of the companies
 * themselves: a company administrator may only view and export there (the seed grants no more).
 */
export const PLATFORM_PAGES = ['ManagementMenu', 'ManagementOperation', 'ToolsCompanyMan'] as const;

export const CODE_CONVENTIONS = [
  { kind: 'action', pattern: '{page}_{action}', example: 'devicelist_add', showsButtonWhenGranted: true },
  { kind: 'hidden', pattern: '{page}_hide_{action}', example: 'devicelist_hide_import', showsButtonWhenGranted: false },
] as const;

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
