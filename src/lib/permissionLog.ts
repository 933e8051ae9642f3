/**
 * The permission-change log of a role on the wire (spec §6): GET /role/{id}/permissionlog.
 * Each entry keeps the names its menus and codes had when it was written, so it reads the same
 * after a menu is renamed or an operation deleted.
 */
import type { LocalizedTitle } from './contract';

export interface LoggedMenu {
  id: number;
  title: LocalizedTitle;
}

export interface LoggedOperation {
  id: number;
  code: string;
  fullname: string;
  menuId: number;
  /** the title of the page the code belongs to */
  menuTitle: LocalizedTitle;
}

export interface PermissionDelta {
  menus: LoggedMenu[];
  operations: LoggedOperation[];
}

export interface PermissionLogEntry {
  id: number;
  roleId: number;
  actor: { id: number; username: string };
  /** unix seconds */
  at: number;
  added: PermissionDelta;
  removed: PermissionDelta;
}
