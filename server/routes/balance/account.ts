/**
 * GET /balance/account (spec §3 Company, §6; /management/accountbalance): the user's company's
 * SMS and voice credit as it spends it — a shared account's is its parent's — with whether the
 * caller may top it up (a platform administrator, on an account that is not shared with a parent).
 * Needs the menu of the account balance or the balance history page.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountBalance } from '../../../src/lib/balance';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { accountBalance } from '../../services/credit';
import { isPlatformAdmin } from '../../services/resources/authority';
import { requirePage } from '../alarm/access';
import { ACCOUNT_PAGES } from './pages';

export default async function account(app: FastifyInstance): Promise<void> {
  app.get('/account', { preHandler: requirePage(ACCOUNT_PAGES) }, async (request, reply) => {
    const user = currentUser(request);
    const found = await accountBalance(app.db, user.companyId);
    if (!found) return reply.fail(ApiStatus.notFound, 'notFound');
    const answer: AccountBalance = {
      sms: found.sms,
      voice: found.voice,
      settlement: found.settlement,
      payer: found.payer,
      canTopUp: found.canTopUp && isPlatformAdmin(user),
    };
    return reply.ok(answer);
  });
}
