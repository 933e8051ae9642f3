/**
 * Row types of issue 30's money and company configuration (migration 038): the recharge orders
 * and each company's session parameters (spec §3). Part of `Database` (schema.ts).
 */
import type { Generated } from 'kysely';

/** A recharge of SMS or voice credit by customer-success staff: always paid (the credit is added at once). */
export interface RechargeOrdersTable {
  id: Generated<number>;
  /** the company whose credit was topped up; it pays (a shared company drawing from a parent cannot recharge) */
  company_id: number;
  /** 'sms' | 'voice' */
  kind: string;
  /** credit units added */
  amount: number;
  /** 'paid' */
  state: string;
  /** the balance_history row written with it */
  history_id: number;
  user_id: number;
  actor_name: string;
  created_at: number;
}

/** A company's parameters that reach every user's session (spec §3; defaults spec §9). One row per company, written on first change. */
export interface CompanyConfigsTable {
  company_id: number;
  /** JSON object */
  web_setting: Generated<string>;
  page_refresh_interval: Generated<number>;
  report_check_time_range: Generated<number>;
  device_info_show_detail: Generated<number>;
  updated_at: number;
}
