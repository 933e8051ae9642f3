/**
 * Recharge and orders (issue 30 §3; spec §3 Company, §6): the wire shapes of /recharge and
 * /order. Pure types and constants, shared by the console and the server.
 */
import type { PaidChannel } from './alarms';

export const RECHARGE_PATH = '/recharge';
export const ORDER_PATH = '/order';
/** Largest single recharge of the form (the body schema's maximum). */
export const RECHARGE_MAX = 1_000_000;

/** `POST /recharge`: `{companyId, kind, amount}`. */
export interface RechargeBody {
  companyId: number;
  kind: PaidChannel;
  amount: number;
}

/** A company as the recharge page lists it: its own credit, and whether it may recharge on its own (spec §6). */
export interface RechargeCompany {
  id: number;
  name: string;
  settlement: 'shared' | 'independent';
  sms: number;
  voice: number;
  /** false for a shared-settlement company drawing from its parent */
  canRecharge: boolean;
  /** the parent it draws from, when it cannot recharge */
  payer: { id: number; name: string };
}

/** `POST /recharge` answer: the order and the credit after it. */
export interface RechargeReceipt {
  orderId: number;
  companyId: number;
  kind: PaidChannel;
  amount: number;
  balanceAfter: number;
}

export const ORDER_TYPES = ['recharge', 'renewal'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_STATES = ['paid', 'pending', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** A row of `GET /order`: a recharge (credit units) or a device renewal (whole yuan). */
export interface OrderRow {
  /** 'recharge-12', 'renewal-3': unique over both kinds */
  key: string;
  type: OrderType;
  id: number;
  state: OrderState;
  /** recharge: credit units of `kind`; renewal: whole yuan */
  amount: number;
  /** recharge: 'sms' | 'voice'; renewal: 'funds' */
  unit: PaidChannel | 'funds';
  company: { id: number; name: string };
  payer: { id: number; name: string };
  /** renewal: 'balance' | 'wechat'; recharge: 'recharge' */
  method: string;
  /** who placed it */
  actor: string;
  createdAt: number;
  paidAt: number | null;
}

export interface OrderPage {
  list: OrderRow[];
  total: number;
}
