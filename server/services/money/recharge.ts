/**
 * A recharge (issue 30 §3): the top-up of services/credit/topUp.ts and its order, in ONE
 * transaction, so a recharge is never in the balance without its order or the other way round.
 * A shared-settlement company drawing from its parent is refused by topUp (spec §6).
 */
import { recordAudit } from '../audit/recordAudit';
import type { Kysely } from 'kysely';
import type { RechargeReceipt } from '../../../src/lib/recharge';
import type { Database } from '../../db/schema';
import { topUp, type TopUpInput, type TopUpRefusal } from '../credit';

export type RechargeResult = ({ ok: true; historyId: number } & RechargeReceipt) | { ok: false; reason: TopUpRefusal };

export async function recharge(db: Kysely<Database>, input: TopUpInput & { actor: { id: number; name: string }; ip?: string }): Promise<RechargeResult> {
  return db.transaction().execute(async (trx) => {
    const done = await topUp(trx, input);
    if (!done.ok) return done;
    const order = await trx
      .insertInto('recharge_orders')
      .values({
        company_id: input.companyId,
        kind: input.kind,
        amount: input.amount,
        state: 'paid',
        history_id: done.historyId,
        user_id: input.actor.id,
        actor_name: input.actor.name,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // issue 30 §1: the credit's change in the trail, with the order it made
    await recordAudit(trx, {
      actor: { id: input.actor.id, username: input.actor.name },
      companyId: input.companyId,
      ip: input.ip ?? '',
      at: input.now,
      entity: 'rechargeOrder',
      recordId: order.id,
      action: 'recharge',
      changes: [{ field: input.kind, old: done.balanceAfter - input.amount, new: done.balanceAfter }],
    });
    return { ok: true, historyId: done.historyId, orderId: order.id, companyId: input.companyId, kind: input.kind, amount: input.amount, balanceAfter: done.balanceAfter };
  });
}
