/**
 * Charging a notification (spec §6, §8 "Insufficient balance"): the cost comes off the payer's
 * balance in ONE conditional UPDATE (… where balance >= cost), so concurrent sends can never take
 * it below zero; the affected row tells whether there was enough. Every deduction is a
 * balance_history row; a deduction that crosses the warning threshold sends the balance warning.
 */
import type { Kysely } from 'kysely';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';
import { BALANCE_COLUMN, creditPayer } from './account';
import { SYSTEM_ACTOR, type CreditActor } from './actor';
import { warnIfBelowThreshold } from './balanceWarning';

export interface Deduction {
  /** the company whose alarm (or action) spends: a shared child is charged to its parent */
  companyId: number;
  kind: PaidChannel;
  /** credit units, ≥ 0 */
  cost: number;
  notificationId: number | null;
  /** unix seconds */
  now: number;
  actor?: CreditActor;
}

export type DeductionResult =
  | { ok: true; payerId: number; balanceAfter: number; charged: number }
  /** not enough credit (or no such company): nothing was taken */
  | { ok: false; payerId: number | null };

export async function deductCredit(db: Kysely<Database>, deduction: Deduction): Promise<DeductionResult> {
  const { companyId, kind, cost, notificationId, now } = deduction;
  const actor = deduction.actor ?? SYSTEM_ACTOR;
  const payer = await creditPayer(db, companyId);
  if (!payer) return { ok: false, payerId: null };
  const column = BALANCE_COLUMN[kind];
  if (cost <= 0) {
    const row = await db.selectFrom('companies').select(column).where('id', '=', payer.payerId).executeTakeFirst();
    return row ? { ok: true, payerId: payer.payerId, balanceAfter: Number((row as Record<string, number>)[column]), charged: 0 } : { ok: false, payerId: payer.payerId };
  }
  const updated = await db
    .updateTable('companies')
    .set((eb) => ({ [column]: eb(column, '-', cost) }))
    .where('id', '=', payer.payerId)
    .where(column, '>=', cost)
    .returning(column)
    .executeTakeFirst();
  if (!updated) return { ok: false, payerId: payer.payerId };
  const balanceAfter = Number((updated as Record<string, number>)[column]);
  await db
    .insertInto('balance_history')
    .values({
      company_id: payer.payerId,
      source_company_id: companyId,
      kind,
      change: -cost,
      balance_after: balanceAfter,
      reason: 'alarm',
      notification_id: notificationId,
      actor_id: actor.id,
      actor_name: actor.name,
      created_at: now,
    })
    .execute();
  await warnIfBelowThreshold(db, { companyId: payer.payerId, kind, balance: balanceAfter, now });
  return { ok: true, payerId: payer.payerId, balanceAfter, charged: cost };
}
