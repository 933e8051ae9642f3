/**
 * The device state list's query (spec §4's device states): the company's devices with online
 * (the monitor's rule, read.ts onlineSql), battery and signal (the latest reading's, else the
 * device record's), external power and the door contact (null where the model lacks the
 * channel), the asset they are fitted to and their expiry date. The yes/no states are columns of
 * a subquery, so that filtering and paging by them stay exact. Portable SQL.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { expiringSoonLimit } from '../../../../src/lib/expiry';
import type { ExpiryFilter, StateFlag } from '../../../../src/lib/fleet';
import type { Database } from '../../../db/schema';
import { channelValueSql } from './channelSql';
import { deviceConditions, onlineSql } from './read';

type Db = Kysely<Database>;

export interface DeviceStatesFilter {
  companyId: number;
  q?: string;
  organizationIds?: readonly number[];
  type?: string;
  /** each flag: true, false, or absent (either) */
  flags: Partial<Record<StateFlag, boolean>>;
  expiry?: ExpiryFilter;
  page: number;
  limit: number;
}

export interface DeviceStateDbRow {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  organization_id: number;
  asset_id: number | null;
  expire_date: number;
  last_seen: number | null;
  battery: number | null;
  signal: number | null;
  power: number | null;
  door: number | null;
  online: number;
}

function statesBase(db: Db, filter: DeviceStatesFilter, nowUnix: number) {
  let query = db
    .selectFrom('devices as d')
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .select([
      'd.id',
      'd.number',
      'd.name',
      'd.type',
      'd.model',
      'd.organization_id',
      'd.asset_id',
      'd.expire_date',
      's.last_seen',
      sql<number | null>`coalesce(s.battery, d.battery)`.as('battery'),
      sql<number | null>`coalesce(s.signal, d.signal)`.as('signal'),
      channelValueSql('power', sql`s.power`).as('power'),
      channelValueSql('door', sql`s.door`).as('door'),
      sql<number>`case when ${onlineSql(nowUnix)} then 1 else 0 end`.as('online'),
    ]);
  for (const condition of deviceConditions(filter)) query = query.where(condition);
  return query;
}

/** The conditions of the flags and the expiry, over the subquery `m`. */
function stateConditions(filter: DeviceStatesFilter, nowUnix: number): Array<ReturnType<typeof sql<SqlBool>>> {
  const conditions: Array<ReturnType<typeof sql<SqlBool>>> = [];
  const { online, power, charging, locked, bound } = filter.flags;
  if (online !== undefined) conditions.push(sql<SqlBool>`m.online = ${online ? 1 : 0}`);
  if (power !== undefined) conditions.push(sql<SqlBool>`m.power = ${power ? 1 : 0}`);
  // src/lib/fleet.ts chargingOf: on power with the battery not full; unknown without either
  if (charging === true) conditions.push(sql<SqlBool>`(m.power = 1 and m.battery < 100)`);
  if (charging === false) conditions.push(sql<SqlBool>`(m.battery is not null and (m.power = 0 or (m.power = 1 and m.battery >= 100)))`);
  // lockedOf: the door contact closed
  if (locked !== undefined) conditions.push(sql<SqlBool>`m.door = ${locked ? 0 : 1}`);
  if (bound !== undefined) conditions.push(bound ? sql<SqlBool>`m.asset_id is not null` : sql<SqlBool>`m.asset_id is null`);
  const soon = expiringSoonLimit(nowUnix);
  // src/lib/fleet.ts expiryOf
  if (filter.expiry === 'expired') conditions.push(sql<SqlBool>`m.expire_date < ${nowUnix}`);
  if (filter.expiry === 'expiringSoon') conditions.push(sql<SqlBool>`(m.expire_date >= ${nowUnix} and m.expire_date < ${soon})`);
  if (filter.expiry === 'valid') conditions.push(sql<SqlBool>`m.expire_date >= ${soon}`);
  if (filter.expiry === 'toRenew') conditions.push(sql<SqlBool>`m.expire_date < ${soon}`);
  return conditions;
}

/** One page of the company's devices with their states, ordered by number, and how many match. */
export async function deviceStateRows(db: Db, filter: DeviceStatesFilter, nowUnix: number): Promise<{ rows: DeviceStateDbRow[]; total: number }> {
  const conditions = stateConditions(filter, nowUnix);
  const matching = () => {
    let query = db.selectFrom(statesBase(db, filter, nowUnix).as('m'));
    for (const condition of conditions) query = query.where(condition);
    return query;
  };
  const counted = await matching()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await matching()
    .selectAll()
    .orderBy('m.number')
    .orderBy('m.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows: rows as DeviceStateDbRow[], total: Number(counted?.n ?? 0) };
}
