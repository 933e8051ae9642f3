/**
 * GET /alarm/stats and GET /alarm/reasonstats (issue 13 §4): statistics of a range (spec §5, at
 * most 31 days) over the alarms the user sees. Each needs its page's menu.
 */
import type { FastifyInstance } from 'fastify';
import { alarmReasonStats } from '../../services/alarms/queries/reasonStats';
import { alarmStats } from '../../services/alarms/queries/stats';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { rangeOf, REASON_STATS_PAGES, refuseRange, requirePage, scopeOf, STATS_PAGES } from './access';
import statsQuery from './stats.query.json';

export default async function stats(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ utcOffset?: number }>(app.resources, statsQuery);

  app.get<{ Querystring: FormFields }>('/stats', { preHandler: requirePage(STATS_PAGES) }, async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const utcOffsetMinutes = valid.utcOffset ?? 0;
    const range = rangeOf(request, utcOffsetMinutes);
    if (!range.ok) return refuseRange(reply, range);
    return reply.ok(await alarmStats(app.db, await scopeOf(request), { start: range.start, end: range.end, utcOffsetMinutes }));
  });

  app.get<{ Querystring: FormFields }>('/reasonstats', { preHandler: requirePage(REASON_STATS_PAGES) }, async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const range = rangeOf(request, valid.utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    return reply.ok(await alarmReasonStats(app.db, await scopeOf(request), { start: range.start, end: range.end }));
  });
}
