/** A user's devices as picker options (GET /device/options): its data scope, searched, by number. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DeviceOption, DeviceOptions } from '../../src/lib/deviceOptions';
import type { Database } from '../db/schema';
import { visibleOrganizations } from './alarms/visibility';
import { deviceConditions } from './readings/store/read';
import type { AuthUser } from './users';

export interface DeviceOptionsFilter {
  q?: string;
  type?: string;
  ids?: readonly number[];
  limit: number;
}

export async function deviceOptions(db: Kysely<Database>, user: Pick<AuthUser, 'admin' | 'companyId' | 'organizationId'>, filter: DeviceOptionsFilter): Promise<DeviceOptions> {
  const visible = await visibleOrganizations(db, user);
  const conditions = deviceConditions({
    companyId: user.companyId,
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(visible ? { organizationIds: visible } : {}),
  });
  if (filter.ids) conditions.push(sql<SqlBool>`d.id in (${sql.join(filter.ids)})`);
  const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const rows = await db
    .selectFrom('devices as d')
    .select(['d.id', 'd.number', 'd.name', 'd.type', 'd.model', 'd.organization_id'])
    .where(where)
    .orderBy('d.number')
    .orderBy('d.id')
    .limit(filter.limit)
    .execute();
  const counted = await db
    .selectFrom('devices as d')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where)
    .executeTakeFirst();
  const list: DeviceOption[] = rows.map((row) => ({ id: row.id, number: row.number, name: row.name, type: row.type, model: row.model, organizationId: row.organization_id }));
  return { list, total: Number(counted?.n ?? 0) };
}
