/**
 * Row types of the announcements and renewal notices (migration 003). Part of `Database`
 * (schema.ts), split out to keep that file to the platform's core tables.
 */
import type { Generated } from 'kysely';

export interface AnnouncementsTable {
  id: Generated<number>;
  /** null: every company */
  company_id: number | null;
  title: string;
  content: string;
  /** 1: content is encodeURIComponent(HTML); otherwise content is a URL shown in a frame */
  content_type: Generated<number>;
  category: Generated<string>;
  mandatory_reading: Generated<number>;
  waiting_duration: Generated<number>;
  /** JSON list of {name, url}, at most 5 */
  attachments: Generated<string>;
  /** 'all', 'part' (user_ids) or 'group' (user_group_id): issue 28 §2, migration 025 */
  recipients: Generated<string>;
  /** JSON list of user ids, for recipients 'part' */
  user_ids: Generated<string>;
  user_group_id: number | null;
  /** 0: a draft nobody receives */
  published: Generated<number>;
  repeat_sending: Generated<number>;
  /** hours after a user's last read when the announcement is unread again (repeat_sending 1) */
  repeat_interval: Generated<number>;
  created_at: number;
}

export interface AnnouncementStatesTable {
  announcement_id: number;
  user_id: number;
  displayed: Generated<number>;
  displayed_at: number | null;
  read: Generated<number>;
  read_at: number | null;
  medium: Generated<string>;
}

export interface RenewalNoticesTable {
  id: Generated<number>;
  company_id: number;
  device_expired_num: Generated<number>;
  created_at: number;
}

export interface RenewalReadsTable {
  notice_id: number;
  user_id: number;
  read_at: number;
}

/** Renewal notice settings (migration 026): one reminder per organization (spec §5). */
export interface ExpirationRemindersTable {
  id: Generated<number>;
  company_id: number;
  organization_id: number;
  /** JSON list of user ids */
  receiver_ids: Generated<string>;
  lead_days: number;
  enabled: Generated<number>;
}

/** A device renewal (migration 026): paid from the funds at once, or a simulated WeChat order. */
export interface RenewalOrdersTable {
  id: Generated<number>;
  /** the company whose devices are renewed */
  company_id: number;
  /** whose funds: the company's, or a shared-settlement company's parent's */
  payer_id: number;
  user_id: number;
  /** JSON list of device ids */
  device_ids: string;
  years: number;
  /** whole yuan */
  amount: number;
  /** 'balance' | 'wechat' */
  method: string;
  /** 'pending' | 'paid' (an expired order stays 'pending' past expires_at) */
  state: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}
