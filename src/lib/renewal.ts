/**
 * Device renewal and the renewal notice (issue 28 §3, spec §4 "Renewal dialog", §9 "Renewal
 * policy"): the wire shapes of `/renewal` and `/renewalnotice`, and the date rules the server
 * computes with and the console shows. Pure TypeScript.
 */
import { expiringSoonLimit } from './expiry';

/** `GET /renewalnotice/web` (spec §3 "Renewal notice response", §7). */
export interface RenewalNoticeWeb {
  IsShow: boolean;
  DeviceExpiredNum: number;
}
export const RENEWAL_NOTICE_WEB_PATH = '/renewalnotice/web';
export const RENEWAL_NOTICE_READ_PATH = '/renewalnotice/read';
/** The page the notice links to (spec §2: "reached from the renewal notice"). */
export const EXPIRED_DEVICES_ROUTE = '/device/expired';

export const RENEWAL_PATH = '/renewal';
/** The terms offered, in years. */
export const RENEWAL_TERMS = [1, 2, 3] as const;
export type RenewalTerm = (typeof RENEWAL_TERMS)[number];
/** At most this many devices in one order (one page of the picker's results at most). */
export const RENEWAL_MAX_DEVICES = 500;

/** Spec §9: the SIM of a device left unrenewed is cancelled 3 months after its expiry, a rule in force from 15 June 2023. */
export const SIM_CANCEL_MONTHS = 3;
export const SIM_POLICY_EFFECTIVE = Date.UTC(2023, 5, 15) / 1000;
/** Spec §9: "Data of devices expired over 6 months is deleted." */
export const DATA_DELETION_MONTHS = 6;

/**
 * Spec §9 "service counts from the expiry date": the new expiry is the old one `years` calendar
 * years on (UTC), whether the device expired long ago or expires next month; a 29 February
 * becomes 28 February in a year without one.
 */
export function renewedExpiry(expireDate: number, years: number): number {
  return expiringSoonLimit(expireDate, years * 12);
}

/** When the SIM of a device that stays unrenewed is cancelled: 3 months after expiry, never before the policy took effect. */
export function simCancelDate(expireDate: number): number {
  return Math.max(expiringSoonLimit(expireDate, SIM_CANCEL_MONTHS), SIM_POLICY_EFFECTIVE);
}

/** When the data of a device that stays unrenewed is deleted: 6 months after expiry. */
export function dataDeletionDate(expireDate: number): number {
  return expiringSoonLimit(expireDate, DATA_DELETION_MONTHS);
}

/** What a renewal costs, in whole yuan: devices × years × the price of one device for one year. */
export function renewalAmount(devices: number, years: number, pricePerDeviceYear: number): number {
  return devices * years * pricePerDeviceYear;
}

export const RENEWAL_SCOPES = ['due', 'expired', 'expiring'] as const;
/** `due`: expired or expiring within 3 months (spec §9); the others one of the two. */
export type RenewalScope = (typeof RENEWAL_SCOPES)[number];

/** `GET /renewal/devices?scope&q&limit`: the devices that may be renewed, soonest expiry first. */
export interface RenewalDevice {
  id: number;
  number: string;
  name: string;
  organizationId: number;
  expireDate: number;
  state: 'expired' | 'expiringSoon';
  simCancelDate: number;
  dataDeletionDate: number;
}
export interface RenewalDevices {
  list: RenewalDevice[];
  total: number;
}

/** `GET /renewal/account`: what the page needs to price and pay. Money in whole yuan. */
export interface RenewalAccount {
  /** the funds the company pays from: a shared-settlement company's parent's (spec §6) */
  balance: number;
  payer: { id: number; name: string };
  settlement: 'shared' | 'independent';
  pricePerDeviceYear: number;
  terms: readonly number[];
  /** false: the WeChat QR flow is not offered (this server does not simulate it) */
  wechat: boolean;
  qrTimeoutSeconds: number;
}

/** `POST /renewal/quote`, `/renewal/pay`, `/renewal/wechat`: JSON. */
export interface RenewalBody {
  deviceIds: number[];
  years: number;
}

export interface RenewedDevice {
  id: number;
  number: string;
  oldExpireDate: number;
  newExpireDate: number;
}

/** `POST /renewal/quote`: the price and each device's new expiry, nothing written. */
export interface RenewalQuote {
  amount: number;
  years: number;
  devices: RenewedDevice[];
}

/** `POST /renewal/pay` (from the balance) and a paid WeChat order. */
export interface RenewalReceipt extends RenewalQuote {
  orderId: number;
  /** the payer's funds after the renewal */
  balanceAfter: number;
}

export const WECHAT_ORDER_STATES = ['pending', 'paid', 'expired'] as const;
export type WechatOrderState = (typeof WECHAT_ORDER_STATES)[number];

/** `POST /renewal/wechat` and `GET /renewal/wechat/{id}`: a simulated WeChat payment order. */
export interface WechatOrder {
  orderId: number;
  amount: number;
  state: WechatOrderState;
  /** what the QR code encodes */
  qrText: string;
  /** unix seconds: after it the order can no longer be paid */
  expiresAt: number;
  receipt?: RenewalReceipt;
}
