/**
 * GET /alarm/feed?after={alarmId} (issue 13 §3): the panel's catch-up after a reconnect, the open
 * live alarms with a larger id, oldest first, at most ALARM_FEED_MAX, as `0003` messages. The
 * panel is in every layout, so any signed-in user may ask; it gets the alarms it sees, as the
 * socket would have sent them.
 */
import type { FastifyInstance } from 'fastify';
import { missedAlarms } from '../../services/alarms/queries/feed';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { scopeOf } from './access';
import feedQuery from './feed.query.json';

export default async function feed(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ after?: number }>(app.resources, feedQuery);

  app.get<{ Querystring: FormFields }>('/feed', async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await missedAlarms(app.db, await scopeOf(request), valid.after ?? 0));
  });
}
