/**
 * GET /alarm/opencount (issue 26 §1): the alarm panel's count of the open alarms not yet
 * acknowledged that the user may see, as the history lists them under `state=unacknowledged`
 * (which it links to). Checks in the house order: the guard has authenticated; then the alarm
 * history's menu (the count is a view of that page: a user without it has nowhere to follow it);
 * then the input: there is none, and any parameter is refused ('-5' naming it) rather than read,
 * so nothing can widen the count beyond the user's company and organizations.
 */
import type { FastifyInstance } from 'fastify';
import type { AlarmOpenCount } from '../../../src/lib/alarmOpenCount';
import { openUnacknowledgedCount } from '../../services/alarms/queries/openCount';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { HISTORY_PAGES, requirePage, scopeOf } from './access';
import openCountQuery from './openCount.query.json';

export default async function openCount(app: FastifyInstance): Promise<void> {
  const form = compileForm<Record<string, never>>(app.resources, openCountQuery);

  app.get<{ Querystring: FormFields }>('/opencount', { preHandler: requirePage(HISTORY_PAGES) }, async (request, reply) => {
    // the query as sent: a schema without properties reads no field, so the check sees them all
    const { issues, valid } = form.check({ ...request.query });
    if (!valid) return reply.invalid(issues);
    const answer: AlarmOpenCount = { count: await openUnacknowledgedCount(app.db, await scopeOf(request)) };
    return reply.ok(answer);
  });
}
