/**
 * GET /alarm/history and GET /alarm/advancedhistory (issue 13 §4): the alarms opened in a range
 * (spec §5: both ends, start ≤ end, at most the user's ReportCheckTimeRange of 31 days) under the
 * filters, newest first, at most 100 rows with the truncation message; the alarms of the user's
 * company and organizations only. The advanced history adds each alarm's notifications (one
 * query for all rows). Each needs its own page's menu.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import { alarmHistory, type HistoryFilter } from '../../services/alarms/queries/history';
import { notificationsOf } from '../../services/alarms/queries/notifications';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { ADVANCED_HISTORY_PAGES, HISTORY_PAGES, limitedPage, rangeOf, refuseRange, requirePage, scopeOf } from './access';
import historyQuery from './history.query.json';

type HistoryQuery = Omit<HistoryFilter, 'start' | 'end'> & { utcOffset?: number };
type HistoryRequest = FastifyRequest<{ Querystring: FormFields }>;

export default async function history(app: FastifyInstance): Promise<void> {
  const form = compileForm<HistoryQuery>(app.resources, historyQuery);

  async function answer(request: HistoryRequest, reply: FastifyReply, withNotifications: boolean) {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const { utcOffset, ...filters } = valid;
    const range = rangeOf(request, utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    const scope = await scopeOf(request);
    const { rows, total } = await alarmHistory(app.db, scope, { ...filters, start: range.start, end: range.end }, app.nowUnix());
    const page: AlarmHistoryPage = limitedPage(request, rows, total);
    if (withNotifications) {
      const byAlarm = await notificationsOf(app.db, scope.companyId, page.list.map((row) => row.id));
      page.list = page.list.map((row) => ({ ...row, notifications: byAlarm.get(row.id) ?? [] }));
    }
    return reply.ok(page);
  }

  app.get<{ Querystring: FormFields }>('/history', { preHandler: requirePage(HISTORY_PAGES) }, (request, reply) => answer(request, reply, false));
  app.get<{ Querystring: FormFields }>('/advancedhistory', { preHandler: requirePage(ADVANCED_HISTORY_PAGES) }, (request, reply) => answer(request, reply, true));
}
