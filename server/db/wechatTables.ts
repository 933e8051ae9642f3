/** WeChat bindings (migration 027, routes/wechatbinding): one bound open id per user. */
export interface WechatBindingsTable {
  user_id: number;
  company_id: number;
  open_id: string;
  bound_at: number;
}

/** A QR ticket of the binding flow: confirmed (`open_id` set) or left to expire. */
export interface WechatTicketsTable {
  ticket: string;
  user_id: number;
  company_id: number;
  expires_at: number;
  open_id: string | null;
}
