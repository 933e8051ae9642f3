/**
 * GET /alarm/{id} (issue 13 §4 "Alarm session"): the alarm, its timeline and its notifications.
 * Needs the menu of the session page or of a history page. Another company's alarm, an alarm of
 * an organization the user does not see and a missing one answer the same '-6'.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { alarmSession } from '../../services/alarms/queries/session';
import { pathId, requirePage, scopeOf, SESSION_PAGES } from './access';

export default async function session(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/:id', { preHandler: requirePage(SESSION_PAGES) }, async (request, reply) => {
    const id = pathId(request.params.id);
    const found = id === null ? undefined : await alarmSession(app.db, await scopeOf(request), id, app.nowUnix());
    if (!found) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok(found);
  });
}
