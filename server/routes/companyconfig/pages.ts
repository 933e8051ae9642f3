/** The page that grants the company config routes (db/seed/menus/others.ts), and its code for changing it. */
import { actionCode } from '../../../src/lib/permissionCodes';

export const COMPANY_CONFIG_PAGES = ['ToolsCompanyConfig'] as const;
export const COMPANY_CONFIG_EDIT_CODE = actionCode('ToolsCompanyConfig', 'edit');
