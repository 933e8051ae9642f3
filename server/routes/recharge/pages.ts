/** The page that grants the recharge routes (db/seed/menus/others.ts), and its code for recharging. */
import { actionCode } from '../../../src/lib/permissionCodes';

export const RECHARGE_PAGES = ['ToolsRecharge'] as const;
export const RECHARGE_CODE = actionCode('ToolsRecharge', 'add');
