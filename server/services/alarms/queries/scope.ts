/**
 * The alarms a user may see (issue 13 §3, services/alarms/visibility.ts): its company's, and of
 * those, the ones of the organizations it sees. An alarm's organization is the one it recorded when
 * it opened; an alarm without one (seeded before the engine recorded it) is its device's.
 * Every alarm query (history, session, feed, statistics, handling) filters through `inScope`.
 */
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuthUser } from '../../users';
import { visibleOrganizations } from '../visibility';

export interface AlarmScope {
  companyId: number;
  /** null: every organization of the company */
  organizations: readonly number[] | null;
}

export async function alarmScope(db: Kysely<Database>, user: Pick<AuthUser, 'admin' | 'companyId' | 'organizationId'>): Promise<AlarmScope> {
  return { companyId: user.companyId, organizations: await visibleOrganizations(db, user) };
}

type AlarmTables = ExpressionBuilder<Database, 'alarms' | 'devices'>;

/** The alarm's organization: its own, else its device's. */
export const alarmOrganization = (eb: AlarmTables) => eb.fn.coalesce('alarms.organization_id', 'devices.organization_id');

/** Alarms of these organizations ([] matches none). */
export function inOrganizations(eb: AlarmTables, organizations: readonly number[]) {
  return organizations.length ? eb(alarmOrganization(eb), 'in', organizations) : sql<SqlBool>`1 = 0`;
}

/** A where-clause over `alarms` joined with `devices`: the scope's company and organizations. */
export function inScope(scope: AlarmScope) {
  return (eb: AlarmTables) => {
    const company = eb('alarms.company_id', '=', scope.companyId);
    return scope.organizations === null ? company : eb.and([company, inOrganizations(eb, scope.organizations)]);
  };
}
