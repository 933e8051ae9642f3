/**
 * SMS and voice credit (spec §3 Company, §6; issue 13 §2): the wire shapes of the balance pages
 * and the server's `/balance` routes. Pure types and constants.
 */
import type { PaidChannel } from './alarms';

/** Balance (spec §3 Company, §6): `GET /balance/account`. */
export interface AccountBalance {
  sms: number;
  voice: number;
  settlement: 'shared' | 'independent';
  /** the company whose balance a shared account draws from */
  payer: { id: number; name: string };
  /** whether the caller may top up this account (platform admin, independent settlement) */
  canTopUp: boolean;
}

/** `renewal`: a device renewal paid from the funds; `wechatPay`: the WeChat payment of a renewal coming in (issue 28 §3). */
export const BALANCE_CHANGE_REASONS = ['alarm', 'warning', 'topUp', 'renewal', 'wechatPay'] as const;
export type BalanceChangeReason = (typeof BALANCE_CHANGE_REASONS)[number];

/** What a history row counts: SMS or voice credit, or the funds (whole yuan) that pay device renewals (issue 28 §3). */
export type BalanceKind = PaidChannel | 'funds';

/** `GET /balance/history?start&end&kind`: every deduction and top-up. */
export interface BalanceHistoryRow {
  id: number;
  kind: BalanceKind;
  /** negative: a deduction */
  change: number;
  balanceAfter: number;
  reason: BalanceChangeReason;
  /** the company that caused it (a shared child's alarm draws from the parent) */
  companyName: string;
  notificationId: number | null;
  actor: string;
  createdAt: number;
}

/** `POST /balance/topup` (platform administrator): `{companyId, kind, amount}`. */
export interface TopUpBody {
  companyId: number;
  kind: PaidChannel;
  amount: number;
}
