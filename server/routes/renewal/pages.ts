/** The page that grants the renewal routes (db/seed/menus/device.ts), and its code for paying: a renewal changes the devices. */
import { actionCode } from '../../../src/lib/permissionCodes';

export const RENEWAL_PAGES = ['DeviceRenewal'] as const;
export const RENEW_CODE = actionCode('DeviceRenewal', 'edit');
