/**
 * The latest state of each device (`device_state`): its newest reading, when it was last heard
 * from, and online or not. The reading moves only forward: an older reading arriving late
 * refreshes `last_seen` and `online` but leaves the newer values in place.
 */
import { sql, type Kysely, type OnConflictBuilder, type Selectable } from 'kysely';
import { MIN_OFFLINE_MINUTES, READING_FIELDS, type Reading, type ReadingField } from '../../../../src/lib/readings';
import type { Database, DeviceStateTable } from '../../../db/schema';
import { isPostgres } from '../../../db/migrations/columns';
import { MultiRowStatement } from './multiRow';
import { anyOf, ArrayStatement, READING_FIELD_COLUMNS } from './unnest';

export interface LatestState {
  deviceId: number;
  reading: Reading;
  /** server time of the last reading received */
  lastSeen: number;
  online: boolean;
  /** when `online` last changed */
  changedAt: number;
}

/** One device's newest reading of a batch, received at `seenAt` (server time). */
export interface StateUpdate {
  deviceId: number;
  reading: Reading;
  seenAt: number;
  /** false: recorded data (an upload) that does not show the device talking now; default true */
  online?: boolean;
}

type StateRow = Selectable<DeviceStateTable>;

function toReading(row: StateRow): Reading {
  const reading = { ts: Number(row.ts) } as Reading;
  for (const field of READING_FIELDS) reading[field] = row[field];
  return reading;
}

function toState(row: StateRow): LatestState {
  return { deviceId: row.device_id, reading: toReading(row), lastSeen: Number(row.last_seen), online: row.online === 1, changedAt: Number(row.changed_at) };
}

/** The states of these devices (devices without one yet are absent). */
export async function readStates(db: Kysely<Database>, deviceIds: readonly number[]): Promise<Map<number, LatestState>> {
  const states = new Map<number, LatestState>();
  if (!deviceIds.length) return states;
  const rows = await db
    .selectFrom('device_state')
    .select(['device_id', 'ts', 'last_seen', 'online', 'changed_at', ...READING_FIELDS])
    .where('device_id', 'in', deviceIds)
    .execute();
  for (const row of rows) states.set(row.device_id, toState(row));
  return states;
}

type StateInsert = Omit<DeviceStateTable, 'online'> & { online: number };

const STATE_COLUMNS = ['device_id', 'ts', ...READING_FIELDS, 'last_seen', 'online', 'changed_at'] as const satisfies ReadonlyArray<keyof StateInsert>;

/** Devices per upsert: 256 × 17 columns bound. */
const DEVICES_PER_STATEMENT = 256;

/** Each device's row updated, not replaced, when it has one already (both engines' statements). */
const onStateConflict = (oc: OnConflictBuilder<Database, 'device_state'>) =>
  oc.column('device_id').doUpdateSet((eb) => {
    const newer = eb('excluded.ts', '>', eb.ref('device_state.ts'));
    const latest = <C extends 'ts' | ReadingField>(column: C) =>
      eb
        .case()
        .when(newer)
        .then(eb.ref(`excluded.${column}`))
        .else(eb.ref(`device_state.${column}`))
        .end();
    return {
      ts: latest('ts'),
      ...Object.fromEntries(READING_FIELDS.map((field) => [field, latest(field)])),
      // a late reading still proves the device is talking; last heard from never moves back
      last_seen: eb.case().when('excluded.last_seen', '>', eb.ref('device_state.last_seen')).then(eb.ref('excluded.last_seen')).else(eb.ref('device_state.last_seen')).end(),
      // recorded data (online 0) never takes a device offline: only the sweep does
      online: eb.case().when('excluded.online', '=', sql.lit(1)).then(sql.lit(1)).else(eb.ref('device_state.online')).end(),
      changed_at: eb
        .case()
        .when(eb.and([eb('device_state.online', '=', sql.lit(0)), eb('excluded.online', '=', sql.lit(1))]))
        .then(eb.ref('excluded.changed_at'))
        .else(eb.ref('device_state.changed_at'))
        .end(),
    };
  });

const upsert = new MultiRowStatement<StateInsert>(STATE_COLUMNS, DEVICES_PER_STATEMENT, (db, rows) =>
  db.insertInto('device_state').values(MultiRowStatement.placeholders<StateInsert>(STATE_COLUMNS, rows)).onConflict(onStateConflict),
);

