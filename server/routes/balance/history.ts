/**
 * GET /balance/history?start&end&kind (/management/balancehistory): the account's deductions and
 * top-ups of a range (spec §5: at most 31 days, 100 rows with the truncation message), newest
 * first. Whose rows: services/alarms/queries/balanceHistory.ts. Needs the balance history page.
 */
import type { FastifyInstance } from 'fastify';
import type { PaidChannel } from '../../../src/lib/alarms';
import { currentUser } from '../../plugins/guard';
import { balanceHistory } from '../../services/alarms/queries/balanceHistory';
import { creditPayer } from '../../services/credit';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { limitedPage, rangeOf, refuseRange, requirePage } from '../alarm/access';
import historyQuery from './history.query.json';
import { HISTORY_PAGES } from './pages';

export default async function history(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ kind?: PaidChannel; utcOffset?: number }>(app.resources, historyQuery);

  app.get<{ Querystring: FormFields }>('/history', { preHandler: requirePage(HISTORY_PAGES) }, async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const range = rangeOf(request, valid.utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    const { companyId } = currentUser(request);
    const payer = await creditPayer(app.db, companyId);
    const { rows, total } = await balanceHistory(app.db, {
      companyId,
      payerId: payer?.payerId ?? companyId,
      start: range.start,
      end: range.end,
      ...(valid.kind ? { kind: valid.kind } : {}),
    });
    return reply.ok(limitedPage(request, rows, total));
  });
}
