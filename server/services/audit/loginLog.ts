/**
 * The login log (issue 30 §1, /management/loginlog): every login attempt with its account,
 * address, user agent and result, and every logout. Append-only like the trail (migration 036).
 * The password is never written, not even a wrong one.
 */
import type { Kysely } from 'kysely';
import type { LoginLogEntry, LoginResult } from '../../../src/lib/audit';
import type { Database } from '../../db/schema';

export interface LoginAttempt {
  username: string;
  /** the account when it exists (its company scopes the entry) */
  user?: { id: number; company_id: number } | undefined;
  ip: string;
  userAgent: string;
  at: number;
  result: LoginResult;
}

/** Longest user agent kept: the header is the client's to fill. */
const AGENT_MAX = 400;
const USERNAME_MAX = 100;

export async function recordLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_log')
    .values({
      created_at: attempt.at,
      username: attempt.username.slice(0, USERNAME_MAX),
      user_id: attempt.user?.id ?? null,
      company_id: attempt.user?.company_id ?? null,
      ip: attempt.ip,
      user_agent: attempt.userAgent.slice(0, AGENT_MAX),
      result: attempt.result,
    })
    .execute();
}

export interface LoginLogFilter {
  companyId: number | null;
  start: number;
  end: number;
  username?: string;
  result?: LoginResult;
}

export async function listLoginLog(db: Kysely<Database>, filter: LoginLogFilter, page: { offset: number; limit: number }): Promise<{ list: LoginLogEntry[]; total: number }> {
  const base = () => {
    let query = db.selectFrom('login_log').where('created_at', '>=', filter.start).where('created_at', '<=', filter.end);
    if (filter.companyId !== null) query = query.where('company_id', '=', filter.companyId);
    if (filter.username) query = query.where('username', '=', filter.username);
    if (filter.result) query = query.where('result', '=', filter.result);
    return query;
  };
  const counted = await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base().selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
  return {
    total: Number(counted?.n ?? 0),
    list: rows.map((row) => ({
      id: row.id,
      at: Number(row.created_at),
      username: row.username,
      userId: row.user_id,
      ip: row.ip,
      userAgent: row.user_agent,
      result: row.result as LoginResult,
    })),
  };
}
