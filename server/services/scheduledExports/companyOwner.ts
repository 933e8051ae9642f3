import type { FastifyInstance } from 'fastify';
import { toAuthUser, type AuthUser } from '../users';

/**
 * The company's first admin user (admin value ≤ 1, spec §4, lowest id), who owns the jobs of its
 * scheduled reports and data backups: the records store keeps no creator, and the owner's rights
 * and scope are what the file is made with.
 */
export async function companyOwner(app: FastifyInstance, companyId: number): Promise<AuthUser | undefined> {
  const row = await app.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where('users.company_id', '=', companyId)
    .where('users.admin', '<=', 1)
    .orderBy('users.id')
    .executeTakeFirst();
  return row ? toAuthUser(row) : undefined;
}
