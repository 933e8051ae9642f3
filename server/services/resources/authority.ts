/**
 * What a user may hand out (spec §6 leaves role rules open; this is ours): an admin user
 * (admin value ≤ 1, spec §4) anything; anyone else only what their own role has, so that a
 * user, role or reset-password screen can never raise anybody above the one using it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { roleMenuIds } from '../menus';
import type { AuthUser } from '../users';

export interface Permissions {
  menus: ReadonlySet<number>;
  operations: ReadonlySet<number>;
}

export const isAdminUser = (user: AuthUser): boolean => user.admin <= 1;

/**
 * The admin value, split by issue 10 §5 (spec §4 only says "admin when ≤ 1"):
 * - 0 platform administrator: also writes what every company shares (menus, operation codes)
 *   and the companies themselves, and sees every company;
 * - 1 company administrator: everything of its own company; reads menus and operation codes
 *   and grants them to roles, never changes them;
 * - ≥ 2 ordinary user: what the role grants.
 */
export const PLATFORM_ADMIN = 0;

export const isPlatformAdmin = (user: AuthUser): boolean => user.admin === PLATFORM_ADMIN;

export async function rolePermissions(db: Kysely<Database>, roleId: number): Promise<Permissions> {
  const operations = await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', roleId).execute();
  return { menus: await roleMenuIds(db, roleId), operations: new Set(operations.map((row) => row.operation_id)) };
}

const within = (ids: Iterable<number>, allowed: ReadonlySet<number>) => [...ids].every((id) => allowed.has(id));

/** Whether these menus and operations are all the user's own (always, for an admin user). */
export async function canGrant(db: Kysely<Database>, user: AuthUser, wanted: { menus?: Iterable<number>; operations?: Iterable<number> }): Promise<boolean> {
  if (isAdminUser(user)) return true;
  const own = await rolePermissions(db, user.roleId);
  return within(wanted.menus ?? [], own.menus) && within(wanted.operations ?? [], own.operations);
}

/** Whether the user may act on a holder of this role: it grants nothing the user lacks. */
export async function canManageRole(db: Kysely<Database>, user: AuthUser, roleId: number): Promise<boolean> {
  if (isAdminUser(user)) return true;
  const role = await rolePermissions(db, roleId);
  return canGrant(db, user, role);
}
