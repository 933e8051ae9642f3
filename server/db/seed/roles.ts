/**
 * The two roles. admin: every menu and every action code (hidden-permission codes would hide
 * its buttons, so it has none). operator: the dashboard, the device and the alarm areas, with
 * only view/export actions, plus devicelist_hide_import. A company admin role (a company other
 * than the platform's own) holds no code that only a platform admin may use: on the pages of
 * PLATFORM_PAGES only view/export, and never menu_operation_edit.
 */
import type { Kysely } from 'kysely';
import { actionOf, hiddenCode, isHiddenCode } from '../../../src/lib/permissionCodes';
import { OPERATION_EDIT_CODE, PLATFORM_PAGES } from '../../permissions';
import type { Database } from '../schema';
import { OPERATOR_AREAS } from './menus';
import type { SeededMenu } from './menus/insert';

export const ROLES = [
  { name: 'admin', description: '系统管理员：全部菜单与操作' },
  { name: 'operator', description: '操作员：首页、设备与报警，只读加导出' },
] as const;

const OPERATOR_ACTIONS = new Set(['view', 'export']);
const OPERATOR_HIDDEN = new Set([hiddenCode('DeviceList', 'import')]);

async function grant(db: Kysely<Database>, roleId: number, menuIds: number[], operationIds: number[]): Promise<void> {
  if (menuIds.length) {
    await db.insertInto('role_menus').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
  }
  if (operationIds.length) {
    await db
      .insertInto('role_operations')
      .values(operationIds.map((operation_id) => ({ role_id: roleId, operation_id })))
      .execute();
  }
}

const PLATFORM_PAGE_NAMES: ReadonlySet<string> = new Set(PLATFORM_PAGES);

/** Whether a company admin's role may hold this code of this menu. */
function companyAdminMay(menu: SeededMenu, code: string): boolean {
  if (code === OPERATION_EDIT_CODE) return false;
  return !PLATFORM_PAGE_NAMES.has(menu.seed.name) || OPERATOR_ACTIONS.has(actionOf(menu.seed.name, code) ?? '');
}

/** Inserts the roles and their grants; returns role ids by name. `companyAdmin`: the admin role of a company admin (admin value 1). */
export async function seedRoles(db: Kysely<Database>, menus: SeededMenu[], companyId: number, { companyAdmin = false } = {}): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const role of ROLES) {
    ids[role.name] = (await db.insertInto('roles').values({ ...role, company_id: companyId }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const everyOperation = menus.flatMap((m) => m.operations.filter((op) => !isHiddenCode(op.code) && (!companyAdmin || companyAdminMay(m, op.code))).map((op) => op.id));
  await grant(db, ids.admin!, menus.map((m) => m.id), everyOperation);

  const operatorMenus = menus.filter((m) => OPERATOR_AREAS.includes(m.area));
  const operatorOperations = operatorMenus.flatMap((m) =>
    m.operations
      .filter((op) => OPERATOR_HIDDEN.has(op.code) || (!isHiddenCode(op.code) && OPERATOR_ACTIONS.has(actionOf(m.seed.name, op.code) ?? '')))
      .map((op) => op.id),
  );
  await grant(db, ids.operator!, operatorMenus.map((m) => m.id), operatorOperations);
  return ids;
}
