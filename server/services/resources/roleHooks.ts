/** Roles: page permissions in join tables, granted only by someone who has them, each change logged. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { canGrant, canManageRole } from './authority';
import type { CheckResult, ResourceHooks } from './hooks';
import { currentGrants, logPermissionChange } from './permissionLog';

const idsOf = (value: unknown): number[] | undefined => (Array.isArray(value) ? [...new Set(value.map(Number))] : undefined);

async function replace(db: Kysely<Database>, table: 'role_menus' | 'role_operations', column: 'menu_id' | 'operation_id', roleId: number, ids: number[]) {
  await db.deleteFrom(table).where('role_id', '=', roleId).execute();
  if (!ids.length) return;
  const rows = ids.map((id) => ({ role_id: roleId, [column]: id }));
  await db.insertInto(table).values(rows as never).execute();
}

export const roleHooks: ResourceHooks = {
  virtual: ['menuIds', 'operationIds'],
  async check({ db, actor, values, existing }): Promise<CheckResult> {
    if (existing && !(await canManageRole(db, actor, existing.id))) return 'forbidden';
    const menus = idsOf(values.menuIds);
    const operations = idsOf(values.operationIds);
    if (menus && !(await canGrant(db, actor, { menus }))) return { menuIds: { key: 'validation.beyondOwnPermissions' } };
    if (operations?.length) {
      const found = await db.selectFrom('operations').select('id').where('id', 'in', operations).execute();
      if (found.length !== operations.length) return { operationIds: { key: 'validation.unknownReference' } };
      if (!(await canGrant(db, actor, { operations }))) return { operationIds: { key: 'validation.beyondOwnPermissions' } };
    }
    return null;
  },
  async canDelete(db, actor, records) {
    for (const record of records) if (!(await canManageRole(db, actor, record.id))) return false;
    return true;
  },
  async save(db, id, values, { actor, nowUnix, ip }) {
    const menus = idsOf(values.menuIds);
    const operations = idsOf(values.operationIds);
    if (!menus && !operations) return;
    // the log entry is written by this same transaction: no change without its entry (spec §6)
    const before = await currentGrants(db, id);
    if (menus) await replace(db, 'role_menus', 'menu_id', id, menus);
    if (operations) await replace(db, 'role_operations', 'operation_id', id, operations);
    await logPermissionChange(db, { roleId: id, actor, nowUnix, ip: ip ?? '', before, after: await currentGrants(db, id) });
  },
  async load(db, records) {
    const ids = records.map((r) => r.id);
    if (!ids.length) return;
    const menus = await db.selectFrom('role_menus').select(['role_id', 'menu_id']).where('role_id', 'in', ids).orderBy('menu_id').execute();
    const operations = await db.selectFrom('role_operations').select(['role_id', 'operation_id']).where('role_id', 'in', ids).orderBy('operation_id').execute();
    for (const record of records) {
      record.menuIds = menus.filter((m) => m.role_id === record.id).map((m) => m.menu_id);
      record.operationIds = operations.filter((o) => o.role_id === record.id).map((o) => o.operation_id);
    }
  },
  async beforeDelete(db, ids) {
    await db.deleteFrom('role_menus').where('role_id', 'in', ids).execute();
    await db.deleteFrom('role_operations').where('role_id', 'in', ids).execute();
  },
};
