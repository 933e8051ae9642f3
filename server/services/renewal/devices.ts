/**
 * The devices a user may renew (issue 28 §3): its company's, in the organizations it sees
 * (services/alarms/visibility.ts), expired or expiring within 3 months (spec §9), soonest first.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { expiringSoonLimit } from '../../../src/lib/expiry';
import { dataDeletionDate, simCancelDate, type RenewalDevice, type RenewalDevices, type RenewalScope } from '../../../src/lib/renewal';
import type { Database } from '../../db/schema';
import { visibleOrganizations } from '../alarms/visibility';
import type { AuthUser } from '../users';

type Who = Pick<AuthUser, 'admin' | 'companyId' | 'organizationId'>;

function scoped(db: Kysely<Database>, companyId: number, organizations: readonly number[] | null) {
  let query = db.selectFrom('devices').where('company_id', '=', companyId);
  if (organizations) query = organizations.length ? query.where('organization_id', 'in', organizations) : query.where('id', '<', 0);
  return query;
}

export interface DueFilter {
  scope: RenewalScope;
  q?: string;
  limit: number;
  now: number;
}

export async function dueDevices(db: Kysely<Database>, user: Who, filter: DueFilter): Promise<RenewalDevices> {
  const organizations = await visibleOrganizations(db, user);
  let query = scoped(db, user.companyId, organizations);
  const soon = expiringSoonLimit(filter.now);
  if (filter.scope === 'expired') query = query.where('expire_date', '<', filter.now);
  else if (filter.scope === 'expiring') query = query.where('expire_date', '>=', filter.now).where('expire_date', '<', soon);
  else query = query.where('expire_date', '<', soon);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`(lower(name) like ${pattern} escape '\\' or number like ${pattern} escape '\\')`);
  }
  const [rows, counted] = await Promise.all([
    query.select(['id', 'number', 'name', 'organization_id', 'expire_date']).orderBy('expire_date').orderBy('id').limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const list: RenewalDevice[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    organizationId: row.organization_id,
    expireDate: Number(row.expire_date),
    state: Number(row.expire_date) < filter.now ? 'expired' : 'expiringSoon',
    simCancelDate: simCancelDate(Number(row.expire_date)),
    dataDeletionDate: dataDeletionDate(Number(row.expire_date)),
  }));
  return { list, total: Number(counted?.n ?? 0) };
}

export interface PickedDevice {
  id: number;
  number: string;
  expireDate: number;
}

/**
 * The devices of an order, or why not: 'notFound' when an id is not one of the user's devices
 * (another company's, an organization it does not see, or none: one answer, so nothing is told
 * about other companies), 'notDue' when one is neither expired nor expiring within 3 months.
 */
export async function pickDevices(db: Kysely<Database>, user: Who, ids: readonly number[], now: number): Promise<{ ok: true; devices: PickedDevice[] } | { ok: false; reason: 'notFound' | 'notDue' }> {
  const organizations = await visibleOrganizations(db, user);
  const rows = await scoped(db, user.companyId, organizations).select(['id', 'number', 'expire_date']).where('id', 'in', [...ids]).orderBy('id').execute();
  if (rows.length !== new Set(ids).size) return { ok: false, reason: 'notFound' };
  const soon = expiringSoonLimit(now);
  if (rows.some((row) => Number(row.expire_date) >= soon)) return { ok: false, reason: 'notDue' };
  return { ok: true, devices: rows.map((row) => ({ id: row.id, number: row.number, expireDate: Number(row.expire_date) })) };
}
