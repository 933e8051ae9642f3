/**
 * The audit trail and the login log on the wire (issue 30 §1): what /audit and /loginlog answer,
 * shared by the server and the console. Pure: no DOM, no clock.
 */

export const AUDIT_PATH = '/audit';
export const LOGIN_LOG_PATH = '/loginlog';
export const USERS_TOOL_PATH = '/userstool';

/** What a masked value reads as: a password hash or secret is never stored in the trail. */
export const MASKED = '******';

/** The actions of the generic writes; other writes add their own (e.g. 'permissions', 'sign', 'unlock'). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'permissions', 'sign', 'void', 'unlock', 'forcePasswordChange', 'endSessions', 'recharge', 'subscribe', 'trial', 'cancel'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: null where there was (create) or is (delete) nothing. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface AuditEntry {
  id: number;
  /** unix seconds */
  at: number;
  actor: { id: number | null; username: string };
  companyId: number | null;
  ip: string;
  entity: string;
  recordId: string;
  action: string;
  changes: FieldChange[];
  hash: string;
}

export interface AuditPage {
  list: AuditEntry[];
  total: number;
}

/** GET /audit/verify: the chain from the first entry; `broken` is the first entry whose hash or link does not hold. */
export interface ChainVerdict {
  ok: boolean;
  checked: number;
  broken: { id: number; at: number; reason: 'hash' | 'link' } | null;
}

export const LOGIN_RESULTS = ['success', 'wrongPassword', 'captchaRequired', 'lockedOut', 'rateLimited', 'ipRefused', 'logout'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

export interface LoginLogEntry {
  id: number;
  at: number;
  username: string;
  userId: number | null;
  ip: string;
  userAgent: string;
  result: LoginResult;
}

export interface LoginLogPage {
  list: LoginLogEntry[];
  total: number;
}

/** A user as the Users tool finds them. */
export interface ToolUser {
  id: number;
  username: string;
  realname: string;
  companyId: number;
  companyName: string;
  mustChangePassword: boolean;
  /** the account's failures in the current window reached the lockout */
  lockedOut: boolean;
  /** unrevoked, unexpired sessions */
  sessions: number;
}

export const USERS_TOOL_ACTIONS = ['unlock', 'forcePasswordChange', 'endSessions'] as const;
export type UsersToolAction = (typeof USERS_TOOL_ACTIONS)[number];

/** Rows a page of the trail or the login log holds at most (spec §5: a query returns at most 100 rows). */
export const AUDIT_PAGE_MAX = 100;