/** PostgreSQL: the same upsert of every device in one statement, its rows bound as arrays (unnest.ts). */
const upsertArrays = new ArrayStatement<StateInsert>(
  [
    { name: 'device_id', type: 'integer' },
    { name: 'ts', type: 'bigint' },
    ...READING_FIELD_COLUMNS,
    { name: 'last_seen', type: 'bigint' },
    { name: 'online', type: 'integer' },
    { name: 'changed_at', type: 'bigint' },
  ],
  (db, select) => db.insertInto('device_state').columns(STATE_COLUMNS).expression(select).onConflict(onStateConflict),
);

/**
 * Records that each device was heard from at `seenAt` with this reading: online from now on (unless
 * the update says otherwise), and its latest values replaced only when this reading is newer than
 * the stored one.
 */
export async function upsertStates(db: Kysely<Database>, updates: readonly StateUpdate[]): Promise<void> {
  // every column written out: `{ ...reading, device_id, … }` costs V8 a new hidden class per row
  // (about 15 µs each, most of a batch's JavaScript in the profile)
  const rows = updates.map(
    ({ deviceId, reading: r, seenAt, online = true }): StateInsert => ({
      device_id: deviceId,
      ts: r.ts,
      temperature: r.temperature,
      humidity: r.humidity,
      battery: r.battery,
      signal: r.signal,
      power: r.power,
      lat: r.lat,
      lng: r.lng,
      pressure: r.pressure,
      light: r.light,
      o2: r.o2,
      co2: r.co2,
      shake: r.shake,
      door: r.door,
      last_seen: seenAt,
      online: online ? 1 : 0,
      changed_at: seenAt,
    }),
  );
  if (!rows.length) return;
  await (isPostgres(db) ? upsertArrays.execute(db, rows) : upsert.execute(db, rows));
}

/** What ingestion compares a batch with: the time of each device's latest reading, and whether it is online. */
export async function stateHeads(db: Kysely<Database>, deviceIds: readonly number[]): Promise<Map<number, { ts: number; online: boolean }>> {
  const heads = new Map<number, { ts: number; online: boolean }>();
  if (!deviceIds.length) return heads;
  const rows = await db
    .selectFrom('device_state')
    .select(['device_id', 'ts', 'online'])
    .where((eb) => (isPostgres(db) ? eb('device_id', '=', anyOf(deviceIds)) : eb('device_id', 'in', deviceIds)))
    .execute();
  for (const row of rows) heads.set(row.device_id, { ts: Number(row.ts), online: row.online === 1 });
  return heads;
}

/** A device counted online whose last reading may be too old: what the offline judgment needs. */
export interface QuietDevice {
  deviceId: number;
  lastSeen: number;
  offlineMinutes: number;
  acquisitionPeriod: number;
  companyId: number;
  name: string;
}

/**
 * Online devices not heard from for at least the shortest possible offline time (spec §5: 10
 * minutes): the candidates; the caller judges each against its own settings.
 */
export async function quietDevices(db: Kysely<Database>, nowUnix: number): Promise<QuietDevice[]> {
  const rows = await db
    .selectFrom('device_state')
    .innerJoin('devices', 'devices.id', 'device_state.device_id')
    .select(['device_state.device_id', 'device_state.last_seen', 'devices.offline_minutes', 'devices.acquisition_period', 'devices.company_id', 'devices.name'])
    .where('device_state.online', '=', 1)
    .where('device_state.last_seen', '<', nowUnix - MIN_OFFLINE_MINUTES * 60)
    .execute();
  return rows.map((row) => ({
    deviceId: row.device_id,
    lastSeen: Number(row.last_seen),
    offlineMinutes: row.offline_minutes,
    acquisitionPeriod: row.acquisition_period,
    companyId: row.company_id,
    name: row.name,
  }));
}

/**
 * Turns these devices offline, unless a reading came in since they were judged (its `last_seen`
 * is then later than `heardBefore`); returns the ids actually turned.
 */
export async function setOffline(db: Kysely<Database>, deviceIds: readonly number[], heardBefore: number, nowUnix: number): Promise<number[]> {
  if (!deviceIds.length) return [];
  const rows = await db
    .updateTable('device_state')
    .set({ online: 0, changed_at: nowUnix })
    .where('device_id', 'in', deviceIds)
    .where('online', '=', 1)
    .where('last_seen', '<=', heardBefore)
    .returning('device_id')
    .execute();
  return rows.map((row) => row.device_id);
}
