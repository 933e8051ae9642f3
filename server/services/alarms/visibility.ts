/**
 * Who may see a device's alarms (issue 13 §3): an admin user (admin value ≤ 1, spec §4) sees every
 * organization of its company; any other user sees its own organization and the organizations
 * under it. The same rule decides the `0003` audience, the history, the feed and the statistics.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { organizationSubtree } from '../readings/store/read';
import { isAdminUser } from '../resources/authority';
import type { AuthUser } from '../users';

/** null: the whole company; otherwise the organization ids the user may see. */
export async function visibleOrganizations(db: Kysely<Database>, user: Pick<AuthUser, 'admin' | 'companyId' | 'organizationId'>): Promise<number[] | null> {
  if (isAdminUser(user as AuthUser)) return null;
  return organizationSubtree(db, user.companyId, user.organizationId);
}

/** Whether an organization is among the visible ones (null sees all). */
export function seesOrganization(visible: readonly number[] | null, organizationId: number | null): boolean {
  return visible === null || (organizationId !== null && visible.includes(organizationId));
}
