/**
 * /role beyond the generic entity calls (routes/resources): a role's permission-change log
 * (spec §6), read on the role page. It is only ever read here: entries are written by the role's
 * save (services/resources/roleHooks.ts) and no route changes or deletes them.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { ROLE_PAGES } from '../../permissions';
import { hasPageOf } from '../../services/resources/access';
import { readPermissionLog } from '../../services/resources/permissionLog';

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export default async function role(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/:id/permissionlog', async (request, reply) => {
    const user = currentUser(request);
    // permission before input (issue 10 §5): without the role page, nothing is looked up
    if (!(await hasPageOf(app.db, user, ROLE_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const id = idOf(request.params.id);
    // another company's role is as absent as one that never was
    const found = id && (await app.db.selectFrom('roles').select('id').where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst());
    if (!found) return reply.fail(ApiStatus.notFound, 'roleNotFound');
    return reply.ok(await readPermissionLog(app.db, found.id));
  });
}
