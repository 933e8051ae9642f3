/**
 * The vehicle monitor's query (issue 14 §2): the company's vehicle terminals with their latest
 * state and the position before the latest one, for speed and heading. The previous position is
 * a correlated subquery on the readings' (device, time) key, so that one statement answers 5,000
 * vehicles. Portable SQL: nothing SQLite-only.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { onlineSql } from './read';

type Db = Kysely<Database>;

export interface VehicleFilter {
  companyId: number;
  /** devices fitted to one of these assets count as vehicles, besides the vehicle-terminal type */
  vehicleAssetIds: readonly number[];
  /** null: every organization of the company; [] none */
  organizationIds: readonly number[] | null;
}

export interface VehicleDbRow {
  id: number;
  number: string;
  name: string;
  organization_id: number;
  asset_id: number | null;
  temperature_min: number | null;
  temperature_max: number | null;
  humidity_min: number | null;
  humidity_max: number | null;
  /** the latest reading's time; null: no reading ever */
  ts: number | null;
  last_seen: number | null;
  temperature: number | null;
  humidity: number | null;
  lat: number | null;
  lng: number | null;
  online: number;
  /** the position reading before the latest one */
  prev_ts: number | null;
  prev_lat: number | null;
  prev_lng: number | null;
}

/** The vehicle terminal type (devices.type). */
export const VEHICLE_DEVICE_TYPE = 'vehicle';

export async function vehicleRows(db: Db, filter: VehicleFilter, nowUnix: number): Promise<VehicleDbRow[]> {
  if (filter.organizationIds?.length === 0) return [];
  const fitted = filter.vehicleAssetIds.length ? sql<SqlBool>`d.asset_id in (${sql.join(filter.vehicleAssetIds)})` : sql<SqlBool>`1 = 0`;
  let base = db
    .selectFrom('devices as d')
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .select([
      'd.id',
      'd.number',
      'd.name',
      'd.organization_id',
      'd.asset_id',
      'd.temperature_min',
      'd.temperature_max',
      'd.humidity_min',
      'd.humidity_max',
      's.ts',
      's.last_seen',
      's.temperature',
      's.humidity',
      's.lat',
      's.lng',
      sql<number>`case when ${onlineSql(nowUnix)} then 1 else 0 end`.as('online'),
      // the newest position before the latest reading's (the key's order makes it one index probe)
      sql<number | null>`(select max(r.ts) from readings r where r.device_id = d.id and r.lat is not null and r.ts < s.ts)`.as('prev_ts'),
    ])
    .where('d.company_id', '=', filter.companyId)
    .where(sql<SqlBool>`(d.type = ${VEHICLE_DEVICE_TYPE} or ${fitted})`);
  if (filter.organizationIds) base = base.where('d.organization_id', 'in', filter.organizationIds);
  const rows = await db
    .selectFrom(base.as('v'))
    .leftJoin('readings as p', (join) => join.onRef('p.device_id', '=', 'v.id').onRef('p.ts', '=', 'v.prev_ts'))
    .selectAll('v')
    .select(['p.lat as prev_lat', 'p.lng as prev_lng'])
    .orderBy('v.number')
    .orderBy('v.id')
    .execute();
  return rows as VehicleDbRow[];
}

/** The open alarms' kinds of the company's devices, by device. */
export async function openAlarmKinds(db: Db, companyId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('alarms')
    .select(['device_id', 'type'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'open')
    .orderBy('device_id')
    .orderBy('created_at')
    .execute();
  const kinds = new Map<number, string[]>();
  for (const row of rows) {
    const list = kinds.get(row.device_id) ?? [];
    if (!list.includes(row.type)) list.push(row.type);
    kinds.set(row.device_id, list);
  }
  return kinds;
}
