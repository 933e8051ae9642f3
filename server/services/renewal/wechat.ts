/**
 * The simulated WeChat payment of a renewal (issue 28 §3; spec §9: the QR flow has a timeout).
 * An order is priced and stored 'pending' with its devices and term; its QR code encodes a
 * WeChat-style payment link. This reference server has no payment provider: the page's simulate
 * button stands for the customer paying, and then the renewal is written as a balance payment
 * is, the payment recorded in the balance history as money in (`wechatPay`) and out (`renewal`).
 * Past `expires_at` the order can no longer be paid.
 */
import type { Kysely } from 'kysely';
import { renewalAmount, type RenewalReceipt, type WechatOrder } from '../../../src/lib/renewal';
import type { Database } from '../../db/schema';
import { creditPayer } from '../credit';
import { pickDevices } from './devices';
import type { RenewalInput } from './payFromBalance';
import { fundsOf, moveExpiries, receiptOf, recordFunds, RenewalRefusal, renewedDevices } from './renew';

const qrText = (orderId: number) => `weixin://wxpay/bizpayurl?pr=RENEW${String(orderId).padStart(8, '0')}`;

export async function createWechatOrder(db: Kysely<Database>, input: RenewalInput & { timeoutSeconds: number }): Promise<WechatOrder> {
  const { user, years, now } = input;
  const picked = await pickDevices(db, user, input.deviceIds, now);
  if (!picked.ok) throw new RenewalRefusal(picked.reason);
  const payer = await creditPayer(db, user.companyId);
  if (!payer) throw new RenewalRefusal('notFound');
  const amount = renewalAmount(picked.devices.length, years, input.pricePerDeviceYear);
  const expiresAt = now + input.timeoutSeconds;
  const order = await db
    .insertInto('renewal_orders')
    .values({
      company_id: user.companyId,
      payer_id: payer.payerId,
      user_id: user.id,
      device_ids: JSON.stringify(picked.devices.map((d) => d.id)),
      years,
      amount,
      method: 'wechat',
      state: 'pending',
      created_at: now,
      expires_at: expiresAt,
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderId: order.id, amount, state: 'pending', qrText: qrText(order.id), expiresAt };
}

type OrderRow = { id: number; amount: number; state: string; expires_at: number };

function orderOf(row: OrderRow, now: number, receipt?: RenewalReceipt): WechatOrder {
  const expired = row.state === 'pending' && now > Number(row.expires_at);
  return { orderId: row.id, amount: Number(row.amount), state: expired ? 'expired' : row.state === 'paid' ? 'paid' : 'pending', qrText: qrText(row.id), expiresAt: Number(row.expires_at), ...(receipt ? { receipt } : {}) };
}

/** The user's own WeChat order, or undefined (another user's or company's reads as none). */
function findOrder(db: Kysely<Database>, userId: number, orderId: number) {
  return db.selectFrom('renewal_orders').select(['id', 'amount', 'state', 'expires_at', 'device_ids', 'years', 'payer_id', 'company_id']).where('id', '=', orderId).where('user_id', '=', userId).where('method', '=', 'wechat').executeTakeFirst();
}

export async function wechatOrder(db: Kysely<Database>, userId: number, orderId: number, now: number): Promise<WechatOrder | undefined> {
  const row = await findOrder(db, userId, orderId);
  return row && orderOf(row, now);
}

/** The simulated payment: the order paid once, before its timeout; the devices renewed. */
export async function payWechatOrder(db: Kysely<Database>, user: RenewalInput['user'], orderId: number, now: number): Promise<WechatOrder | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, user.id, orderId);
    if (!row) return undefined;
    if (row.state === 'paid') throw new RenewalRefusal('orderPaid');
    if (now > Number(row.expires_at)) throw new RenewalRefusal('orderExpired');
    const claimed = await trx.updateTable('renewal_orders').set({ state: 'paid', paid_at: now }).where('id', '=', orderId).where('state', '=', 'pending').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new RenewalRefusal('orderPaid');
    const ids = JSON.parse(row.device_ids) as number[];
    const picked = await pickDevices(trx, user, ids, now);
    if (!picked.ok) throw new RenewalRefusal(picked.reason);
    const renewed = renewedDevices(picked.devices, row.years);
    await moveExpiries(trx, renewed);
    const amount = Number(row.amount);
    const balance = await fundsOf(trx, row.payer_id);
    const actor = { id: user.id, name: user.username };
    await recordFunds(trx, { payerId: row.payer_id, companyId: row.company_id, change: amount, balanceAfter: balance + amount, reason: 'wechatPay', actor, now });
    await recordFunds(trx, { payerId: row.payer_id, companyId: row.company_id, change: -amount, balanceAfter: balance, reason: 'renewal', actor, now });
    return orderOf({ ...row, state: 'paid' }, now, receiptOf(row.id, row.years, amount, balance, renewed));
  });
}
