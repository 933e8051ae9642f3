/**
 * Binding a WeChat account to the signed-in user (issue 28 §4): the console asks for a ticket,
 * shows its QR code, and polls the ticket until WeChat confirms the scan or the ticket expires.
 * The alarm notifier sends a receiver's WeChat alarms to the bound open id of the receiver's user.
 * WeChat itself is simulated: in development a "simulate scan" call confirms a ticket.
 */
export const WECHAT_BINDING_PATH = '/wechatbinding';
export const WECHAT_TICKET_PATH = `${WECHAT_BINDING_PATH}/ticket`;
/** development only: stands for WeChat's confirmation of a scanned ticket */
export const WECHAT_SIMULATE_PATH = `${WECHAT_BINDING_PATH}/simulate`;

/** How long a QR code may be scanned. */
export const WECHAT_TICKET_TTL_SECONDS = 120;
/** How often the console asks whether its ticket was scanned. */
export const WECHAT_POLL_MS = 2000;

/** GET /wechatbinding */
export interface WechatBindingStatus {
  bound: boolean;
  /** the open id with its middle masked, '' when not bound */
  openId: string;
  /** unix seconds, 0 when not bound */
  boundAt: number;
  /** whether this platform offers the simulated scan (development) */
  simulated: boolean;
}

/** POST /wechatbinding/ticket */
export interface WechatTicket {
  ticket: string;
  /** the QR code as an SVG data URL */
  qr: string;
  /** unix seconds */
  expiresAt: number;
}

export type WechatTicketState = 'waiting' | 'bound' | 'expired';

/** 'oGZUI0egBJY1zhBYw2KhdUfwVJJE' → 'oGZU…VJJE': enough to recognise, not to copy. */
export function maskOpenId(openId: string): string {
  return openId.length > 8 ? `${openId.slice(0, 4)}…${openId.slice(-4)}` : '****';
}
