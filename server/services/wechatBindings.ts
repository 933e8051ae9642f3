/**
 * WeChat bindings (issue 28 §4): the open id a user bound through the QR flow
 * (routes/wechatbinding). The alarm notifier sends the WeChat alarms of a receiver that is a
 * console user (its `userId`) to that user's bound open id, and to none once it is unbound.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The bound open ids of the company's users among `userIds`, by user id. */
export async function boundOpenIds(db: Kysely<Database>, companyId: number, userIds: readonly number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('wechat_bindings')
    .select(['user_id', 'open_id'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.open_id]));
}

/** Binds `openId` to the user, replacing any earlier binding. */
export async function bindOpenId(db: Kysely<Database>, binding: { userId: number; companyId: number; openId: string; now: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wechat_bindings').where('user_id', '=', binding.userId).execute();
    await trx.insertInto('wechat_bindings').values({ user_id: binding.userId, company_id: binding.companyId, open_id: binding.openId, bound_at: binding.now }).execute();
  });
}
