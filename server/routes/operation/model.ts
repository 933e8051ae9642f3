/** Operations as the API shows them, their validation, and the per-role tree of /operation/tree. */
import type { Kysely } from 'kysely';
import type { LocalizedTitle, Operation } from '../../../src/lib/contract';
import type { EntityValidator, FieldIssues } from '../../../src/lib/validation/compile';
import type { Database, OperationRow } from '../../db/schema';
import { issue } from '../../services/formSchema';
import { allMenus, menuTitle } from '../../services/menus';

export type OperationView = Operation;

export interface OperationTreeNode {
  id: number;
  /** route name */
  name: string;
  path: string;
  title: LocalizedTitle;
  /** the role may see this menu */
  checked: boolean;
  operations: Array<OperationView & { checked: boolean }>;
  children: OperationTreeNode[];
}

export function toView(row: OperationRow): OperationView {
  return {
    id: row.id,
    menuid: row.menu_id,
    code: row.code,
    fullname: row.fullname,
    sortcode: row.sortcode,
    description: row.description,
  };
}

/** An operation as written: schemas/operation.schema.json once valid. */
export interface OperationInput {
  menuid: number;
  code: string;
  fullname: string;
  sortcode?: number;
  description?: string;
}

/**
 * Field issues of an operation record by schemas/operation.schema.json (`validate`, the entity's
 * validator), then what only the database knows: the menu exists, and the code is unique within it.
 */
export async function checkOperation(
  db: Kysely<Database>,
  validate: EntityValidator,
  record: Readonly<Record<string, unknown>>,
  exceptId?: number,
): Promise<FieldIssues> {
  const issues = validate(record) ?? {};
  const { menuid, code } = record;
  if (!issues.menuid && typeof menuid === 'number' && !(await menuExists(db, menuid))) issues.menuid = issue('unknownReference');
  if (!issues.code && !issues.menuid && typeof menuid === 'number' && typeof code === 'string') {
    let query = db.selectFrom('operations').select('id').where('menu_id', '=', menuid).where('code', '=', code);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) issues.code = issue('actionCodeTaken');
  }
  return issues;
}

export async function menuExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('menus').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The menu tree in sidebar order with each page's codes; `checked` tells what `roleId` has (nothing, for null: a role not made yet). */
export async function operationTree(db: Kysely<Database>, roleId: number | null): Promise<OperationTreeNode[]> {
  const menus = await allMenus(db);
  const operations = await db.selectFrom('operations').selectAll().orderBy('sortcode').orderBy('id').execute();
  const grantedMenus = roleId === null ? [] : await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).execute();
  const grantedOps = roleId === null ? [] : await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', roleId).execute();
  const menuChecked = new Set(grantedMenus.map((r) => r.menu_id));
  const opChecked = new Set(grantedOps.map((r) => r.operation_id));

  const build = (parentId: number | null): OperationTreeNode[] =>
    menus
      .filter((menu) => menu.parent_id === parentId)
      .map((menu) => ({
        id: menu.id,
        name: menu.route_name,
        path: menu.path,
        title: menuTitle(menu),
        checked: menuChecked.has(menu.id),
        operations: operations
          .filter((op) => op.menu_id === menu.id)
          .map((op) => ({ ...toView(op), checked: opChecked.has(op.id) })),
        children: build(menu.id),
      }));
  return build(null);
}

/** The tree cut to what `own` holds: what a user who is not an admin may grant (services/resources/authority.ts). */
export function pruneTree(tree: readonly OperationTreeNode[], own: { menus: ReadonlySet<number>; operations: ReadonlySet<number> }): OperationTreeNode[] {
  return tree
    .filter((node) => own.menus.has(node.id))
    .map((node) => ({ ...node, operations: node.operations.filter((op) => own.operations.has(op.id)), children: pruneTree(node.children, own) }));
}
