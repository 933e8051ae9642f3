/** Users as the API shows them: the authenticated user, LoginData and UserInfo (contract.ts). */
import type { Kysely } from 'kysely';
import type { LoginData, UserInfo } from '../../src/lib/contract';
import { SESSION_DEFAULTS } from '../../src/lib/session';
import type { Database, UserRow } from '../db/schema';
import { sessionConfig } from './money/companyConfig';

/** What the /api guard puts on `request.user`. */
export interface AuthUser {
  id: number;
  username: string;
  roleId: number;
  /** role name */
  role: string;
  /** raw admin value; isAdmin is `admin <= 1` (spec §4) */
  admin: number;
  companyId: number;
  organizationId: number;
  /** the password was set by someone else: only changing it is allowed (plugins/passwordChange.ts) */
  mustChangePassword: boolean;
  /** the company's ReportCheckTimeRange in days (issue 30 §4); absent: the spec §9 default */
  reportCheckDays?: number;
}

/** report_check_days: the company configuration's ReportCheckTimeRange (company_configs), null before it is set */
export type UserWithRole = UserRow & { role_name: string; report_check_days?: number | null };

export async function findUser(db: Kysely<Database>, where: { username: string } | { id: number }): Promise<UserWithRole | undefined> {
  let query = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('company_configs', 'company_configs.company_id', 'users.company_id')
    .selectAll('users')
    .select(['roles.name as role_name', 'company_configs.report_check_time_range as report_check_days']);
  query = 'id' in where ? query.where('users.id', '=', where.id) : query.where('users.username', '=', where.username);
  return query.executeTakeFirst();
}

export function toAuthUser(row: UserWithRole): AuthUser {
  return {
    id: row.id,
    username: row.username,
    roleId: row.role_id,
    role: row.role_name,
    admin: row.admin,
    companyId: row.company_id,
    organizationId: row.organization_id,
    mustChangePassword: row.must_change_password === 1,
    ...(row.report_check_days ? { reportCheckDays: row.report_check_days } : {}),
  };
}

/** Organization ids from the headquarters down to `organizationId`. */
export async function organizationHierarchy(db: Kysely<Database>, organizationId: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = organizationId;
  while (current !== null && !chain.includes(current)) {
    chain.unshift(current);
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('organizations')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return chain;
}

export async function userInfo(db: Kysely<Database>, user: UserWithRole): Promise<UserInfo> {
  const company = await db.selectFrom('companies').select(['settlement', 'trial_ends_at']).where('id', '=', user.company_id).executeTakeFirst();
  // the company configuration (issue 30 §4), read at every /auth/info: a change reaches the user at the next page load
  const config = await sessionConfig(db, user.company_id);
  const organization = await db
    .selectFrom('organizations')
    .select(['name'])
    .where('id', '=', user.organization_id)
    .executeTakeFirst();
  return {
    username: user.username,
    realname: user.realname,
    photo: user.avatar,
    isAdmin: user.admin,
    isShareBalance: company?.settlement === 'shared',
    accountType: user.account_type,
    organizationId: user.organization_id,
    organizationName: organization?.name ?? '',
    companyId: user.company_id,
    organizationHierarchy: await organizationHierarchy(db, user.organization_id),
    ...SESSION_DEFAULTS,
    defaultReportLogo: '',
    ...config,
    // the company's own webSetting, and a trial company's end (issue 28 §5, spec §9), shown in the navbar
    webSetting: { ...config?.webSetting, ...(company?.trial_ends_at ? { trialEndsAt: Number(company.trial_ends_at) } : {}) },
    roles: [user.role_name],
    // only when set, so that an ordinary account's answer is unchanged
    ...(user.must_change_password === 1 ? { mustChangePassword: true } : {}),
  };
}

export async function loginData(db: Kysely<Database>, user: UserWithRole, token: string, tokentime: number): Promise<LoginData> {
  const { roles: _roles, ...info } = await userInfo(db, user);
  return { token, tokentime, ...info };
}
