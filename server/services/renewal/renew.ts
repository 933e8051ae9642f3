/**
 * A device renewal written (issue 28 §3): each device's expiry moves `years` on from its own
 * expiry date (spec §9 "service counts from the expiry date"), the order is stored and the
 * balance history records the payment. All of it in one transaction the caller opens: a refusal
 * thrown inside rolls everything back, so nothing is ever half-written.
 */
import type { Kysely, Transaction } from 'kysely';
import { renewedExpiry, type RenewalReceipt, type RenewedDevice } from '../../../src/lib/renewal';
import type { Database } from '../../db/schema';
import type { CreditActor } from '../credit';
import type { PickedDevice } from './devices';

export const FUNDS_KIND = 'funds';

/** Why a renewal was refused; thrown inside the transaction, answered by the routes. */
export class RenewalRefusal extends Error {
  constructor(readonly reason: 'notFound' | 'notDue' | 'insufficient' | 'changed' | 'orderExpired' | 'orderPaid') {
    super(reason);
  }
}

export function renewedDevices(devices: readonly PickedDevice[], years: number): RenewedDevice[] {
  return devices.map((device) => ({ id: device.id, number: device.number, oldExpireDate: device.expireDate, newExpireDate: renewedExpiry(device.expireDate, years) }));
}

/** Moves the expiry of each device, only from the expiry it was priced at (a concurrent renewal got there first: 'changed'). */
export async function moveExpiries(trx: Transaction<Database>, renewed: readonly RenewedDevice[]): Promise<void> {
  for (const device of renewed) {
    const done = await trx
      .updateTable('devices')
      .set({ expire_date: device.newExpireDate })
      .where('id', '=', device.id)
      .where('expire_date', '=', device.oldExpireDate)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new RenewalRefusal('changed');
  }
}

/** Takes `amount` off the payer's funds in one conditional UPDATE; the balance after, or 'insufficient'. */
export async function chargeFunds(trx: Transaction<Database>, payerId: number, amount: number): Promise<number> {
  const updated = await trx
    .updateTable('companies')
    .set((eb) => ({ funds_balance: eb('funds_balance', '-', amount) }))
    .where('id', '=', payerId)
    .where('funds_balance', '>=', amount)
    .returning('funds_balance')
    .executeTakeFirst();
  if (!updated) throw new RenewalRefusal('insufficient');
  return Number(updated.funds_balance);
}

export async function fundsOf(db: Kysely<Database>, payerId: number): Promise<number> {
  const row = await db.selectFrom('companies').select('funds_balance').where('id', '=', payerId).executeTakeFirstOrThrow();
  return Number(row.funds_balance);
}

export interface HistoryEntry {
  payerId: number;
  companyId: number;
  change: number;
  balanceAfter: number;
  reason: 'renewal' | 'wechatPay';
  actor: CreditActor;
  now: number;
}

export async function recordFunds(trx: Transaction<Database>, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto('balance_history')
    .values({
      company_id: entry.payerId,
      source_company_id: entry.companyId,
      kind: FUNDS_KIND,
      change: entry.change,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      notification_id: null,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      created_at: entry.now,
    })
    .execute();
}

export function receiptOf(orderId: number, years: number, amount: number, balanceAfter: number, devices: RenewedDevice[]): RenewalReceipt {
  return { orderId, years, amount, balanceAfter, devices };
}
