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
