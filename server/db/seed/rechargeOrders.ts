/**
 * Demo recharge orders (issue 30 §3): the recharges that gave each seeded company its starting
 * SMS and voice credit, 20 days before the seed, each with its balance-history row, so the orders
 * page and the balance history show real rows and no balance changes. A new database only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DAY = 86_400;
const KINDS = [
  ['sms', 'sms_balance'],
  ['voice', 'voice_balance'],
] as const;

export async function seedRechargeOrders(db: Kysely<Database>, nowUnix: number): Promise<void> {
  const actor = await db.selectFrom('users').select(['id', 'username']).where('admin', '=', 0).orderBy('id').executeTakeFirst();
  if (!actor) return;
  const companies = await db.selectFrom('companies').select(['id', 'sms_balance', 'voice_balance']).orderBy('id').execute();
  let at = nowUnix - 20 * DAY;
  for (const company of companies) {
    for (const [kind, column] of KINDS) {
      // the credit before anything the seed spent: the first history row's balance before it
      const first = await db.selectFrom('balance_history').select(['change', 'balance_after']).where('company_id', '=', company.id).where('kind', '=', kind).orderBy('created_at').orderBy('id').executeTakeFirst();
      const amount = first ? first.balance_after - first.change : Number(company[column]);
      if (amount <= 0) continue;
      at += 60;
      await db.transaction().execute(async (trx) => {
        const history = await trx
          .insertInto('balance_history')
          .values({ company_id: company.id, source_company_id: company.id, kind, change: amount, balance_after: amount, reason: 'topUp', notification_id: null, actor_id: actor.id, actor_name: actor.username, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('recharge_orders')
          .values({ company_id: company.id, kind, amount, state: 'paid', history_id: history.id, user_id: actor.id, actor_name: actor.username, created_at: at })
          .execute();
      });
    }
  }
}
