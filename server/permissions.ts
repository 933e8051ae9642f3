/**
 * The server's permission data: which pages guard which hand-written routes. The code
 * conventions themselves are shared with the console in src/lib/permissionCodes.ts.
 */
import { SYSCONFIG_COMPONENT } from '../src/lib/contract';

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
