/**
 * Who may act on a waybill (issue 29 §1, spec §6): the guard has authenticated; each action needs
 * its operation code on one of the waybill pages (src/lib/waybillActions.ts waybillCodes); reading
 * the history needs one of the pages. Then the waybill in the user's company: another company's
 * is answered like a missing one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { componentOf } from '../../../src/lib/schema/types';
import { waybillCodes, type WaybillCodeAction } from '../../../src/lib/waybillActions';
import { currentUser } from '../../plugins/guard';
import { roleHasOperation } from '../../services/menus';
import { hasPageOf } from '../../services/resources/access';

export function requireCode(action: WaybillCodeAction) {
  return async function checkCode(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const user = currentUser(request);
    for (const code of waybillCodes(action)) if (await roleHasOperation(request.server.db, user.roleId, code)) return undefined;
    return reply.fail(ApiStatus.forbidden, 'forbidden');
  };
}

export async function requireWaybillPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const entity = request.server.resources.entities.get('waybill');
  if (entity && (await hasPageOf(request.server.db, currentUser(request), entity.schema['x-ui'].components.map((c) => componentOf(c).path)))) {
    return undefined;
  }
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}
