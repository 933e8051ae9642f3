/**
 * The renewal calls (issue 28 §3, src/lib/renewal.ts): the devices due, the funds and price, a
 * quote, payment from the balance and the simulated WeChat order. Silent: the page says what
 * failed where it failed.
 */
import { api } from '../../../src/api';
import {
  RENEWAL_PATH,
  type RenewalAccount,
  type RenewalBody,
  type RenewalDevices,
  type RenewalQuote,
  type RenewalReceipt,
  type RenewalScope,
  type WechatOrder,
} from '../../../src/lib/renewal';

/** Every renewal query's key starts so: a payment loads them all again. */
export const RENEWAL_QUERY_KEY = 'renewal';
const quiet = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

export function fetchDueDevices(query: { scope: RenewalScope; q: string; limit: number }, signal?: AbortSignal): Promise<RenewalDevices> {
  const params = { scope: query.scope, limit: query.limit, ...(query.q.trim() ? { q: query.q.trim() } : {}) };
  return api.get<RenewalDevices>(`${RENEWAL_PATH}/devices`, params, quiet(signal));
}

export function fetchRenewalAccount(signal?: AbortSignal): Promise<RenewalAccount> {
  return api.get<RenewalAccount>(`${RENEWAL_PATH}/account`, undefined, quiet(signal));
}

export function fetchQuote(body: RenewalBody, signal?: AbortSignal): Promise<RenewalQuote> {
  return api.post<RenewalQuote>(`${RENEWAL_PATH}/quote`, body, undefined, quiet(signal));
}

export function payFromBalance(body: RenewalBody): Promise<RenewalReceipt> {
  return api.post<RenewalReceipt>(`${RENEWAL_PATH}/pay`, body, undefined, quiet());
}

export function createWechatOrder(body: RenewalBody): Promise<WechatOrder> {
  return api.post<WechatOrder>(`${RENEWAL_PATH}/wechat`, body, undefined, quiet());
}

export function fetchWechatOrder(orderId: number, signal?: AbortSignal): Promise<WechatOrder> {
  return api.get<WechatOrder>(`${RENEWAL_PATH}/wechat/${orderId}`, undefined, quiet(signal));
}

/** The simulation's "the customer scanned and paid" (README "Renewal"). */
export function simulateWechatPayment(orderId: number): Promise<WechatOrder> {
  return api.post<WechatOrder>(`${RENEWAL_PATH}/wechat/${orderId}/pay`, {}, undefined, quiet());
}
