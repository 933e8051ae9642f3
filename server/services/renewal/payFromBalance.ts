/**
 * A renewal paid from the company's funds (issue 28 §3; spec §6: a shared-settlement company pays
 * from its parent's). Insufficient funds, a device not the user's or not due: refused, nothing
 * written.
 */
import type { Kysely } from 'kysely';
import { renewalAmount, type RenewalReceipt } from '../../../src/lib/renewal';
import type { Database } from '../../db/schema';
import { creditPayer } from '../credit';
import type { AuthUser } from '../users';
import { pickDevices } from './devices';
import { chargeFunds, moveExpiries, receiptOf, recordFunds, RenewalRefusal, renewedDevices } from './renew';

export interface RenewalInput {
  user: Pick<AuthUser, 'id' | 'username' | 'admin' | 'companyId' | 'organizationId'>;
  deviceIds: readonly number[];
  years: number;
  pricePerDeviceYear: number;
  now: number;
}

export async function payFromBalance(db: Kysely<Database>, input: RenewalInput): Promise<RenewalReceipt> {
  const { user, years, now } = input;
  return db.transaction().execute(async (trx) => {
    const picked = await pickDevices(trx, user, input.deviceIds, now);
    if (!picked.ok) throw new RenewalRefusal(picked.reason);
    const payer = await creditPayer(trx, user.companyId);
    if (!payer) throw new RenewalRefusal('notFound');
    const amount = renewalAmount(picked.devices.length, years, input.pricePerDeviceYear);
    const balanceAfter = await chargeFunds(trx, payer.payerId, amount);
    const renewed = renewedDevices(picked.devices, years);
    await moveExpiries(trx, renewed);
    const order = await trx
      .insertInto('renewal_orders')
      .values({
        company_id: user.companyId,
        payer_id: payer.payerId,
        user_id: user.id,
        device_ids: JSON.stringify(renewed.map((d) => d.id)),
        years,
        amount,
        method: 'balance',
        state: 'paid',
        created_at: now,
        expires_at: now,
        paid_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordFunds(trx, { payerId: payer.payerId, companyId: user.companyId, change: -amount, balanceAfter, reason: 'renewal', actor: { id: user.id, name: user.username }, now });
    return receiptOf(order.id, years, amount, balanceAfter, renewed);
  });
}
