/**
 * The Users tool (issue 30 §5, /tools/userstool): find a user (across companies for a platform
 * admin), and unlock their login, force a password change or end their sessions. Each action
 * is written with its audit entry in one transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { FieldChange, ToolUser, UsersToolAction } from '../../../src/lib/audit';
import type { Database } from '../../db/schema';
import type { LoginAttemptPolicy } from '../loginAttempts';
import { recordAudit } from './recordAudit';

export const SEARCH_MAX = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ToolScope {
  /** null: every company */
  companyId: number | null;
  nowUnix: number;
  policy: LoginAttemptPolicy;
}

async function describe(db: Kysely<Database>, rows: Array<{ id: number; username: string; realname: string; company_id: number; must_change_password: number; company_name: string }>, scope: ToolScope): Promise<ToolUser[]> {
  if (!rows.length) return [];
  const names = rows.map((r) => r.username);
  const ids = rows.map((r) => r.id);
  const failures = await db.selectFrom('login_attempts').select(['username', 'failures']).where('username', 'in', names).where('updated_at', '>', scope.nowUnix - scope.policy.windowSeconds).execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', ids)
    .where('revoked', '=', 0)
    .where('expires_at', '>', scope.nowUnix)
    .groupBy('user_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    realname: row.realname,
    companyId: row.company_id,
    companyName: row.company_name,
    mustChangePassword: Boolean(row.must_change_password),
    lockedOut: (failures.find((f) => f.username === row.username)?.failures ?? 0) >= scope.policy.accountFailures,
    sessions: Number(sessions.find((s) => s.user_id === row.id)?.n ?? 0),
  }));
}

function usersQuery(db: Kysely<Database>, scope: ToolScope) {
  let query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.username', 'users.realname', 'users.company_id', 'users.must_change_password', 'users.admin', 'companies.name as company_name']);
  if (scope.companyId !== null) query = query.where('users.company_id', '=', scope.companyId);
  return query;
}

/** Users whose account, name or mobile contains `text`, at most 50. */
export async function findUsers(db: Kysely<Database>, text: string, scope: ToolScope): Promise<ToolUser[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await usersQuery(db, scope)
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(users.username) like ${pattern} escape '\\'`,
        sql<boolean>`lower(users.realname) like ${pattern} escape '\\'`,
        sql<boolean>`users.mobile like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('users.username')
    .limit(SEARCH_MAX)
    .execute();
  return describe(db, rows, scope);
}

export async function findToolUser(db: Kysely<Database>, id: number, scope: ToolScope): Promise<(ToolUser & { admin: number }) | undefined> {
  const row = await usersQuery(db, scope).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [user] = await describe(db, [row], scope);
  return { ...user!, admin: row.admin };
}

export interface ToolActor {
  id: number;
  username: string;
  ip: string;
}

/** Runs the action on `target` with its audit entry; returns the user as it is afterwards. */
export async function runToolAction(db: Kysely<Database>, action: UsersToolAction, target: ToolUser, actor: ToolActor, scope: ToolScope): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changes: FieldChange[] = [];
    if (action === 'unlock') {
      await trx.deleteFrom('login_client_failures').where('username', '=', target.username).execute();
      await trx.deleteFrom('login_attempts').where('username', '=', target.username).execute();
      changes.push({ field: 'lockedOut', old: target.lockedOut, new: false });
    } else if (action === 'forcePasswordChange') {
      await trx.updateTable('users').set({ must_change_password: 1 }).where('id', '=', target.id).execute();
      changes.push({ field: 'mustChangePassword', old: target.mustChangePassword, new: true });
    } else {
      await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', target.id).execute();
      changes.push({ field: 'sessions', old: target.sessions, new: 0 });
    }
    await recordAudit(trx, {
      actor: { id: actor.id, username: actor.username },
      companyId: target.companyId,
      ip: actor.ip,
      at: scope.nowUnix,
      entity: 'user',
      recordId: target.id,
      action,
      changes,
    });
  });
}
