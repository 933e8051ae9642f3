/**
 * PUT /user/{id}/resetpassword: the password becomes the login account again, like a new
 * user's initial password (spec §9; the spec's reset value is not reproduced). Needs the edit
 * code of the user page. The account must change it at its next login, and every other session
 * of the user ends at once. The generic /user calls are in routes/resources.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { canWrite } from '../../services/resources/access';
import { canManageRole } from '../../services/resources/authority';
import { revokeOtherSessions, setAssignedPassword } from '../../services/passwordUpdates';

export default async function user(app: FastifyInstance): Promise<void> {
  app.put<{ Params: { id: string } }>('/:id/resetpassword', async (request, reply) => {
    const entity = app.resources.entities.get('user');
    const me = currentUser(request);
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const record = entity && id ? await entity.store.get(id, { companyId: me.companyId, nowUnix: app.nowUnix() }) : undefined;
    if (!entity || !record) return reply.fail(ApiStatus.notFound, 'notFound');
    // the edit code of the user page, and never for a user who holds more than `me` (a takeover)
    const allowed = (await canWrite(app.db, me, entity.schema, 'edit', record, app.nowUnix())) && (await canManageRole(app.db, me, Number(record.roleId)));
    if (!allowed) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const username = String(record.username);
    // spec §9: the reset value is the login account, like a new user's initial password
    await setAssignedPassword(app.db, Number(record.id), username);
    // an admin resetting their own password keeps the session they did it from
    await revokeOtherSessions(app.db, Number(record.id), request.session?.token ?? '');
    return reply.ok({ id: record.id }, 'passwordReset');
  });
}
