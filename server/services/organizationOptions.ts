/**
 * A user's organizations as filter options (GET /organization/options): its data scope, in tree
 * order (each parent before its children, siblings by id), so that a cut keeps whole branches.
 */
import type { Kysely } from 'kysely';
import type { OrganizationOption } from '../../src/lib/organizations';
import type { Database } from '../db/schema';
import { visibleOrganizations } from './alarms/visibility';
import type { AuthUser } from './users';

/** Depth first from the roots (a record whose parent is not among them is a root), siblings by id. */
function treeOrder(rows: readonly OrganizationOption[]): OrganizationOption[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, OrganizationOption[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: OrganizationOption[] = [];
  const walk = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

export async function organizationOptions(db: Kysely<Database>, user: Pick<AuthUser, 'admin' | 'companyId' | 'organizationId'>): Promise<OrganizationOption[]> {
  const visible = await visibleOrganizations(db, user);
  if (visible !== null && !visible.length) return [];
  let query = db.selectFrom('organizations').select(['id', 'parent_id', 'name', 'level']).where('company_id', '=', user.companyId);
  if (visible !== null) query = query.where('id', 'in', visible);
  const rows = await query.execute();
  return treeOrder(rows.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, level: row.level })));
}
