import type { Generated } from 'kysely';

/**
 * The audit trail (issue 30 §1, migration 036, services/audit): one row per audited write,
 * append-only, each holding the hash of the one before (a hash chain).
 */
export interface AuditEntriesTable {
  id: Generated<number>;
  /** unix seconds of the platform clock */
  created_at: number;
  /** null: the platform itself (no signed-in user) */
  actor_id: number | null;
  actor_username: string;
  /** whose entry it is: null for platform data (only a platform admin reads it) */
  company_id: number | null;
  ip: string;
  entity: string;
  record_id: string;
  action: string;
  /** JSON array of {field, old, new}, secrets masked */
  changes: string;
  prev_hash: string;
  hash: string;
}

/** Every login attempt and logout (issue 30 §1, /management/loginlog). */
export interface LoginLogTable {
  id: Generated<number>;
  created_at: number;
  /** the account as typed ('' when the request never said) */
  username: string;
  /** null: no such account, or not known at that point */
  user_id: number | null;
  company_id: number | null;
  ip: string;
  user_agent: string;
  /** src/lib/audit.ts LOGIN_RESULTS */
  result: string;
}
