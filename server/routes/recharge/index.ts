/**
 * /recharge (issue 30 §3, the /tools/recharge page): customer-success staff — a platform user
 * (admin value 0) whose role has the page — list the companies with their credit and top one up.
 * Order: the guard has authenticated; then the page (and its add code for a recharge) and the
 * platform; then the input. A shared-settlement company drawing from its parent is refused with
 * the spec's "Shared accounts cannot top up individually" (spec §6). The recharge and its order
 * are one transaction (services/money/recharge.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { RechargeBody, RechargeCompany, RechargeReceipt } from '../../../src/lib/recharge';
import { currentUser, requireOperation } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import { recharge } from '../../services/money/recharge';
import { isPlatformAdmin } from '../../services/resources/authority';
import { bodyOf, requirePage } from '../alarm/access';
import { RECHARGE_CODE, RECHARGE_PAGES } from './pages';
import rechargeBody from './recharge.body.json';

/** A recharge body is three small fields. */
const BODY_LIMIT = 1024;

async function requirePlatform(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  return isPlatformAdmin(currentUser(request)) ? undefined : reply.fail(ApiStatus.forbidden, 'forbidden');
}

export default async function rechargeRoutes(app: FastifyInstance): Promise<void> {
  const form = compileForm<RechargeBody>(app.resources, rechargeBody);

  app.get('/companies', { preHandler: [requirePage(RECHARGE_PAGES), requirePlatform] }, async (_request, reply) => {
    const rows = await app.db
      .selectFrom('companies as c')
      .leftJoin('companies as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.name', 'c.settlement', 'c.parent_id', 'c.sms_balance', 'c.voice_balance', 'p.id as parent_key', 'p.name as parent_name'])
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
    const list = rows.map((row): RechargeCompany => {
      // services/credit/account.ts creditPayer: a shared company with a parent draws from it
      const drawsFromParent = row.settlement === 'shared' && row.parent_key !== null && row.parent_key !== row.id;
      return {
        id: row.id,
        name: row.name,
        settlement: row.settlement === 'shared' ? 'shared' : 'independent',
        sms: Number(row.sms_balance),
        voice: Number(row.voice_balance),
        canRecharge: !drawsFromParent,
        payer: drawsFromParent ? { id: row.parent_key!, name: row.parent_name ?? '' } : { id: row.id, name: row.name },
      };
    });
    return reply.ok({ list });
  });

  app.post('/', { bodyLimit: BODY_LIMIT, preHandler: [requirePage(RECHARGE_PAGES), requireOperation(RECHARGE_CODE), requirePlatform] }, async (request, reply) => {
    const { valid, issues } = form.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const user = currentUser(request);
    const done = await recharge(app.db, { ...valid, actor: { id: user.id, name: user.username }, ip: request.ip, now: app.nowUnix() });
    if (!done.ok) {
      if (done.reason === 'sharedSettlement') return reply.fail(ApiStatus.failed, 'sharedCannotTopUp');
      if (done.reason === 'notFound') return reply.fail(ApiStatus.notFound, 'notFound');
      return reply.invalid({ amount: { key: 'validation.positiveInteger' } });
    }
    const { ok: _ok, historyId: _history, ...receipt } = done;
    const answer: RechargeReceipt = receipt;
    return reply.ok(answer, 'rechargeOk');
  });
}
