/**
 * POST /balance/topup (TopUpBody; spec §6 "recharge" among the admin tools): adds SMS or voice
 * credit to a company. Platform administrators only (admin value 0: customer-success staff), for
 * any company; a company administrator cannot raise its own credit. A shared account that draws
 * from its parent is refused with the spec's "Shared accounts cannot top up individually".
 * Answers the balance history row of the top-up. A top-up is a recharge: with its order, in one
 * transaction (services/money/recharge.ts, issue 30 §3); the credit logic is services/credit/topUp.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { TopUpBody } from '../../../src/lib/balance';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { balanceRow } from '../../services/alarms/queries/balanceHistory';
import { compileForm } from '../../services/formSchema';
import { recharge } from '../../services/money/recharge';
import { isPlatformAdmin } from '../../services/resources/authority';
import { bodyOf } from '../alarm/access';
import topUpBody from './topup.body.json';

export default async function topup(app: FastifyInstance): Promise<void> {
  const form = compileForm<TopUpBody>(app.resources, topUpBody);

  app.post('/topup', async (request, reply) => {
    const user = currentUser(request);
    if (!isPlatformAdmin(user)) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const done = await recharge(app.db, { ...valid, actor: { id: user.id, name: user.username }, ip: request.ip, now: app.nowUnix() });
    if (!done.ok) {
      if (done.reason === 'sharedSettlement') return reply.fail(ApiStatus.failed, 'sharedCannotTopUp');
      if (done.reason === 'notFound') return reply.fail(ApiStatus.notFound, 'notFound');
      return reply.invalid({ amount: { key: 'validation.positiveInteger' } });
    }
    return reply.ok(await balanceRow(app.db, done.historyId));
  });
}
