/**
 * A top-up of SMS or voice credit (spec §6): added to the company's own balance in one UPDATE,
 * recorded in balance_history. A shared company that draws from its parent is refused (spec §6
 * "Shared accounts cannot top up individually"); the routes turn the refusal into a message.
 * A top-up that brings the balance to or above its warning threshold re-arms the warning.
 */
import type { Kysely } from 'kysely';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';
import { BALANCE_COLUMN, creditPayer } from './account';
import type { CreditActor } from './actor';
import { rearmBalanceWarning } from './balanceWarning';

export interface TopUpInput {
  companyId: number;
  kind: PaidChannel;
  /** a positive integer */
  amount: number;
  actor: CreditActor;
  /** unix seconds */
  now: number;
}

/** Why a top-up was refused: 'notFound' (no such company), 'sharedSettlement' (it draws from its parent), 'invalidAmount' (not a positive integer). */
export type TopUpRefusal = 'notFound' | 'sharedSettlement' | 'invalidAmount';

export type TopUpResult = { ok: true; balanceAfter: number; historyId: number } | { ok: false; reason: TopUpRefusal };

/** Largest single top-up: far above any real order, low enough that a balance stays a safe integer. */
export const TOP_UP_MAX = 1_000_000_000;

export async function topUp(db: Kysely<Database>, input: TopUpInput): Promise<TopUpResult> {
  const { companyId, kind, amount, actor, now } = input;
  if (!Number.isInteger(amount) || amount <= 0 || amount > TOP_UP_MAX || !(kind in BALANCE_COLUMN)) return { ok: false, reason: 'invalidAmount' };
  const payer = await creditPayer(db, companyId);
  if (!payer) return { ok: false, reason: 'notFound' };
  if (!payer.canTopUp) return { ok: false, reason: 'sharedSettlement' };
  const column = BALANCE_COLUMN[kind];
  const updated = await db
    .updateTable('companies')
    .set((eb) => ({ [column]: eb(column, '+', amount) }))
    .where('id', '=', companyId)
    .returning(column)
    .executeTakeFirst();
  if (!updated) return { ok: false, reason: 'notFound' };
  const balanceAfter = Number((updated as Record<string, number>)[column]);
  const history = await db
    .insertInto('balance_history')
    .values({
      company_id: companyId,
      source_company_id: companyId,
      kind,
      change: amount,
      balance_after: balanceAfter,
      reason: 'topUp',
      notification_id: null,
      actor_id: actor.id,
      actor_name: actor.name,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await rearmBalanceWarning(db, { companyId, kind, balance: balanceAfter, now });
  return { ok: true, balanceAfter, historyId: history.id };
}
