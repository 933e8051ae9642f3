/**
 * The permission-change log of roles (spec §6, migration 012): one entry per save that changed
 * a role's menus or codes, written by the role's own transaction; read newest first. There is
 * deliberately no update or delete here. Since issue 30 §1 the change is an entry of the audit
 * trail (action 'permissions' of the role, its added and removed grants as the changed fields),
 * and the log is read from the trail; role_permission_log keeps its copy for older readers.
 */
import type { Kysely } from 'kysely';
import type { LoggedMenu, LoggedOperation, PermissionDelta, PermissionLogEntry } from '../../../src/lib/permissionLog';
import type { Database } from '../../db/schema';
import { menuTitle } from '../menus';
import type { AuthUser } from '../users';
import { recordTrail } from '../audit/queries';
import { recordAudit } from '../audit/recordAudit';

export interface Grants {
  menus: ReadonlySet<number>;
  operations: ReadonlySet<number>;
}

export async function currentGrants(db: Kysely<Database>, roleId: number): Promise<Grants> {
  const menus = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).execute();
  const operations = await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', roleId).execute();
  return { menus: new Set(menus.map((r) => r.menu_id)), operations: new Set(operations.map((r) => r.operation_id)) };
}

const minus = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].filter((id) => !b.has(id)).sort((x, y) => x - y);

async function describeMenus(db: Kysely<Database>, ids: number[]): Promise<LoggedMenu[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('menus').select(['id', 'name', 'name_tw', 'name_en']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // a menu deleted in the same breath keeps its id; the entry still says something was removed
  return ids.map((id) => {
    const row = byId.get(id);
    return { id, title: row ? menuTitle(row) : [] };
  });
}

async function describeOperations(db: Kysely<Database>, ids: number[]): Promise<LoggedOperation[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('operations')
    .innerJoin('menus', 'menus.id', 'operations.menu_id')
    .select(['operations.id', 'operations.code', 'operations.fullname', 'operations.menu_id', 'menus.name', 'menus.name_tw', 'menus.name_en'])
    .where('operations.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return row
      ? { id, code: row.code, fullname: row.fullname, menuId: row.menu_id, menuTitle: menuTitle(row) }
      : { id, code: '', fullname: '', menuId: 0, menuTitle: [] };
  });
}

/** Writes an entry when `after` differs from `before`; returns whether it did. */
export async function logPermissionChange(
  db: Kysely<Database>,
  change: { roleId: number; actor: Pick<AuthUser, 'id' | 'username'>; nowUnix: number; ip?: string; before: Grants; after: Grants },
): Promise<boolean> {
  const { before, after } = change;
  const added: PermissionDelta = {
    menus: await describeMenus(db, minus(after.menus, before.menus)),
    operations: await describeOperations(db, minus(after.operations, before.operations)),
  };
  const removed: PermissionDelta = {
    menus: await describeMenus(db, minus(before.menus, after.menus)),
    operations: await describeOperations(db, minus(before.operations, after.operations)),
  };
  if (!added.menus.length && !added.operations.length && !removed.menus.length && !removed.operations.length) return false;
  const role = await db.selectFrom('roles').select('company_id').where('id', '=', change.roleId).executeTakeFirst();
  await db
    .insertInto('role_permission_log')
    .values({
      role_id: change.roleId,
      company_id: role?.company_id ?? null,
      actor_id: change.actor.id,
      actor_username: change.actor.username,
      created_at: change.nowUnix,
      added_menus: JSON.stringify(added.menus),
      removed_menus: JSON.stringify(removed.menus),
      added_operations: JSON.stringify(added.operations),
      removed_operations: JSON.stringify(removed.operations),
    })
    .execute();
  await recordAudit(db, {
    actor: change.actor,
    companyId: role?.company_id ?? null,
    ip: change.ip ?? '',
    at: change.nowUnix,
    entity: 'role',
    recordId: change.roleId,
    action: PERMISSIONS_ACTION,
    changes: [
      { field: 'added', old: null, new: added },
      { field: 'removed', old: removed, new: null },
    ],
  });
  return true;
}

/** The audit action of a role's permission change. */
export const PERMISSIONS_ACTION = 'permissions';

/** The role's entries, newest first, from the audit trail. */
export async function readPermissionLog(db: Kysely<Database>, roleId: number): Promise<PermissionLogEntry[]> {
  const entries = await recordTrail(db, 'role', roleId, PERMISSIONS_ACTION);
  const empty: PermissionDelta = { menus: [], operations: [] };
  return entries.map((entry) => ({
    id: entry.id,
    roleId,
    actor: { id: entry.actor.id ?? 0, username: entry.actor.username },
    at: entry.at,
    added: (entry.changes.find((c) => c.field === 'added')?.new as PermissionDelta | undefined) ?? empty,
    removed: (entry.changes.find((c) => c.field === 'removed')?.old as PermissionDelta | undefined) ?? empty,
  }));
}
